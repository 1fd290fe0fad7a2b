/** Queries of billing accounts. */
import { and, asc, eq, inArray, or } from 'drizzle-orm'
import { billingAccounts } from './schema.js'
import type { DbOrTx } from './store.js'

/** A billing account row. */
export type BillingAccountRow = typeof billingAccounts.$inferSelect

/** A billing account by id (deleted ones too). */
export async function billingAccountById(db: DbOrTx, id: number): Promise<BillingAccountRow | undefined> {
  const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.id, id))
  return row
}

/**
 * The live billing accounts of a scope, oldest first: those of `userId` and the `alsoIds` (delegated to them),
 * narrowed to `onlyId` when it is set (a restricted token's account).
 */
export function billingAccountsInScope(
  db: DbOrTx,
  scope: { userId: number; alsoIds: number[]; onlyId: number | null },
): Promise<BillingAccountRow[]> {
  const reached = scope.alsoIds.length
    ? or(eq(billingAccounts.userId, scope.userId), inArray(billingAccounts.id, scope.alsoIds))
    : eq(billingAccounts.userId, scope.userId)
  return db
    .select()
    .from(billingAccounts)
    .where(
      and(
        reached,
        scope.onlyId !== null ? eq(billingAccounts.id, scope.onlyId) : undefined,
        eq(billingAccounts.isDeleted, false),
      ),
    )
    .orderBy(asc(billingAccounts.id))
}

/** The columns a create or an edit writes. */
export type BillingAccountValues = Partial<
  Pick<BillingAccountRow, 'title' | 'email' | 'currency' | 'details' | 'isDefault'>
>

/** Inserts a billing account of `userId`. */
export async function insertBillingAccount(
  db: DbOrTx,
  userId: number,
  values: BillingAccountValues & { title: string },
): Promise<BillingAccountRow> {
  const [row] = await db
    .insert(billingAccounts)
    .values({ ...values, userId })
    .returning()
  return row!
}

/** Updates a billing account; returns the row as it is now. */
export async function updateBillingAccount(
  db: DbOrTx,
  id: number,
  values: BillingAccountValues,
): Promise<BillingAccountRow> {
  const [row] = await db.update(billingAccounts).set(values).where(eq(billingAccounts.id, id)).returning()
  return row!
}

/** The ids of the billing accounts of these users. */
export async function billingAccountIdsOfUsers(db: DbOrTx, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return []
  const rows = await db
    .select({ id: billingAccounts.id })
    .from(billingAccounts)
    .where(inArray(billingAccounts.userId, [...userIds]))
  return rows.map((r) => r.id)
}

/** The currency of every billing account (deleted ones too: their last hours are still metered), by id. */
export async function billingAccountCurrencies(db: DbOrTx): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: billingAccounts.id, currency: billingAccounts.currency })
    .from(billingAccounts)
  return new Map(rows.map((row) => [row.id, row.currency]))
}
