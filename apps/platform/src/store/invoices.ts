/** Queries of invoices and of the usage they are made of (CONTRACTS.md "Billing"). */
import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm'
import { billingAccounts, invoices, usageRecords } from './schema.js'
import type { DbOrTx, Store } from './store.js'

/**
 * Writes hours of usage, 500 rows a statement; an hour already metered for its resource is kept
 * (usage_records_hour_idx), so metering is idempotent across processes.
 */
export async function insertUsageRecords(
  db: DbOrTx,
  rows: (typeof usageRecords.$inferInsert)[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(usageRecords)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing()
  }
}

/** Half away from zero to the nano-unit, trailing zeros trimmed: the domain's Money rounding, in SQL. */
const nanos = (value: SQL) => sql`trim_scale(round(${value}, 9))`

/**
 * Inserts the invoices of one month (`YYYY-MM`, records of `[start, end)`) from its usage records; existing
 * invoices are kept. One SQL statement: the records are grouped into lines per resource (hours counted, amounts
 * summed as numeric, the latest description), the lines into one invoice per billing account with its VAT. When
 * an account's currency changed during the month, the invoice is in the currency of its latest record. Returns
 * how many invoices were inserted.
 */
export async function insertMonthInvoices(
  store: Store,
  month: string,
  range: { start: Date; end: Date },
  createdAt: Date,
): Promise<number> {
  const vat = sql`t.subtotal * a.vat_percentage::numeric / 100`
  const rows = await store.rows<{ id: number }>(sql`
    with line as (
      select billing_account_id, currency, resource_type, resource_uuid, count(*)::int as hours,
             sum(amount) as amount, (array_agg(description order by hour desc))[1] as description,
             max(hour) as last_hour
      from ${usageRecords}
      where hour >= ${range.start.toISOString()} and hour < ${range.end.toISOString()}
      group by billing_account_id, currency, resource_type, resource_uuid
    ), total as (
      select distinct on (billing_account_id) billing_account_id, currency, lines, subtotal from (
        select billing_account_id, currency, max(last_hour) as last_hour, sum(amount) as subtotal,
               jsonb_agg(jsonb_build_object('resource_type', resource_type, 'resource_uuid', resource_uuid,
                 'description', description, 'hours', hours, 'amount', trim_scale(amount)::text)
                 order by resource_type, resource_uuid) as lines
        from line group by billing_account_id, currency
      ) c order by billing_account_id, last_hour desc
    )
    insert into ${invoices}
      (billing_account_id, month, currency, lines, subtotal, vat_percentage, vat_tax, total, created_at)
    select t.billing_account_id, ${month}, t.currency, t.lines, trim_scale(t.subtotal), a.vat_percentage,
           ${nanos(vat)}, trim_scale(t.subtotal + round(${vat}, 9)), ${createdAt.toISOString()}
    from total t join ${billingAccounts} a on a.id = t.billing_account_id
    on conflict do nothing
    returning id`)
  return rows.length
}

/**
 * A billing account's usage since `from`, summed in SQL: the currency of its first record, the subtotal, the VAT
 * at `vatPercentage` (rounded to the nano-unit) and the total; undefined when there is no record yet.
 */
export async function usageTotalsSince(
  db: DbOrTx,
  account: { id: number; vatPercentage: number },
  from: Date,
): Promise<{ currency: string; subtotal: string; vat: string; total: string } | undefined> {
  const vat = sql`sum(${usageRecords.amount}) * ${String(account.vatPercentage)}::numeric / 100`
  const [row] = await db
    .select({
      currency: usageRecords.currency,
      subtotal: sql<string>`sum(${usageRecords.amount})`,
      vat: sql<string>`round(${vat}, 9)`,
      total: sql<string>`sum(${usageRecords.amount}) + round(${vat}, 9)`,
    })
    .from(usageRecords)
    .where(and(eq(usageRecords.billingAccountId, account.id), gte(usageRecords.hour, from)))
    .groupBy(usageRecords.currency)
    .orderBy(sql`min(${usageRecords.hour})`)
    .limit(1)
  return row
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
