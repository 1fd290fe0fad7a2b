import { describe, expect, it } from 'vitest'
import { demoPriceList, metalLeaseHourlyPrice } from '@cirrus/domain'
import { makeMetalLease } from '@cirrus/domain/fixtures'
import { describeLease, planLeaseRelease } from './metal-bulk'

const active = makeMetalLease({ display_name: 'db-metal-1', status: 'active' }, 2)
const provisioning = makeMetalLease({ display_name: 'render-01', status: 'provisioning' }, 1)
const released = makeMetalLease({ display_name: 'old-build', status: 'released' }, 3)

describe('bare-metal bulk release (issue 18)', () => {
  it('releases the active leases only, leaving provisioning and released ones', () => {
    const plan = planLeaseRelease([provisioning, active, released], demoPriceList)
    expect(plan.targets).toEqual([active])
    expect(plan.skipped).toEqual([provisioning, released])
  })

  it('prices the released leases at their machine now and at nothing afterwards (SPEC §3)', () => {
    const plan = planLeaseRelease([active], demoPriceList)
    const now = metalLeaseHourlyPrice(active, { list: demoPriceList }).price
    expect(now).not.toBeNull()
    expect(Number(now!.amount)).toBeGreaterThan(0)
    expect(plan.before).toEqual(now)
    expect(plan.after).toEqual({ amount: '0', currency: 'EUR' })
  })

  it('says nothing of the price before while the price list is unknown', () => {
    expect(planLeaseRelease([active], null).before).toBeNull()
  })

  it('names a lease by its display name', () => {
    expect(describeLease(active)).toEqual({ key: active.uuid, label: 'db-metal-1' })
  })
})
