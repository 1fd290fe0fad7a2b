import { describe, expect, it } from 'vitest'
import { demoPriceList, DEMO_METAL_SPECS } from '@cirrus/domain'
import { makeMetalLease } from '@cirrus/domain/fixtures'
import { leaseRows, machineSpecText } from './lease-rows'

describe('lease rows', () => {
  it('name, state, machine and hourly price, by name; a released lease costs nothing', () => {
    const rows = leaseRows(
      [
        makeMetalLease({ display_name: 'web', status: 'provisioning' }, 2),
        makeMetalLease({ display_name: 'db', status: 'released' }, 3),
      ],
      demoPriceList,
    )
    expect(rows.map((r) => [r.name, r.status, r.machine, r.price?.amount])).toEqual([
      ['db', 'released', 'bm.large · 32 cores · 256 GB RAM', '0'],
      ['web', 'provisioning', 'bm.medium · 16 cores · 128 GB RAM', '0.616438'],
    ])
    expect(rows[1]!.href).toBe(`/metal/lease/${makeMetalLease({}, 2).uuid}/`)
  })
  it('without a price list the price is unavailable, never zero', () => {
    expect(leaseRows([makeMetalLease()], null)[0]!.price).toBeNull()
  })
  it('describes the hardware, grouping equal disks', () => {
    expect(machineSpecText(DEMO_METAL_SPECS[2]!)).toBe(
      'AMD EPYC 7543P · 32 cores · 256 GB RAM · 2 × 3840 GB NVMe + 8000 GB HDD',
    )
  })
})
