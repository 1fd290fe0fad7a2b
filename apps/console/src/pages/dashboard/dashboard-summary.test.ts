import { describe, expect, it } from 'vitest'
import {
  addMoney,
  demoPriceList,
  ipHourlyPrice,
  monthlyEstimate,
  vmHourlyPrice,
  type Money,
} from '@cirrus/domain'
import { makeBillingAccount, makeIp, makeVm } from '@cirrus/domain/fixtures'
import { dashboardSummary, RECENT_LIMIT } from './dashboard-summary'

const main = makeBillingAccount({}, 1)
const project = makeBillingAccount({}, 2)
const ctx = { list: demoPriceList }

describe('dashboard summary', () => {
  const a = makeVm({ status: 'running', billing_account: main.id }, 1)
  const b = makeVm({ status: 'stopped', billing_account: project.id }, 2)
  const ip = makeIp({ billing_account_id: main.id }, 1)
  const summary = dashboardSummary({
    vms: [a, b],
    ips: [ip],
    billingAccounts: [main, project],
    priceList: demoPriceList,
  })

  it('counts virtual machines by state', () => {
    expect(summary.counts).toEqual([
      expect.objectContaining({ section: 'compute', total: 2, running: 1, stopped: 1, href: '/compute' }),
    ])
  })

  it('sums the hourly price of everything, exactly, with its monthly estimate', () => {
    const parts = [vmHourlyPrice(a, ctx).price, vmHourlyPrice(b, ctx).price, ipHourlyPrice(ip, ctx).price]
    const expected = parts.reduce<Money>((sum, p) => addMoney(sum, p!), { amount: '0', currency: 'EUR' })
    expect(summary.total.hourly).toEqual(expected)
    expect(summary.total.monthly).toEqual(monthlyEstimate(expected))
  })

  it('gives each billing account the sum of its own resources', () => {
    const [mainTotal, projectTotal] = summary.accounts
    expect(mainTotal).toMatchObject({ id: main.id, resources: 2 })
    expect(projectTotal).toMatchObject({ id: project.id, resources: 1, hourly: vmHourlyPrice(b, ctx).price })
    expect(addMoney(mainTotal!.hourly!, projectTotal!.hourly!)).toEqual(summary.total.hourly)
  })

  it('puts resources of an unknown account under "Other billing accounts"', () => {
    const s = dashboardSummary({
      vms: [makeVm({ billing_account: 999_999 })],
      ips: [],
      billingAccounts: [main],
      priceList: demoPriceList,
    })
    expect(s.accounts.map((x) => [x.title, x.resources])).toEqual([
      ['Main account', 0],
      ['Other billing accounts', 1],
    ])
  })

  it('never shows a partial sum: without prices the total is unavailable', () => {
    const s = dashboardSummary({ vms: [a], ips: [], billingAccounts: [main], priceList: null })
    expect(s.total.hourly).toBeNull()
    expect(s.accounts[0]!.hourly).toBeNull()
  })

  it('lists the newest resources first, at most five', () => {
    const vms = Array.from({ length: 7 }, (_, i) => makeVm({}, i + 1))
    const s = dashboardSummary({ vms, ips: [], billingAccounts: [main], priceList: demoPriceList })
    expect(s.recent).toHaveLength(RECENT_LIMIT)
    expect(s.recent[0]!.id).toBe(vms[6]!.uuid)
    expect(s.recent[0]!.href).toBe(`/compute/vm/tll01/${vms[6]!.uuid}/`)
  })

  it('knows a new account is empty', () => {
    const s = dashboardSummary({ vms: [], ips: [], billingAccounts: [main], priceList: demoPriceList })
    expect(s.isEmpty).toBe(true)
    expect(summary.isEmpty).toBe(false)
  })
})
