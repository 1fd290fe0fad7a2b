/**
 * Metering and invoices (issue 4 "Metering"): every hour the price of each billable resource, computed by the
 * domain pricing engine, is recorded against its billing account; each finished month becomes an invoice per
 * billing account. Money stays exact (decimal strings, domain money helpers).
 */
import { and, eq, gte, lt } from 'drizzle-orm'
import type { Platform } from '../platform.js'
import { usageRecords, type billingAccounts, type invoices } from '../store/schema.js'
import { monthOf } from './format.js'

/** The invoice body (CONTRACTS.md): amounts as numbers for clients, exact strings kept in the database. */
export function toWarrenInvoice(row: typeof invoices.$inferSelect) {
  return {
    id: row.id,
    billing_account_id: row.billingAccountId,
    month: row.month,
    currency: row.currency,
    lines: row.lines.map((l) => ({ ...l, amount: Number(l.amount) })),
    subtotal: Number(row.subtotal),
    vat_percentage: row.vatPercentage,
    vat_tax: Number(row.vatTax),
    total: Number(row.total),
    created_at: row.createdAt.toISOString(),
  }
}

/** First instant of the month containing `date` (UTC). */
export function monthStart(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1))
}

/** Running totals of the current month (API-NOTES §12 `running_totals`). */
export async function runningTotals(p: Platform, account: typeof billingAccounts.$inferSelect) {
  const now = p.clock()
  const rows = await p.store.db
    .select({ amount: usageRecords.amount })
    .from(usageRecords)
    .where(
      and(
        eq(usageRecords.billingAccountId, account.id),
        gte(usageRecords.hour, monthStart(now)),
        lt(usageRecords.hour, now),
      ),
    )
  // Sums of the stored exact amounts; see metering for the exact arithmetic.
  const subtotal = rows.reduce((sum, r) => sum + Number(r.amount), 0)
  const vat = (subtotal * account.vatPercentage) / 100
  return {
    month: monthOf(now),
    ongoing: subtotal,
    subtotal,
    vat_tax: vat,
    total: subtotal + vat,
    credit_available: account.creditAmount,
  }
}
