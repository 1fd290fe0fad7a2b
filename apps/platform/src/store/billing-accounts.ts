/** Queries of billing accounts. */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm'
import { billingAccounts } from './schema.js'
import type { DbOrTx } from './store.js'

/** A billing account row. */
export type BillingAccountRow = typeof billingAccounts.$inferSelect

/** A billing account by id (deleted ones too). */
export async function billingAccountById(db: DbOrTx, id: number): Promise<BillingAccountRow | undefined> {
  const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.id, id))
  return row
}

/** The live billing accounts matching `where`, oldest first. */
export function billingAccountsWhere(db: DbOrTx, where: SQL | undefined): Promise<BillingAccountRow[]> {
  return db
    .select()
    .from(billingAccounts)
    .where(and(where, eq(billingAccounts.isDeleted, false)))
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
