/** The admin read side of billing accounts: paged lists with their owner, costs and usage. */
import { and, asc, count, eq, ilike, inArray, or, sql, sum, type SQL } from 'drizzle-orm'
import { billingAccounts, usageRecords, users } from '../schema.js'
import type { DbOrTx } from '../store.js'
import { type Page, type PageQuery, has, contains, blank, orderOf } from './paging.js'

// ---------------------------------------------------------------------------------------------------------
// Billing accounts

export type AdminBillingAccountRow = typeof billingAccounts.$inferSelect & { ownerEmail: string }

export type BillingAccountFilter = {
  search?: string
  userId?: number
  active?: boolean
  /** Column filters: title, owner e-mail, currency contain the text. */
  title?: string
  owner?: string
  currency?: string
}

function billingAccountWhere(filter: BillingAccountFilter): SQL | undefined {
  const { search, userId, active } = filter
  const parts: (SQL | undefined)[] = [
    eq(billingAccounts.isDeleted, false),
    has(billingAccounts.title, filter.title),
    has(users.email, filter.owner),
    has(billingAccounts.currency, filter.currency),
  ]
  if (!blank(search)) {
    const like = contains(search.trim())
    parts.push(
      or(
        ilike(billingAccounts.title, like),
        ilike(billingAccounts.email, like),
        ilike(users.email, like),
        sql`${billingAccounts.id}::text = ${search.trim()}`,
      ),
    )
  }
  if (userId !== undefined) parts.push(eq(billingAccounts.userId, userId))
  if (active !== undefined) parts.push(eq(billingAccounts.isActive, active))
  return and(...parts)
}

const billingAccountColumns = { account: billingAccounts, ownerEmail: users.email }

/** Billing accounts (not deleted) matching the filter, with their owner's e-mail, newest first by default. */
export async function pageBillingAccounts(
  db: DbOrTx,
  filter: BillingAccountFilter,
  page: PageQuery,
): Promise<Page<AdminBillingAccountRow>> {
  const where = billingAccountWhere(filter)
  const [total] = await db
    .select({ n: count() })
    .from(billingAccounts)
    .innerJoin(users, eq(users.id, billingAccounts.userId))
    .where(where)
  const rows = await db
    .select(billingAccountColumns)
    .from(billingAccounts)
    .innerJoin(users, eq(users.id, billingAccounts.userId))
    .where(where)
    .orderBy(
      ...orderOf(
        page,
        {
          created: billingAccounts.createdAt,
          title: sql`lower(${billingAccounts.title})`,
          owner: users.email,
          credit: billingAccounts.creditAmount,
        },
        billingAccounts.id,
      ),
    )
    .offset(page.offset)
    .limit(page.limit)
  return { total: total?.n ?? 0, items: rows.map((r) => ({ ...r.account, ownerEmail: r.ownerEmail })) }
}

/** Billing accounts by id, with their owner's e-mail. */
export async function billingAccountsByIds(
  db: DbOrTx,
  ids: readonly number[],
): Promise<AdminBillingAccountRow[]> {
  if (!ids.length) return []
  const rows = await db
    .select(billingAccountColumns)
    .from(billingAccounts)
    .innerJoin(users, eq(users.id, billingAccounts.userId))
    .where(inArray(billingAccounts.id, [...ids]))
  return rows.map((r) => ({ ...r.account, ownerEmail: r.ownerEmail }))
}

/** Month-to-date cost per billing account (sum of metered hours from `since`), as exact decimal strings. */
export async function costsSince(
  db: DbOrTx,
  billingAccountIds: readonly number[],
  since: Date,
): Promise<Map<number, string>> {
  if (!billingAccountIds.length) return new Map()
  const rows = await db
    .select({ id: usageRecords.billingAccountId, total: sum(usageRecords.amount) })
    .from(usageRecords)
    .where(
      and(
        inArray(usageRecords.billingAccountId, [...billingAccountIds]),
        sql`${usageRecords.hour} >= ${since}`,
      ),
    )
    .groupBy(usageRecords.billingAccountId)
  return new Map(rows.map((r) => [r.id, r.total ?? '0']))
}

/** Usage of a billing account from `since` to `until`, summed per resource type (exact decimal strings). */
export function usageByResourceType(db: DbOrTx, billingAccountId: number, since: Date, until: Date) {
  return db
    .select({
      resourceType: usageRecords.resourceType,
      hours: count(),
      amount: sql<string>`coalesce(sum(${usageRecords.amount}), 0)::text`,
    })
    .from(usageRecords)
    .where(
      and(
        eq(usageRecords.billingAccountId, billingAccountId),
        sql`${usageRecords.hour} >= ${since}`,
        sql`${usageRecords.hour} < ${until}`,
      ),
    )
    .groupBy(usageRecords.resourceType)
    .orderBy(asc(usageRecords.resourceType))
}
