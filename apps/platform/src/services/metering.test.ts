import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import {
  InvoiceSchema,
  addMoney,
  demoPriceList,
  ipHourlyPrice,
  multiplyMoney,
  sumMoney,
  vmHourlyPrice,
} from '@cirrus/domain'
import { call, usePlatform } from '../../test/helpers.js'
import { usageRecords } from '../store/schema.js'
import { meterHour, runDueMetering, type MeterSource } from './metering.js'

const t = usePlatform()

async function createVm() {
  const res = await call(t.app, 'POST', '/v1/user-resource/vm', {
    token: t.alice.token,
    form: { name: 'metered', os_name: 'ubuntu', os_version: '24.04', disks: 40, vcpu: 2, ram: 4096 },
  })
  expect(res.status).toBe(200)
  return res.body
}

const ctx = { list: demoPriceList, currency: 'EUR' }

describe('metering (issue 4)', () => {
  it('records each completed hour of a VM and its IP at the domain price, once', async () => {
    const vm = await createVm() // 2025-11-10 10:15
    t.clock.set('2025-11-10T12:05:00Z')
    expect(await runDueMetering(t.app.platform)).toEqual({ hours: 2, invoices: 0 })
    expect(await runDueMetering(t.app.platform)).toEqual({ hours: 0, invoices: 0 })
    const rows = await t.store.db.select().from(usageRecords).where(eq(usageRecords.resourceUuid, vm.uuid))
    expect(rows.map((r) => r.hour.toISOString())).toEqual([
      '2025-11-10T10:00:00.000Z',
      '2025-11-10T11:00:00.000Z',
    ])
    const expected = vmHourlyPrice(vm, ctx).price!
    expect(rows[0]).toMatchObject({
      amount: expected.amount,
      currency: 'EUR',
      billingAccountId: t.alice.billingAccountId,
    })
    const ipRows = await t.store.db
      .select()
      .from(usageRecords)
      .where(eq(usageRecords.resourceType, 'floating_ip'))
    expect(ipRows).toHaveLength(2)
    expect(ipRows[0]!.amount).toBe(ipHourlyPrice({ assigned_to: vm.uuid }, ctx).price!.amount)
  })

  it('starts at the first resource of any meter source, here a load balancer', async () => {
    const lb = await call(t.app, 'POST', '/v1/tll01/network/load_balancers', {
      token: t.alice.token,
      json: { display_name: 'first', billing_account_id: t.alice.billingAccountId, reserve_public_ip: false },
    })
    expect(lb.status).toBe(200) // 2025-11-10 10:15, no VM, disk or IP anywhere
    t.clock.set('2025-11-10T12:05:00Z')
    expect(await runDueMetering(t.app.platform)).toEqual({ hours: 2, invoices: 0 })
    const rows = await t.store.db
      .select()
      .from(usageRecords)
      .where(eq(usageRecords.resourceUuid, lb.body.uuid))
    expect(rows.map((r) => r.hour.toISOString())).toEqual([
      '2025-11-10T10:00:00.000Z',
      '2025-11-10T11:00:00.000Z',
    ])
  })

  it('bills a stopped VM for its disk only', async () => {
    const vm = await createVm()
    await call(t.app, 'POST', '/v1/user-resource/vm/stop', { token: t.alice.token, form: { uuid: vm.uuid } })
    t.clock.set('2025-11-10T11:00:00Z')
    await runDueMetering(t.app.platform)
    const [row] = await t.store.db.select().from(usageRecords).where(eq(usageRecords.resourceUuid, vm.uuid))
    const stopped = vmHourlyPrice({ ...vm, status: 'stopped' }, ctx).price!
    expect(row!.amount).toBe(stopped.amount)
    expect(Number(stopped.amount)).toBeLessThan(Number(vmHourlyPrice(vm, ctx).price!.amount))
  })

  it('invoices a finished month per billing account with VAT, and shows running totals', async () => {
    const vm = await createVm()
    t.clock.set('2025-11-10T13:30:00Z')
    await runDueMetering(t.app.platform)
    const accounts = await call(t.app, 'GET', '/v1/payment/billing_account/list', { token: t.alice.token })
    const hourly = addMoney(
      vmHourlyPrice(vm, ctx).price!,
      ipHourlyPrice({ assigned_to: vm.uuid }, ctx).price!,
    )
    const soFar = sumMoney([hourly, hourly, hourly], 'EUR')
    expect(accounts.body[0].running_totals.subtotal).toBe(Number(soFar.amount))

    await call(t.app, 'DELETE', '/v1/user-resource/vm', { token: t.alice.token, form: { uuid: vm.uuid } })
    t.clock.set('2025-12-01T00:10:00Z')
    const result = await runDueMetering(t.app.platform)
    expect(result.invoices).toBe(1)
    const res = await call(t.app, 'GET', `/v1/payment/billing_account/${t.alice.billingAccountId}/invoices`, {
      token: t.alice.token,
    })
    expect(res.body).toHaveLength(1)
    const invoice = InvoiceSchema.parse(res.body[0])
    expect(invoice).toMatchObject({ month: '2025-11', currency: 'EUR', vat_percentage: 22 })
    const vmLine = invoice.lines.find((l) => l.resource_type === 'vm')!
    // Created 10:15, deleted at 13:30: hours 10, 11, 12 and 13.
    expect(vmLine.hours).toBe(4)
    const ipLine = invoice.lines.find((l) => l.resource_type === 'floating_ip')!
    expect(ipLine.hours).toBeGreaterThan(4) // the unassigned IP stays billed to the end of the month
    const subtotal = sumMoney(
      invoice.lines.map((l) => ({ amount: String(l.amount), currency: 'EUR' })),
      'EUR',
    )
    expect(invoice.subtotal).toBe(subtotal.amount)
    expect(invoice.vat_tax).toBe(multiplyMoney(subtotal, '0.22').amount)
    expect(invoice.total).toBe(addMoney(subtotal, multiplyMoney(subtotal, '0.22')).amount)
    expect(await runDueMetering(t.app.platform)).toEqual({ hours: 0, invoices: 0 })
    const bobs = await call(t.app, 'GET', `/v1/payment/billing_account/${t.bob.billingAccountId}/invoices`, {
      token: t.bob.token,
    })
    expect(bobs.body).toEqual([])
    // Meters ~500 hours one by one (each its own transaction): seconds alone, much longer on a loaded CI machine.
  }, 120_000)

  it('runs the meter sources the platform lists, and only those (nothing registers itself)', async () => {
    await createVm()
    const platform = t.app.platform
    const defaults = platform.meterSources
    const hour = new Date('2025-11-10T10:00:00Z')
    try {
      platform.meterSources = []
      expect(await meterHour(platform, hour)).toBe(0)
      const custom: MeterSource = async () => [
        {
          billingAccountId: t.alice.billingAccountId,
          resourceType: 'custom',
          resourceUuid: 'one',
          description: 'A custom resource',
          amount: { amount: '0.5', currency: 'EUR' },
        },
      ]
      platform.meterSources = [custom]
      expect(await meterHour(platform, hour)).toBe(1)
    } finally {
      platform.meterSources = defaults
    }
    const rows = await t.store.db.select().from(usageRecords).where(eq(usageRecords.hour, hour))
    expect(rows.map((r) => [r.resourceType, r.amount])).toEqual([['custom', '0.5']])
  })
})
