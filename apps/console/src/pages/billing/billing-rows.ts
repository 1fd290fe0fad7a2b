/**
 * What the billing screens show, computed from the platform's answers (CONTRACTS "Money": exact amounts from
 * the domain; numbers only for display): account rows with the month so far, document rows by type, and the
 * cost per day by resource type the chart and its table view share.
 */
import {
  INVOICE_TYPES,
  lineUnitPrice,
  money,
  multiplyMoney,
  sumMoney,
  type BillingAccount,
  type BillingCosts,
  type BillingDocument,
  type BillingLine,
  type InvoiceType,
  type Money,
} from '@cirrus/domain'
import { billingAccountPath, billingDocumentPath } from './paths'

/** One billing account as the list shows it. */
export type BillingAccountRow = {
  id: string
  accountId: number
  name: string
  href: string
  email: string
  currency: string
  isDefault: boolean
  /** The running month's cost so far (before VAT); null when the platform sent none. */
  monthToDate: Money | null
}

/** The account rows, the default account first, then by name. */
export function billingAccountRows(accounts: readonly BillingAccount[]): BillingAccountRow[] {
  return [...accounts]
    .sort((a, b) => Number(b.is_default) - Number(a.is_default) || a.title.localeCompare(b.title))
    .map((a) => {
      const currency = typeof a.currency === 'string' ? a.currency : 'EUR'
      const subtotal = a.running_totals?.subtotal
      return {
        id: String(a.id),
        accountId: a.id,
        name: a.title,
        href: billingAccountPath(a.id),
        email: a.email ?? '',
        currency,
        isDefault: a.is_default,
        // Warren sends running totals as JSON numbers: read through their shortest decimal spelling.
        monthToDate: subtotal === null || subtotal === undefined ? null : money(subtotal, currency),
      }
    })
}

/** The document types present, in the domain's order; invoices always (the platform's monthly documents). */
export function documentTypes(documents: readonly BillingDocument[]): InvoiceType[] {
  return INVOICE_TYPES.filter((t) => t === 'invoice' || documents.some((d) => d.type === t))
}

/** One document as a list row. */
export type BillingDocumentRow = {
  id: string
  invoiceId: number
  type: InvoiceType
  period: string
  status: string
  total: Money
  href: string
}

/** The documents of one type, newest period first. */
export function documentRows(documents: readonly BillingDocument[], type: InvoiceType): BillingDocumentRow[] {
  return documents
    .filter((d) => d.type === type)
    .sort((a, b) => b.month.localeCompare(a.month) || b.id - a.id)
    .map((d) => ({
      id: String(d.id),
      invoiceId: d.id,
      type: d.type,
      period: d.month,
      status: d.status,
      total: money(d.total, d.currency),
      href: billingDocumentPath(d.billing_account_id, d.type, d.id),
    }))
}

/** One line of a document with its unit price, all exact. */
export type DocumentLineRow = {
  id: string
  resource: string
  resourceType: string
  hours: number
  unitPrice: Money
  amount: Money
}

/** The lines of a document as table rows. */
export function documentLineRows(document: BillingDocument): DocumentLineRow[] {
  return document.lines.map((l: BillingLine, i) => ({
    id: `${l.resource_type}:${l.resource_uuid ?? i}`,
    resource: l.description,
    resourceType: l.resource_type,
    hours: l.hours,
    unitPrice: lineUnitPrice(l, document.currency),
    amount: money(l.amount, document.currency),
  }))
}

/** How people read a usage resource type. */
export function resourceTypeLabel(type: string): string {
  const labels: Record<string, string> = {
    vm: 'Virtual machines',
    disk: 'Disks',
    floating_ip: 'IP addresses',
    load_balancer: 'Load balancers',
    bucket: 'Object storage',
    metal_lease: 'Bare metal',
    custom_product: 'Custom products',
    credit: 'Credits',
  }
  return labels[type] ?? type
}

/** The cost per day of both months by resource type, every day of each month present (zero when nothing). */
export type CostSeries = {
  /** The resource types, in the order the chart stacks them. */
  types: string[]
  /**
   * One entry per day of the previous and the running month: up to today what was billed, after today the
   * forecast (the last metered hour's rate for 24 hours).
   */
  days: { date: string; month: string; byType: Record<string, Money>; total: Money; forecast: Money | null }[]
  /** Sum of each month. */
  monthTotals: Record<string, Money>
}

/** Cost per day from the platform's `costs` answer, summed exactly per day. */
export function costSeries(costs: BillingCosts, today: string): CostSeries {
  const { currency } = costs
  const types = [...new Set(costs.days.map((d) => d.resource_type))].sort()
  const byDate = new Map<string, Record<string, Money>>()
  for (const d of costs.days) {
    const entry = byDate.get(d.date) ?? {}
    entry[d.resource_type] = money(d.amount, currency)
    byDate.set(d.date, entry)
  }
  const days: CostSeries['days'] = []
  for (const month of [costs.previous_month, costs.month]) {
    const [y, m] = month.split('-').map(Number) as [number, number]
    const count = new Date(Date.UTC(y, m, 0)).getUTCDate()
    for (let day = 1; day <= count; day++) {
      const date = `${month}-${String(day).padStart(2, '0')}`
      if (date > today && month !== costs.month) break
      const entry = byDate.get(date) ?? {}
      const forecast = date > today ? multiplyMoney(money(costs.hourly_rate, currency), 24) : null
      days.push({ date, month, byType: entry, total: sumMoney(Object.values(entry), currency), forecast })
    }
  }
  const monthTotals = Object.fromEntries(
    [costs.previous_month, costs.month].map((month) => [
      month,
      sumMoney(
        days.filter((d) => d.month === month).map((d) => d.total),
        currency,
      ),
    ]),
  )
  return { types, days, monthTotals }
}
