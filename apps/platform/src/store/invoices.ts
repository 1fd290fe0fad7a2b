/** Queries of invoices and of the usage they are made of (CONTRACTS.md "Billing"). */
import { and, desc, eq, sql } from 'drizzle-orm'
import { invoices, usageRecords } from './schema.js'
import type { DbOrTx, Store } from './store.js'

/** Writes hours of usage; an hour already metered for its resource is kept (usage_records_hour_idx). */
export async function insertUsageRecords(
  db: DbOrTx,
  rows: (typeof usageRecords.$inferInsert)[],
): Promise<void> {
  if (rows.length) await db.insert(usageRecords).values(rows).onConflictDoNothing()
}

/** An invoice row. */
export type InvoiceRow = typeof invoices.$inferSelect

/** The invoices of a billing account, newest month first. */
export function listInvoices(db: DbOrTx, billingAccountId: number): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.billingAccountId, billingAccountId))
    .orderBy(desc(invoices.month), invoices.type)
}

/** One document of a billing account, or undefined. */
export async function invoiceOfAccount(
  db: DbOrTx,
  billingAccountId: number,
  id: number,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.billingAccountId, billingAccountId), eq(invoices.id, id)))
  return row
}

/** The cost of one resource type on one UTC day, as an exact decimal string. */
export type DailyCostRow = { date: string; resource_type: string; amount: string }

/** Cost per UTC day and resource type in `[from, to)`, in one currency, summed as numeric in SQL. */
export function dailyCosts(
  store: Store,
  billingAccountId: number,
  currency: string,
  from: Date,
  to: Date,
): Promise<DailyCostRow[]> {
  return store.rows<DailyCostRow>(sql`
    select to_char(${usageRecords.hour} at time zone 'UTC', 'YYYY-MM-DD') as date,
           ${usageRecords.resourceType} as resource_type,
           trim_scale(sum(${usageRecords.amount}))::text as amount
    from ${usageRecords}
    where ${usageRecords.billingAccountId} = ${billingAccountId} and ${usageRecords.currency} = ${currency}
      and ${usageRecords.hour} >= ${from.toISOString()} and ${usageRecords.hour} < ${to.toISOString()}
    group by 1, 2
    order by 1, 2`)
}

/** One resource's record of one hour. */
export type HourRecordRow = {
  resource_type: string
  resource_uuid: string
  description: string
  amount: string
}

/** The records of one hour of a billing account, in one currency. */
export function recordsOfHour(
  store: Store,
  billingAccountId: number,
  currency: string,
  hour: Date,
): Promise<HourRecordRow[]> {
  return store.rows<HourRecordRow>(sql`
    select ${usageRecords.resourceType} as resource_type, ${usageRecords.resourceUuid} as resource_uuid,
           ${usageRecords.description} as description, trim_scale(${usageRecords.amount})::text as amount
    from ${usageRecords}
    where ${usageRecords.billingAccountId} = ${billingAccountId} and ${usageRecords.currency} = ${currency}
      and ${usageRecords.hour} = ${hour.toISOString()}
    order by 1, 3, 2`)
}
