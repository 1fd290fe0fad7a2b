/**
 * Billing accounts, their documents and costs (issue 12; CONTRACTS.md "Billing"): create and edit with errors
 * per field, a document read, downloaded as CSV and PDF and reproducible from its lines, the daily costs and the
 * forecast, and a stranger's answers. Usage records are written directly (metering itself is proven in
 * services/metering*.test.ts, including a resource deleted mid-month billed only for the hours it existed).
 */
import { describe, expect, it } from 'vitest'
import { extractText } from 'unpdf'
import {
  BillingCostsSchema,
  InvoiceSchema,
  addMoney,
  formatMoney,
  isReproducible,
  money,
  multiplyMoney,
  sumMoney,
} from '@cirrus/domain'
import { call, syncBusinessClock, usePlatform } from '../../test/helpers.js'
import { seedDemoLastMonth } from '../services/demo-billing.js'
import { invoiceMonth } from '../services/metering.js'
import { usageRecords } from '../store/schema.js'

const t = usePlatform()

const VM = '11111111-1111-4111-8111-111111111111'
const DISK = '22222222-2222-4222-8222-222222222222'

/** Writes usage records of alice's account: [hour, resource type, uuid, description, amount]. */
async function usage(account: number, rows: [string, string, string, string, string][]) {
  await t.store.db.insert(usageRecords).values(
    rows.map(([hour, resourceType, resourceUuid, description, amount]) => ({
      billingAccountId: account,
      hour: new Date(hour),
      resourceType,
      resourceUuid,
      description,
      currency: 'EUR',
      amount,
    })),
  )
}

/** October 2025 of alice: a VM for 3 hours and a disk for 2, at amounts with nine decimals. */
async function octoberInvoice(): Promise<number> {
  const account = t.alice.billingAccountId
  await usage(account, [
    ['2025-10-30T10:00:00Z', 'vm', VM, 'web: 2 vCPU, 4 GB', '0.111111111'],
    ['2025-10-30T11:00:00Z', 'vm', VM, 'web: 2 vCPU, 4 GB', '0.111111111'],
    ['2025-10-30T12:00:00Z', 'vm', VM, 'web: 2 vCPU, 4 GB', '0.222222223'],
    ['2025-10-30T10:00:00Z', 'disk', DISK, 'data: 30 GB', '0.020550001'],
    ['2025-10-30T11:00:00Z', 'disk', DISK, 'data: 30 GB', '0.020550001'],
  ])
  t.clock.set('2025-11-02T00:30:00Z')
  await syncBusinessClock(t.app)
  expect(await invoiceMonth(t.app.platform, '2025-10')).toBe(1)
  const list = await call(t.app, 'GET', `/v1/payment/billing_account/${account}/invoices`, {
    token: t.alice.token,
  })
  return list.body[0].id
}

const path = (account: number, rest = '') => `/v1/payment/billing_account/${account}${rest}`

describe('billing accounts: create and edit', () => {
  it('creates an account with contact, address and VAT number in an offered currency', async () => {
    const res = await call(t.app, 'POST', '/v1/payment/billing_account', {
      token: t.alice.token,
      json: {
        title: 'Acme OÜ',
        email: 'billing@acme.test',
        currency: 'USD',
        company_name: 'Acme OÜ',
        address_line1: 'Narva mnt 5',
        city: 'Tallinn',
        postal_code: '10117',
        country: 'ee',
        vat_number: 'ee123456789',
      },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      title: 'Acme OÜ',
      email: 'billing@acme.test',
      currency: 'USD',
      country: 'EE',
      vat_number: 'EE123456789',
      is_default: false,
      user_id: t.alice.id,
    })
    const list = await call(t.app, 'GET', '/v1/payment/billing_account/list', { token: t.alice.token })
    expect(list.body.map((a: { id: number }) => a.id)).toContain(res.body.id)
  })

  it('refuses a blank name, a bad e-mail and a currency the platform does not bill in, field by field', async () => {
    const res = await call(t.app, 'POST', '/v1/payment/billing_account', {
      token: t.alice.token,
      form: { title: ' ', email: 'not-an-address', vat_number: '1' },
    })
    expect(res.status).toBe(400)
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'title', 'vat_number'])
    const yen = await call(t.app, 'POST', '/v1/payment/billing_account', {
      token: t.alice.token,
      json: { title: 'Tokyo', email: 'a@b.test', currency: 'JPY' },
    })
    expect(yen.status).toBe(400)
    expect(yen.body.errors.currency).toBe('This platform bills in EUR, USD, not in JPY')
    const list = await call(t.app, 'GET', '/v1/payment/billing_account/list', { token: t.alice.token })
    expect(list.body).toHaveLength(1)
  })

  it('edits only the fields given, and only for the owner', async () => {
    const account = t.alice.billingAccountId
    const res = await call(t.app, 'PATCH', path(account), {
      token: t.alice.token,
      json: { vat_number: 'EE100200300', city: 'Tartu' },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ vat_number: 'EE100200300', city: 'Tartu', currency: 'EUR' })
    const again = await call(t.app, 'PATCH', path(account), { token: t.alice.token, json: { title: 'Main' } })
    expect(again.body).toMatchObject({ title: 'Main', city: 'Tartu' })
    const read = await call(t.app, 'GET', path(account), { token: t.alice.token })
    expect(read.body).toMatchObject({ id: account, title: 'Main', vat_number: 'EE100200300' })
    const bad = await call(t.app, 'PATCH', path(account), { token: t.alice.token, json: { email: 'x' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.email).toBeDefined()
  })

  it('lets a restricted token read its account but not create one', async () => {
    const read = await call(t.app, 'GET', path(t.alice.billingAccountId), { token: t.aliceRestrictedToken })
    expect(read.status).toBe(200)
    const res = await call(t.app, 'POST', '/v1/payment/billing_account', {
      token: t.aliceRestrictedToken,
      json: { title: 'Side', email: 'side@example.test' },
    })
    expect(res.status).toBe(403)
  })
})

describe('billing documents', () => {
  it('reads an invoice whose lines add up exactly to its subtotal, VAT and total', async () => {
    await t.store.db.execute(
      `update billing_accounts set vat_percentage = 22 where id = ${t.alice.billingAccountId}`,
    )
    const id = await octoberInvoice()
    const res = await call(t.app, 'GET', path(t.alice.billingAccountId, `/invoices/${id}`), {
      token: t.alice.token,
    })
    expect(res.status).toBe(200)
    const invoice = InvoiceSchema.parse(res.body)
    expect(invoice).toMatchObject({ type: 'invoice', status: 'unpaid', month: '2025-10', vat_percentage: 22 })
    expect(invoice.lines.map((l) => [l.resource_type, l.hours, l.amount])).toEqual([
      ['disk', 2, '0.041100002'],
      ['vm', 3, '0.444444445'],
    ])
    const subtotal = sumMoney(
      invoice.lines.map((l) => money(l.amount, 'EUR')),
      'EUR',
    )
    expect(invoice.subtotal).toBe(subtotal.amount)
    expect(invoice.vat_tax).toBe(multiplyMoney(subtotal, '0.22').amount)
    expect(invoice.total).toBe(addMoney(subtotal, multiplyMoney(subtotal, '0.22')).amount)
    expect(isReproducible(invoice)).toBe(true)
  })

  it('downloads an invoice as CSV: one row per line with hours and unit price, then the totals', async () => {
    const id = await octoberInvoice()
    const res = await call(t.app, 'GET', path(t.alice.billingAccountId, `/invoices/${id}/csv`), {
      token: t.alice.token,
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="invoice-2025-10-${id}.csv"`)
    expect(res.text.split('\r\n')).toEqual([
      'resource_type,resource_uuid,description,hours,unit_price,amount,currency',
      `disk,${DISK},data: 30 GB,2,0.020550001,0.041100002,EUR`,
      `vm,${VM},"web: 2 vCPU, 4 GB",3,0.148148148,0.444444445,EUR`,
      'subtotal,,,,,0.485544447,EUR',
      'vat 22%,,,,,0.106819778,EUR',
      'total,,,,,0.592364225,EUR',
      '',
    ])
  })

  it('downloads an invoice as a PDF that reads back with its lines and total', async () => {
    const id = await octoberInvoice()
    await syncBusinessClock(t.app)
    const res = await t.app.request(path(t.alice.billingAccountId, `/invoices/${id}/pdf`), {
      headers: { apikey: t.alice.token },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const { text, totalPages } = await extractText(bytes, { mergePages: true })
    expect(totalPages).toBe(1)
    expect(text).toContain(`Invoice ${id}`)
    expect(text).toContain('Period: 2025-10')
    expect(text).toContain('web: 2 vCPU, 4 GB')
    expect(text).toContain('data: 30 GB')
    expect(text).toContain(`Subtotal ${formatMoney(money('0.485544447', 'EUR'))}`)
    expect(text).toContain(`Total ${formatMoney(money('0.592364225', 'EUR'))}`)
  })

  it('answers 404 for a document of another account', async () => {
    const id = await octoberInvoice()
    const res = await call(t.app, 'GET', path(t.bob.billingAccountId, `/invoices/${id}`), {
      token: t.bob.token,
    })
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('Invoice not found')
  })
})

describe('billing costs', () => {
  it('gives cost per day and resource type, the month so far, the last hour and the forecast', async () => {
    const account = t.alice.billingAccountId
    await usage(account, [
      ['2025-10-31T23:00:00Z', 'vm', VM, 'web', '0.5'],
      ['2025-11-09T08:00:00Z', 'vm', VM, 'web', '0.1'],
      ['2025-11-10T11:00:00Z', 'vm', VM, 'web', '0.1'],
      ['2025-11-10T12:00:00Z', 'vm', VM, 'web', '0.1'],
      ['2025-11-10T12:00:00Z', 'disk', DISK, 'data', '0.02'],
    ])
    t.clock.set('2025-11-10T13:30:00Z')
    const res = await call(t.app, 'GET', path(account, '/costs'), { token: t.alice.token })
    expect(res.status).toBe(200)
    const costs = BillingCostsSchema.parse(res.body)
    expect(costs).toMatchObject({ month: '2025-11', previous_month: '2025-10', currency: 'EUR' })
    expect(costs.days).toEqual([
      { date: '2025-10-31', resource_type: 'vm', amount: '0.5' },
      { date: '2025-11-09', resource_type: 'vm', amount: '0.1' },
      { date: '2025-11-10', resource_type: 'disk', amount: '0.02' },
      { date: '2025-11-10', resource_type: 'vm', amount: '0.2' },
    ])
    expect(costs.month_to_date).toBe('0.32')
    expect(costs.hourly_rate).toBe('0.12')
    // 13:00 on the 10th to 1 December: 20 days and 11 hours.
    expect(costs.hours_left).toBe(20 * 24 + 11)
    expect(costs.forecast).toBe(
      addMoney(money('0.32', 'EUR'), multiplyMoney(money('0.12', 'EUR'), 491)).amount,
    )
    expect(costs.resources.map((r) => [r.resource_type, r.hourly])).toEqual([
      ['disk', '0.02'],
      ['vm', '0.1'],
    ])
  })
})

describe('the demo seed', () => {
  it("gives the demo customer last month's invoice: two servers for 72 hours, reproducible", async () => {
    t.clock.set('2025-11-10T13:30:00Z')
    await syncBusinessClock(t.app)
    await seedDemoLastMonth(t.app.platform, t.alice.billingAccountId)
    const list = await call(t.app, 'GET', path(t.alice.billingAccountId, '/invoices'), {
      token: t.alice.token,
    })
    expect(list.body).toHaveLength(1)
    const invoice = InvoiceSchema.parse(list.body[0])
    expect(invoice.month).toBe('2025-10')
    expect(invoice.lines.map((l) => [l.description, l.hours])).toEqual([
      ['web-1: 2 vCPU, 4 GB RAM, 40 GB', 72],
      ['db-1: 1 vCPU, 2 GB RAM, 20 GB', 72],
    ])
    expect(isReproducible(invoice)).toBe(true)
  })
})

describe("a stranger's access", () => {
  it("answers Warren's 404 on every billing call for another user's account", async () => {
    const id = await octoberInvoice()
    const alice = t.alice.billingAccountId
    for (const [method, rest] of [
      ['GET', ''],
      ['PATCH', ''],
      ['GET', '/costs'],
      ['GET', `/invoices/${id}`],
      ['GET', `/invoices/${id}/csv`],
      ['GET', `/invoices/${id}/pdf`],
    ] as const) {
      const res = await call(t.app, method, path(alice, rest), {
        token: t.bob.token,
        ...(method === 'PATCH' ? { json: { title: 'Mine now' } } : {}),
      })
      expect([method, rest, res.status, res.body.message]).toEqual([
        method,
        rest,
        404,
        'Billing account not found',
      ])
    }
    const read = await call(t.app, 'GET', path(alice), { token: t.alice.token })
    expect(read.body.title).not.toBe('Mine now')
  })
})
