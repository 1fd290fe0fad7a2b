/**
 * Admin billing and growth (issue 14): invoices of every account, the revenue report that equals the invoices,
 * custom products on the invoice, campaigns and their redemption by a customer.
 */
import { describe, expect, it } from 'vitest'
import {
  AdminInvoicePageSchema,
  CampaignSchema,
  CustomProductSchema,
  RevenueReportSchema,
  addMoney,
  campaignErrors,
  sumMoney,
  type Money,
} from '@cirrus/domain'
import { call, usePlatform } from '../../test/helpers.js'
import { runDueMetering } from '../services/metering.js'
import { auditLog } from '../store/schema.js'

const t = usePlatform()

const admin = (method: string, path: string, json?: unknown) =>
  call(t.app, method, `/v1/admin${path}`, { token: t.admin.token, ...(json ? { json } : {}) })

const redeem = (token: string, account: number, code: string) =>
  call(t.app, 'POST', `/v1/payment/billing_account/${account}/campaign`, { token, json: { code } })

const invoicesOf = async (token: string, account: number) =>
  (await call(t.app, 'GET', `/v1/payment/billing_account/${account}/invoices`, { token })).body as {
    month: string
    lines: { resource_type: string; description: string; hours: number; amount: string }[]
    subtotal: string
    total: string
  }[]

const vm = (token: string, name: string) =>
  call(t.app, 'POST', '/v1/user-resource/vm', {
    token,
    form: { name, os_name: 'ubuntu', os_version: '24.04', disks: 20, vcpu: 1, ram: 1024 },
  })

/** Adds a custom product to alice's account: an hourly 0.5 EUR "Premium support" unless told otherwise. */
const addProduct = (fields: Record<string, unknown> = {}) =>
  admin('POST', '/custom_products', {
    billing_account_id: t.alice.billingAccountId,
    description: 'Premium support',
    price_per_unit: '0.5',
    qty_unit: 'h',
    ...fields,
  })

const WELCOME = { code: 'welcome25', type: 'all_users', amount: '25', currency: 'EUR', description: 'Autumn' }

describe('admin billing and growth: administrators only', () => {
  it.each([
    ['GET', '/invoices'],
    ['GET', '/reports/revenue'],
    ['GET', '/custom_products'],
    ['POST', '/custom_products'],
    ['GET', '/campaigns'],
    ['POST', '/campaigns'],
  ])('refuses a customer: %s %s', async (method, path) => {
    const res = await call(t.app, method, `/v1/admin${path}`, {
      token: t.alice.token,
      ...(method === 'POST' ? { json: WELCOME } : {}),
    })
    expect(res.status).toBe(403)
  })
})

describe('campaigns (ADMIN-NOTES campaigns)', () => {
  it('creates a campaign (code upper case), audited; only description and active change afterwards', async () => {
    const res = await admin('POST', '/campaigns', { ...WELCOME, usage_limit: 10 })
    expect(res.status).toBe(201)
    const created = CampaignSchema.parse(res.body)
    expect(created).toMatchObject({ code: 'WELCOME25', type: 'all_users', amount: '25', redemptions: 0 })
    const again = await admin('POST', '/campaigns', WELCOME)
    expect(again.status).toBe(400)
    expect(again.body.errors.code).toBe('Campaign code WELCOME25 exists')

    const patched = await admin('PATCH', `/campaigns/${created.id}`, {
      description: 'Winter',
      active: false,
      amount: '1000',
      code: 'OTHER',
    })
    expect(patched.status).toBe(200)
    expect(patched.body).toMatchObject({
      description: 'Winter',
      active: false,
      amount: '25',
      code: 'WELCOME25',
    })
    const audit = await t.store.db.select().from(auditLog)
    expect(audit.map((a) => a.action).sort()).toEqual(['campaign.create', 'campaign.update'])
  })

  it('validates the body beside each field', async () => {
    const res = await admin('POST', '/campaigns', { code: 'x', type: 'some', amount: '-1', currency: 'EUR' })
    expect(res.status).toBe(400)
    expect(Object.keys(res.body.errors).sort()).toEqual(['amount', 'code', 'type'])
  })

  it('a customer redeems a code; the credit is a credit line of the month’s invoice', async () => {
    expect((await vm(t.alice.token, 'web-one')).status).toBe(200)
    await admin('POST', '/campaigns', WELCOME)
    const res = await redeem(t.alice.token, t.alice.billingAccountId, 'Welcome25')
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ code: 'WELCOME25', amount: '25', currency: 'EUR' })

    t.clock.set('2025-12-01T00:30:00Z')
    await runDueMetering(t.app.platform)
    const [invoice] = await invoicesOf(t.alice.token, t.alice.billingAccountId)
    const credit = invoice!.lines.find((l) => l.resource_type === 'credit')
    expect(credit).toMatchObject({ description: 'Campaign WELCOME25 credit', amount: '-25' })
    const sum = sumMoney(
      invoice!.lines.map((l) => ({ amount: l.amount, currency: 'EUR' })),
      'EUR',
    )
    expect(sum.amount).toBe(invoice!.subtotal)
  })

  it('refuses unknown, expired, used-up and ineligible codes beside the field', async () => {
    await admin('POST', '/campaigns', { ...WELCOME, usage_limit: 1 })
    await admin('POST', '/campaigns', {
      ...WELCOME,
      code: 'OLD',
      valid_until: '2025-11-01T00:00:00Z',
    })
    await admin('POST', '/campaigns', { ...WELCOME, code: 'NEWBIE', type: 'new_users' })
    await admin('POST', '/campaigns', { ...WELCOME, code: 'DOLLARS', currency: 'USD' })

    const refusal = async (token: string, account: number, code: string) => {
      const res = await redeem(token, account, code)
      expect(res.status).toBe(400)
      return res.body.errors.code as string
    }
    expect(await refusal(t.alice.token, t.alice.billingAccountId, 'NOPE')).toBe(campaignErrors.unknown)
    expect(await refusal(t.alice.token, t.alice.billingAccountId, 'old')).toBe(campaignErrors.expired)
    expect(await refusal(t.alice.token, t.alice.billingAccountId, 'DOLLARS')).toBe(
      campaignErrors.not_eligible,
    )
    expect((await redeem(t.bob.token, t.bob.billingAccountId, 'WELCOME25')).status).toBe(201)
    expect(await refusal(t.alice.token, t.alice.billingAccountId, 'WELCOME25')).toBe(campaignErrors.used_up)
    expect((await redeem(t.alice.token, t.alice.billingAccountId, 'NEWBIE')).status).toBe(201)
    expect(await refusal(t.alice.token, t.alice.billingAccountId, 'NEWBIE')).toBe(campaignErrors.not_eligible)
    // A second billing account of alice's is not her first: New Users codes are not for it.
    const second = await call(t.app, 'POST', '/v1/payment/billing_account', {
      token: t.alice.token,
      json: { title: 'Second', email: 'alice@example.test', currency: 'EUR' },
    })
    expect(second.status, second.text).toBe(200)
    expect(await refusal(t.alice.token, second.body.id, 'NEWBIE')).toBe(campaignErrors.not_eligible)
  })

  it('refuses a stranger: bob cannot redeem on alice’s account', async () => {
    await admin('POST', '/campaigns', WELCOME)
    const res = await redeem(t.bob.token, t.alice.billingAccountId, 'WELCOME25')
    expect(res.status).toBe(404)
    const list = CampaignSchema.array().parse((await admin('GET', '/campaigns')).body)
    expect(list[0]!.redemptions).toBe(0)
  })
})

describe('custom products (ADMIN-NOTES custom_products)', () => {
  it('charges an hourly product and a one-off item on the account’s invoice lines, audited', async () => {
    const hourly = await addProduct({ start_date: '2025-11-10T10:15:00Z', end_date: '2025-11-10T14:30:00Z' })
    expect(hourly.status).toBe(201)
    expect(CustomProductSchema.parse(hourly.body)).toMatchObject({
      qty_unit: 'h',
      price_per_unit: '0.5',
      currency: 'EUR',
      creator_user_id: t.admin.id,
    })
    const once = await addProduct({
      description: 'Setup fee',
      price_per_unit: '99.99',
      qty_unit: 'pc',
      start_date: '2025-11-12T08:00:00Z',
    })
    expect(once.status).toBe(201)
    expect(once.body.end_date).toBe(once.body.start_date)
    expect((await vm(t.alice.token, 'web-one')).status).toBe(200)

    t.clock.set('2025-12-01T00:30:00Z')
    await runDueMetering(t.app.platform)
    const [invoice] = await invoicesOf(t.alice.token, t.alice.billingAccountId)
    const lines = invoice!.lines.filter((l) => l.resource_type === 'custom_product')
    // 10:00–15:00: the start rounded down, the end (14:30) rounded up: 5 hours of 0.5.
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ description: 'Premium support', hours: 5, amount: '2.5' }),
        expect.objectContaining({ description: 'Setup fee (1 pc)', hours: 1, amount: '99.99' }),
      ]),
    )
    const audit = await t.store.db.select().from(auditLog)
    expect(audit.filter((a) => a.action === 'custom_product.create')).toHaveLength(2)
  })

  it('stops an hourly product from a time not in the past, audited; lists every product', async () => {
    const created = await addProduct()
    const uuid = created.body.uuid as string
    const past = await admin('PATCH', `/custom_products/${uuid}`, { end_date: '2025-11-10T09:00:00Z' })
    expect(past.status).toBe(400)
    expect(past.body.errors).toHaveProperty('end_date')
    const res = await admin('PATCH', `/custom_products/${uuid}`, { end_date: '2025-11-11T00:00:00Z' })
    expect(res.status).toBe(200)
    expect(res.body.end_date).toBe('2025-11-11T00:00:00.000Z')
    const list = CustomProductSchema.array().parse((await admin('GET', '/custom_products')).body)
    expect(list).toEqual([expect.objectContaining({ uuid, billing_account_title: expect.any(String) })])
    const audit = await t.store.db.select().from(auditLog)
    expect(audit.map((a) => a.action).sort()).toEqual(['custom_product.create', 'custom_product.end'])
  })

  it('refuses a start before the current hour and an unknown account, beside the field', async () => {
    const past = await addProduct({ qty_unit: 'pc', start_date: '2025-11-09T00:00:00Z' })
    expect(past.status).toBe(400)
    expect(past.body.errors).toHaveProperty('start_date')
    const unknown = await addProduct({ billing_account_id: 999_999 })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors).toHaveProperty('billing_account_id')
  })
})

describe('invoices and the revenue report (SPEC §2 /reports)', () => {
  it('the revenue report over a seeded month adds up to the sum of the invoices exactly', async () => {
    expect((await vm(t.alice.token, 'alice-web')).status).toBe(200)
    expect((await vm(t.bob.token, 'bob-db')).status).toBe(200)
    await admin('POST', '/custom_products', {
      billing_account_id: t.bob.billingAccountId,
      description: 'Support plan',
      price_per_unit: '0.123456789',
      qty_unit: 'h',
    })
    await admin('POST', '/campaigns', { ...WELCOME, amount: '0.1' })
    expect((await redeem(t.alice.token, t.alice.billingAccountId, 'WELCOME25')).status).toBe(201)
    t.clock.set('2025-11-20T09:10:00Z')
    expect((await vm(t.alice.token, 'alice-late')).status).toBe(200)
    t.clock.set('2025-12-01T00:30:00Z')
    await runDueMetering(t.app.platform)

    const page = AdminInvoicePageSchema.parse((await admin('GET', '/invoices?month=2025-11&limit=100')).body)
    expect(page.total).toBe(2)
    expect(page.items.map((i) => i.owner_email).sort()).toEqual(['alice@example.test', 'bob@example.test'])
    const report = RevenueReportSchema.parse(
      (await admin('GET', '/reports/revenue?from=2025-11&to=2025-11')).body,
    )

    const eur = (amount: string): Money => ({ amount, currency: 'EUR' })
    const invoiced = sumMoney(
      page.items.map((i) => eur(i.subtotal)),
      'EUR',
    )
    const reported = report.rows.reduce((sum, r) => addMoney(sum, eur(r.amount)), eur('0'))
    expect(reported.amount).toBe(invoiced.amount)
    expect(report.months).toEqual([
      {
        month: '2025-11',
        currency: 'EUR',
        invoices: 2,
        subtotal: invoiced.amount,
        vat_tax: sumMoney(
          page.items.map((i) => eur(i.vat_tax)),
          'EUR',
        ).amount,
        total: sumMoney(
          page.items.map((i) => eur(i.total)),
          'EUR',
        ).amount,
      },
    ])
    expect(report.rows.map((r) => r.resource_type)).toEqual(
      expect.arrayContaining(['vm', 'credit', 'custom_product']),
    )
    expect(report.rows.find((r) => r.resource_type === 'vm')!.location).not.toBe('none')
    expect(report.rows.find((r) => r.resource_type === 'credit')).toMatchObject({
      location: 'none',
      amount: '-0.1',
    })
  })

  it('pages every account’s invoices and filters them by status', async () => {
    expect((await vm(t.alice.token, 'alice-web')).status).toBe(200)
    t.clock.set('2025-12-01T00:30:00Z')
    await runDueMetering(t.app.platform)
    const unpaid = AdminInvoicePageSchema.parse((await admin('GET', '/invoices?status=unpaid')).body)
    expect(unpaid.total).toBe(1)
    const paid = AdminInvoicePageSchema.parse((await admin('GET', '/invoices?status=paid')).body)
    expect(paid.total).toBe(0)
  })
})
