import { describe, expect, it } from 'vitest'
import { BillingCostsSchema, InvoiceSchema, money, parseBillingAccount } from '@cirrus/domain'
import { billingAccountRows, costSeries, documentLineRows, documentRows, documentTypes } from './billing-rows'
import { billingAccountOfPath, billingDocumentPath } from './paths'
import { toBillingInput, billingFieldErrors, emptyBillingForm } from './billing-form'
import { ApiError } from '@cirrus/domain'

const account = (id: number, title: string, isDefault: boolean, subtotal: number | null) =>
  parseBillingAccount({
    id,
    title,
    email: `${title}@x.test`,
    is_default: isDefault,
    currency: 'EUR',
    running_totals: { subtotal },
  })

const doc = (id: number, type: string, month: string, total: string) =>
  InvoiceSchema.parse({
    id,
    type,
    billing_account_id: 7,
    month,
    currency: 'EUR',
    lines: [
      { resource_type: 'vm', resource_uuid: 'a', description: 'web', hours: 3, amount: '0.1' },
      { resource_type: 'disk', resource_uuid: 'b', description: 'data', hours: 2, amount: '0.2' },
    ],
    subtotal: '0.3',
    vat_percentage: 0,
    vat_tax: '0',
    total,
  })

describe('billing rows', () => {
  it('lists the default account first with its month so far as exact money', () => {
    const rows = billingAccountRows([account(2, 'b', false, 1.5), account(1, 'a', true, 0.1)])
    expect(rows.map((r) => [r.name, r.href, r.monthToDate?.amount])).toEqual([
      ['a', '/billing/account/1/', '0.1'],
      ['b', '/billing/account/2/', '1.5'],
    ])
  })

  it('splits documents by type, newest first, each linking to its type’s route', () => {
    const docs = [
      doc(1, 'invoice', '2026-09', '0.3'),
      doc(2, 'invoice', '2026-10', '0.3'),
      doc(3, 'credit_note', '2026-10', '-0.1'),
    ]
    expect(documentTypes(docs)).toEqual(['invoice', 'credit_note'])
    expect(documentTypes([])).toEqual(['invoice'])
    expect(documentRows(docs, 'invoice').map((r) => r.period)).toEqual(['2026-10', '2026-09'])
    expect(documentRows(docs, 'credit_note')[0]!.href).toBe('/billing/account/7/detail/credit_note/3')
    expect(billingDocumentPath(7, 'usage_report', 9)).toBe('/billing/account/7/detail/usage_report/9')
    expect(billingAccountOfPath('/billing/account/7/detail/invoice/3')).toBe('7')
  })

  it('gives each line its exact unit price', () => {
    const lines = documentLineRows(doc(1, 'invoice', '2026-10', '0.3'))
    expect(lines.map((l) => [l.hours, l.unitPrice.amount, l.amount.amount])).toEqual([
      [3, '0.033333333', '0.1'],
      [2, '0.1', '0.2'],
    ])
  })

  it('fills every day of both months, sums each day exactly and forecasts the days left', () => {
    const costs = BillingCostsSchema.parse({
      billing_account_id: 7,
      currency: 'EUR',
      month: '2026-11',
      previous_month: '2026-10',
      days: [
        { date: '2026-10-31', resource_type: 'vm', amount: '0.1' },
        { date: '2026-10-31', resource_type: 'disk', amount: '0.2' },
        { date: '2026-11-02', resource_type: 'vm', amount: '0.7' },
      ],
      month_to_date: '0.7',
      hourly_rate: '0.01',
      hours_left: 600,
      forecast: '6.7',
      resources: [],
    })
    const series = costSeries(costs, '2026-11-03')
    expect(series.types).toEqual(['disk', 'vm'])
    expect(series.days).toHaveLength(31 + 30)
    expect(series.days.find((d) => d.date === '2026-10-31')!.total).toEqual(money('0.3', 'EUR'))
    expect(series.days.find((d) => d.date === '2026-11-03')!.forecast).toBeNull()
    expect(series.days.find((d) => d.date === '2026-11-04')!.forecast).toEqual(money('0.24', 'EUR'))
    expect(series.monthTotals).toEqual({ '2026-10': money('0.3', 'EUR'), '2026-11': money('0.7', 'EUR') })
  })
})

describe('billing form', () => {
  it('sends the domain body, blanks left out', () => {
    const form = { ...emptyBillingForm('EUR'), title: 'Ops', email: 'ops@x.test', vat_number: 'ee123456789' }
    expect(toBillingInput(form)).toEqual({
      title: 'Ops',
      email: 'ops@x.test',
      currency: 'EUR',
      vat_number: 'ee123456789',
    })
  })

  it('puts the platform’s field errors beside their fields', () => {
    const error = new ApiError({
      status: 400,
      message: 'bad',
      fieldErrors: { currency: 'not JPY', other: 'x' },
    })
    expect(billingFieldErrors(error)).toEqual({ currency: 'not JPY' })
  })
})
