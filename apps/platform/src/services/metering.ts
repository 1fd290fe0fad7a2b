/**
 * Metering and invoices (issue 4 "Metering", issue 9 "Metering that an auditor would accept"): every hour the
 * price of each billable resource, computed by the domain pricing engine (the same one the console shows) from
 * the states the resource had DURING that hour (the trigger-written history, services/resource-history.ts), is
 * recorded against its billing account; each finished month becomes one invoice per billing account, summed in
 * SQL over numeric amounts (exact, one pass over the month's records).
 *
 * Idempotent and safe with several processes: a usage record is unique per resource and hour, an invoice per
 * billing account and month (inserts that lose the race do nothing). Tests drive it with a virtual clock.
 */
import type { Money, PriceList, PricingContext } from '@cirrus/domain'
import type { Platform } from '../platform.js'
import { billingAccountCurrencies, type BillingAccountRow } from '../store/billing-accounts.js'
import {
  insertMonthInvoices,
  insertUsageRecords,
  usageTotalsSince,
  type InvoiceRow,
} from '../store/invoices.js'
import { currentPriceList } from '../store/price-lists.js'
import { readSetting, writeSetting } from '../store/settings.js'
import type { DbOrTx } from '../store/store.js'
import { monthOf } from './format.js'
import { firstStateStart } from './resource-history.js'

const HOUR = 3_600_000

/** One hour of one resource, priced. */
export type UsageLine = {
  billingAccountId: number
  /** e.g. `vm`, `disk`, `floating_ip`, `load_balancer`. */
  resourceType: string
  resourceUuid: string
  description: string
  /** null when the price list has no rule for it (recorded as nothing, with a warning in the log). */
  amount: Money | null
  /** The `resource_history` row the hour was priced from (recorded for audit). */
  stateId?: number
}

/**
 * A source of billable resources for one hour `[start, end)`, priced from the resources' history
 * (services/resource-history.ts). `pricing(accountId)` gives the pricing context in the billing account's
 * currency. Sources are plain exported values (services/meter-sources.ts); the platform lists the ones it runs
 * in `Platform.meterSources`.
 */
export type MeterSource = (
  db: DbOrTx,
  hour: { start: Date; end: Date },
  pricing: (billingAccountId: number) => PricingContext,
) => Promise<UsageLine[]>

/** Records one hour of usage for every billable resource. Returns how many records were written. */
export async function meterHour(p: Platform, start: Date): Promise<number> {
  const db = p.store.db
  const hour = { start, end: new Date(start.getTime() + HOUR) }
  const list: PriceList = await currentPriceList(db, start)
  const accounts = await billingAccountCurrencies(db)
  const warnings = new Set<string>()
  const pricing = (billingAccountId: number): PricingContext => ({
    list,
    currency: accounts.get(billingAccountId) ?? list.default_currency,
    logger: { warn: (message) => warnings.add(message) },
  })
  const lines = (await Promise.all(p.meterSources.map((source) => source(db, hour, pricing)))).flat()
  for (const message of warnings)
    p.log({ level: 'warn', msg: 'metering', warning: message, hour: start.toISOString() })
  const rows = lines
    .filter((l) => l.amount !== null)
    .map((l) => ({
      billingAccountId: l.billingAccountId,
      hour: start,
      resourceType: l.resourceType,
      resourceUuid: l.resourceUuid,
      description: l.description,
      currency: l.amount!.currency,
      amount: l.amount!.amount,
      stateId: l.stateId ?? null,
    }))
  await insertUsageRecords(db, rows)
  return rows.length
}

/** First instant of the month containing `date` (UTC). */
export function monthStart(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1))
}

function nextMonth(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1))
}

/**
 * Builds the invoices of one month (`YYYY-MM`) from its usage records, in one SQL statement
 * (store/invoices.ts `insertMonthInvoices`); existing invoices are kept. Returns how many were made.
 */
export function invoiceMonth(p: Platform, month: string): Promise<number> {
  const start = new Date(`${month}-01T00:00:00Z`)
  return insertMonthInvoices(p.store, month, { start, end: nextMonth(start) }, p.clock())
}

const STATE_KEY = 'metering_next_hour'

/**
 * Meters every completed hour not metered yet (from the first resource's creation hour on a fresh platform, at
 * most 31 days back) and invoices every completed month. Called by the periodic tick (services/periodic.ts) and by
 * tests.
 */
export async function runDueMetering(p: Platform): Promise<{ hours: number; invoices: number }> {
  const db = p.store.db
  const now = p.clock()
  const currentHour = new Date(Math.floor(now.getTime() / HOUR) * HOUR)
  const state = await readSetting(db, STATE_KEY)
  let next: Date
  if (state !== undefined) next = new Date(String(state))
  else {
    const first = (await firstStateStart(db)) ?? currentHour
    next = new Date(Math.floor(first.getTime() / HOUR) * HOUR)
  }
  next = new Date(Math.max(next.getTime(), currentHour.getTime() - 31 * 24 * HOUR))
  let hours = 0
  const firstMonth = monthOf(next)
  while (next < currentHour) {
    await meterHour(p, next)
    next = new Date(next.getTime() + HOUR)
    hours++
    await writeSetting(db, STATE_KEY, next.toISOString())
  }
  let invoiced = 0
  if (hours > 0) {
    for (
      let month = monthStart(new Date(`${firstMonth}-01T00:00:00Z`));
      month < monthStart(now);
      month = nextMonth(month)
    ) {
      invoiced += await invoiceMonth(p, monthOf(month))
    }
  }
  return { hours, invoices: invoiced }
}

/**
 * The billing document body (CONTRACTS.md "Billing"): money as the exact decimal strings kept in the database
 * (the domain's `MoneyAmountSchema`), so the lines add up to the subtotal to the nano-unit in any client.
 */
export function toWarrenInvoice(row: InvoiceRow) {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    billing_account_id: row.billingAccountId,
    month: row.month,
    currency: row.currency,
    lines: row.lines.map((l) => ({ ...l, amount: String(l.amount) })),
    subtotal: String(row.subtotal),
    vat_percentage: row.vatPercentage,
    vat_tax: String(row.vatTax),
    total: String(row.total),
    created_at: row.createdAt.toISOString(),
  }
}

/** Running totals of the current month so far (API-NOTES §12 `running_totals`), summed in SQL, shown as numbers. */
export async function runningTotals(p: Platform, account: BillingAccountRow) {
  const now = p.clock()
  // The currency of the month's first record (the account's currency when there is none yet).
  const row = await usageTotalsSince(p.store.db, account, monthStart(now))
  const subtotal = Number(row?.subtotal ?? 0)
  return {
    month: monthOf(now),
    currency: row?.currency ?? account.currency,
    ongoing: subtotal,
    subtotal,
    vat_tax: Number(row?.vat ?? 0),
    total: Number(row?.total ?? 0),
    credit_available: account.creditAmount,
  }
}
