/** Queries of invoices (CONTRACTS.md). */
import { desc, eq } from 'drizzle-orm'
import { invoices } from './schema.js'
import type { DbOrTx } from './store.js'

/** An invoice row. */
export type InvoiceRow = typeof invoices.$inferSelect

/** The invoices of a billing account, newest month first. */
export function listInvoices(db: DbOrTx, billingAccountId: number): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.billingAccountId, billingAccountId))
    .orderBy(desc(invoices.month))
}
