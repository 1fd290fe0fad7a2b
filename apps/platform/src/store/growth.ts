/**
 * Queries of billing and growth (issue 14): every account's invoices for administrators, the revenue report (summed
 * as numeric in SQL, from the very usage records the invoices were made of), custom products and campaigns.
 */
import { and, count, desc, eq, gt, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import {
  billingAccounts,
  campaignRedemptions,
  campaigns,
  customProducts,
  invoices,
  resourceHistory,
  usageRecords,
  users,
} from './schema.js'
import type { DbOrTx, Store } from './store.js'
import { blank, contains, orderOf, type Page, type PageQuery } from './admin/paging.js'

// ---------------------------------------------------------------------------------------------------------
// Invoices of every account

export type AdminInvoiceRow = typeof invoices.$inferSelect & { accountTitle: string; ownerEmail: string }

export type AdminInvoiceFilter = { search?: string; month?: string; status?: string; type?: string }

/** A page of every account's documents with the account's title and owner, newest first by default. */
export async function pageAllInvoices(
  db: DbOrTx,
  filter: AdminInvoiceFilter,
  page: PageQuery,
): Promise<Page<AdminInvoiceRow>> {
  const parts: (SQL | undefined)[] = [
    filter.month ? eq(invoices.month, filter.month) : undefined,
    filter.status ? eq(invoices.status, filter.status) : undefined,
    filter.type ? eq(invoices.type, filter.type) : undefined,
  ]
  if (!blank(filter.search)) {
    const like = contains(filter.search.trim())
    parts.push(
      or(
        ilike(billingAccounts.title, like),
        ilike(users.email, like),
        sql`${invoices.id}::text = ${filter.search.trim()}`,
      ),
    )
  }
  const where = and(...parts)
  const base = () =>
    db
      .select({ invoice: invoices, accountTitle: billingAccounts.title, ownerEmail: users.email })
      .from(invoices)
      .innerJoin(billingAccounts, eq(billingAccounts.id, invoices.billingAccountId))
      .innerJoin(users, eq(users.id, billingAccounts.userId))
  const [total] = await db
    .select({ n: count() })
    .from(invoices)
    .innerJoin(billingAccounts, eq(billingAccounts.id, invoices.billingAccountId))
    .innerJoin(users, eq(users.id, billingAccounts.userId))
    .where(where)
  const rows = await base()
    .where(where)
    .orderBy(
      ...orderOf(
        page,
        { created: invoices.createdAt, month: invoices.month, total: invoices.total },
        invoices.id,
      ),
    )
    .offset(page.offset)
    .limit(page.limit)
  return {
    total: total?.n ?? 0,
    items: rows.map((r) => ({ ...r.invoice, accountTitle: r.accountTitle, ownerEmail: r.ownerEmail })),
  }
}

// ---------------------------------------------------------------------------------------------------------
// Revenue

export type RevenueRowSql = {
  month: string
  currency: string
  location: string
  resource_type: string
  amount: string
}
export type RevenueMonthSql = {
  month: string
  currency: string
  invoices: number
  subtotal: string
  vat_tax: string
  total: string
}

const monthRange = (column: SQL, from?: string, to?: string) =>
  sql`${from ? sql`${column} >= ${from}` : sql`true`} and ${to ? sql`${column} <= ${to}` : sql`true`}`

/**
 * The invoiced revenue (type `invoice`) by month, currency, location and resource type: the usage records each
 * invoice was made of (same account, month and currency), summed as numeric; a record's location is that of the
 * history state it was priced from (`none` for custom products and credits). Per month and currency the rows add
 * up to the invoices' subtotals exactly, which {@link revenueMonths} returns beside them.
 */
export function revenueRows(store: Store, from?: string, to?: string): Promise<RevenueRowSql[]> {
  const month = sql`to_char(r.hour at time zone 'UTC', 'YYYY-MM')`
  return store.rows<RevenueRowSql>(sql`
    select i.month as month, i.currency as currency, coalesce(h.location, 'none') as location,
           r.resource_type as resource_type, trim_scale(sum(r.amount))::text as amount
    from ${usageRecords} r
    join ${invoices} i on i.billing_account_id = r.billing_account_id and i.currency = r.currency
      and i.type = 'invoice' and i.month = ${month}
    left join ${resourceHistory} h on h.id = r.state_id
    where ${monthRange(sql`i.month`, from, to)}
    group by 1, 2, 3, 4
    order by 1, 2, 3, 4`)
}

/** The invoices (type `invoice`) summed per month and currency: count, subtotal, VAT and total, exact. */
export function revenueMonths(store: Store, from?: string, to?: string): Promise<RevenueMonthSql[]> {
  return store.rows<RevenueMonthSql>(sql`
    select month, currency, count(*)::int as invoices, trim_scale(sum(subtotal))::text as subtotal,
           trim_scale(sum(vat_tax))::text as vat_tax, trim_scale(sum(total))::text as total
    from ${invoices}
    where type = 'invoice' and ${monthRange(sql`month`, from, to)}
    group by 1, 2
    order by 1, 2`)
}

// ---------------------------------------------------------------------------------------------------------
// Custom products

export type CustomProductRow = typeof customProducts.$inferSelect & { accountTitle: string }

/** Every custom product with its account's title, newest first. */
export async function listCustomProducts(db: DbOrTx, uuid?: string): Promise<CustomProductRow[]> {
  const rows = await db
    .select({ product: customProducts, accountTitle: billingAccounts.title })
    .from(customProducts)
    .innerJoin(billingAccounts, eq(billingAccounts.id, customProducts.billingAccountId))
    .where(uuid ? eq(customProducts.uuid, uuid) : undefined)
    .orderBy(desc(customProducts.createdAt), desc(customProducts.uuid))
  return rows.map((r) => ({ ...r.product, accountTitle: r.accountTitle }))
}

/** Adds a custom product; returns its uuid. */
export async function insertCustomProduct(
  db: DbOrTx,
  row: typeof customProducts.$inferInsert,
): Promise<string> {
  const [created] = await db.insert(customProducts).values(row).returning({ uuid: customProducts.uuid })
  return created!.uuid
}

/** Sets an hourly product's end. */
export async function setCustomProductEnd(db: DbOrTx, uuid: string, endDate: Date, at: Date) {
  await db.update(customProducts).set({ endDate, updatedAt: at }).where(eq(customProducts.uuid, uuid))
}

/**
 * The products billed in the hour `[start, end)`: a `pc` item whose start falls in it, an `h` service started by
 * then (rounded down to its hour) and not ended before the hour began (its end is rounded up).
 */
export function customProductsDuring(db: DbOrTx, hour: { start: Date; end: Date }) {
  return db
    .select()
    .from(customProducts)
    .where(
      or(
        and(
          eq(customProducts.qtyUnit, 'pc'),
          sql`${customProducts.startDate} >= ${hour.start.toISOString()}`,
          sql`${customProducts.startDate} < ${hour.end.toISOString()}`,
        ),
        and(
          eq(customProducts.qtyUnit, 'h'),
          lte(sql`date_trunc('hour', ${customProducts.startDate})`, hour.start),
          or(isNull(customProducts.endDate), gt(customProducts.endDate, hour.start)),
        ),
      ),
    )
}

// ---------------------------------------------------------------------------------------------------------
// Campaigns

export type CampaignRow = typeof campaigns.$inferSelect & { redemptions: number }

const redemptionCount = sql<number>`(select count(*)::int from ${campaignRedemptions} cr
  where cr.campaign_id = ${sql.raw('"campaigns"."id"')})`

/** Every campaign with its redemption count, newest first (or one by id or code). */
export async function listCampaigns(
  db: DbOrTx,
  which: { id?: number; code?: string } = {},
): Promise<CampaignRow[]> {
  const rows = await db
    .select({ campaign: campaigns, redemptions: redemptionCount })
    .from(campaigns)
    .where(
      and(
        which.id !== undefined ? eq(campaigns.id, which.id) : undefined,
        which.code !== undefined ? eq(campaigns.code, which.code) : undefined,
      ),
    )
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
  return rows.map((r) => ({ ...r.campaign, redemptions: Number(r.redemptions) }))
}

/** Adds a campaign; returns its id. */
export async function insertCampaign(db: DbOrTx, row: typeof campaigns.$inferInsert): Promise<number> {
  const [created] = await db.insert(campaigns).values(row).returning({ id: campaigns.id })
  return created!.id
}

/** Changes a campaign's description and/or active flag. */
export async function updateCampaign(
  db: DbOrTx,
  id: number,
  change: { description?: string; active?: boolean },
) {
  if (change.description === undefined && change.active === undefined) return
  await db.update(campaigns).set(change).where(eq(campaigns.id, id))
}

/** Locks a campaign's row for the rest of the transaction (redemptions count against its limit one at a time). */
export async function lockCampaign(tx: DbOrTx, id: number) {
  await tx.execute(sql`select id from ${campaigns} where id = ${id} for update`)
}

/** True when the account already redeemed the campaign. */
export async function hasRedeemed(db: DbOrTx, campaignId: number, billingAccountId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(campaignRedemptions)
    .where(
      and(
        eq(campaignRedemptions.campaignId, campaignId),
        eq(campaignRedemptions.billingAccountId, billingAccountId),
      ),
    )
  return (row?.n ?? 0) > 0
}

/** The id of a user's first (oldest) billing account, or undefined. */
export async function firstBillingAccountOf(db: DbOrTx, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: billingAccounts.id })
    .from(billingAccounts)
    .where(eq(billingAccounts.userId, userId))
    .orderBy(billingAccounts.createdAt, billingAccounts.id)
    .limit(1)
  return row?.id
}

/**
 * Records a redemption and its credit: a negative usage record (`credit`) of the hour, which the month's invoice
 * carries as a credit line.
 */
export async function insertRedemption(
  tx: DbOrTx,
  row: typeof campaignRedemptions.$inferInsert & { hour: Date; code: string },
) {
  const [created] = await tx
    .insert(campaignRedemptions)
    .values({
      campaignId: row.campaignId,
      billingAccountId: row.billingAccountId,
      userId: row.userId,
      amount: row.amount,
      currency: row.currency,
      createdAt: row.createdAt,
    })
    .returning()
  await tx.insert(usageRecords).values({
    billingAccountId: row.billingAccountId,
    hour: row.hour,
    resourceType: 'credit',
    resourceUuid: `campaign-redemption-${created!.id}`,
    description: `Campaign ${row.code} credit`,
    currency: row.currency,
    amount: `-${row.amount}`,
  })
  return created!
}
