import { describe, expect, it } from 'vitest'
import { describeCalls } from '../http/test-utils/calls.js'
import { makeBillingAccount, makeInvoice } from '../fixtures/index.js'
import { money } from '../pricing/money.js'
import { apiRequests } from '../api-request/requests.js'
import {
  forecastMonthEnd,
  documentTotals,
  hoursLeftInMonth,
  isReproducible,
  lineUnitPrice,
} from './forecast.js'
import {
  BillingAccountCreateInputSchema,
  BillingAccountUpdateInputSchema,
  BillingDocumentSchema,
  MoneyAmountSchema,
} from './schema.js'

describe('billing money and forecast (CONTRACTS "Money")', () => {
  it('reads amounts as exact decimal strings, numbers through their shortest spelling', () => {
    expect(MoneyAmountSchema.parse('0.100000000')).toBe('0.1')
    expect(MoneyAmountSchema.parse(0.1)).toBe('0.1')
    expect(MoneyAmountSchema.safeParse('1e3').success).toBe(false)
  })

  it('forecasts the month end from the month so far and the last hour’s rate', () => {
    expect(forecastMonthEnd(money('12.5', 'EUR'), money('0.0137', 'EUR'), 100)).toEqual(money('13.87', 'EUR'))
    expect(hoursLeftInMonth(new Date('2026-11-30T22:30:00Z'))).toBe(2)
    expect(hoursLeftInMonth(new Date('2026-02-01T00:00:00Z'))).toBe(28 * 24)
  })

  it('recomputes a document from its lines exactly, VAT rounded half away from zero', () => {
    const doc = BillingDocumentSchema.parse({
      id: 1,
      billing_account_id: 7,
      month: '2026-10',
      currency: 'EUR',
      lines: [
        { resource_type: 'vm', resource_uuid: 'a', description: 'vm a', hours: 3, amount: '0.1' },
        { resource_type: 'disk', resource_uuid: 'b', description: 'disk b', hours: 3, amount: '0.2' },
      ],
      subtotal: '0.3',
      vat_percentage: 22,
      vat_tax: '0.066',
      total: '0.366',
    })
    expect(documentTotals(doc).subtotal.amount).toBe('0.3')
    expect(isReproducible(doc)).toBe(true)
    expect(isReproducible({ ...doc, total: '0.367' })).toBe(false)
    const odd = { ...doc, lines: [{ ...doc.lines[0]!, amount: '0.000000005' }], vat_percentage: 10 }
    expect(documentTotals(odd).vat.amount).toBe('0.000000001')
  })

  it('gives a line’s hourly unit price exactly, rounded half away from zero', () => {
    expect(lineUnitPrice({ amount: '0.1', hours: 3 }, 'EUR').amount).toBe('0.033333333')
    expect(lineUnitPrice({ amount: '-0.000000005', hours: 1 }, 'EUR').amount).toBe('-0.000000005')
    expect(lineUnitPrice({ amount: '0.2', hours: 0 }, 'EUR').amount).toBe('0')
  })

  it('makes invoices of exact amounts from the fixtures', () => {
    expect(makeInvoice().subtotal).toBe('26.86')
  })
})

describe('billing account bodies (errors beside each field)', () => {
  it('needs a name and an e-mail address and checks VAT number, country and currency', () => {
    const result = BillingAccountCreateInputSchema.safeParse({
      title: ' ',
      email: 'nope',
      vat_number: '1',
      country: 'Estonia',
      currency: 'euro',
    })
    expect(result.success).toBe(false)
    const fields = result.error!.issues.map((i) => i.path[0])
    expect(fields.sort()).toEqual(['country', 'currency', 'email', 'title', 'vat_number'])
  })

  it('takes an update of one field', () => {
    expect(BillingAccountUpdateInputSchema.parse({ title: 'Ops' })).toEqual({ title: 'Ops' })
  })
})

const account = makeBillingAccount()
const invoice = makeInvoice()
const costs = {
  billing_account_id: 1001,
  currency: 'EUR',
  month: '2026-11',
  previous_month: '2026-10',
  days: [{ date: '2026-11-01', resource_type: 'vm', amount: '0.5' }],
  month_to_date: '0.5',
  hourly_rate: '0.02',
  hours_left: 10,
  forecast: '0.7',
  resources: [{ resource_type: 'vm', resource_uuid: 'x', description: 'web', hourly: '0.02' }],
}

describeCalls('Billing calls (CONTRACTS "Billing")', [
  {
    name: 'get: GET payment/billing_account/{id}',
    run: (c) => c.billing.get(1001),
    reply: { body: account },
    method: 'GET',
    path: '/v1/payment/billing_account/1001',
    check: (r) => expect((r as { id: number }).id).toBe(account.id),
  },
  {
    name: 'create: POST payment/billing_account (JSON)',
    run: (c) => c.billing.create({ title: 'Ops', email: 'ops@example.com' }),
    reply: { body: account },
    method: 'POST',
    path: '/v1/payment/billing_account',
    json: { title: 'Ops', email: 'ops@example.com' },
  },
  {
    name: 'update: PATCH payment/billing_account/{id} (JSON)',
    run: (c) => c.billing.update(1001, { vat_number: 'EE123456789' }),
    reply: { body: account },
    method: 'PATCH',
    path: '/v1/payment/billing_account/1001',
    json: { vat_number: 'EE123456789' },
  },
  {
    name: 'document: GET payment/billing_account/{id}/invoices/{invoiceId}',
    run: (c) => c.billing.document(1001, 9001),
    reply: { body: invoice },
    method: 'GET',
    path: '/v1/payment/billing_account/1001/invoices/9001',
    check: (r) => expect(r).toEqual(invoice),
  },
  {
    name: 'costs: GET payment/billing_account/{id}/costs',
    run: (c) => c.billing.costs(1001),
    reply: { body: costs },
    method: 'GET',
    path: '/v1/payment/billing_account/1001/costs',
    check: (r) => expect((r as { forecast: string }).forecast).toBe('0.7'),
  },
])

describe('billing request builders', () => {
  it('are what the client sends', () => {
    expect(apiRequests.billing.update(3, { title: 'x' })).toMatchObject({
      method: 'PATCH',
      path: '/v1/payment/billing_account/3',
      encoding: 'json',
    })
  })
})
