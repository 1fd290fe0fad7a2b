/** Queries of currencies and of the billing accounts a price preview covers (services/prices.ts). */
import { asc, eq, sql } from 'drizzle-orm'
import { billingAccounts, currencies, users } from './schema.js'
import type { DbOrTx } from './store.js'

/** A currency row. */
export type CurrencyRow = typeof currencies.$inferSelect

/** Every currency, by code. */
export function currencyRows(db: DbOrTx): Promise<CurrencyRow[]> {
  return db.select().from(currencies).orderBy(asc(currencies.code))
}

/** Adds a currency. */
export async function insertCurrency(
  db: DbOrTx,
  values: { code: string; name: string; exchangeRate: string },
): Promise<void> {
  await db.insert(currencies).values(values)
}

/** Changes a currency's name or exchange rate. */
export async function updateCurrency(
  db: DbOrTx,
  code: string,
  values: { name?: string; exchangeRate?: string; updatedAt: Date },
): Promise<void> {
  await db.update(currencies).set(values).where(eq(currencies.code, code))
}

/** How many billing accounts (not deleted) use each currency. */
export async function currencyUsage(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .select({ currency: billingAccounts.currency, n: sql<number>`count(*)::int` })
    .from(billingAccounts)
    .where(eq(billingAccounts.isDeleted, false))
    .groupBy(billingAccounts.currency)
  return new Map(rows.map((r) => [r.currency, r.n]))
}

/** Every billing account that is not deleted, with its owner's e-mail. */
export function accountsWithOwners(db: DbOrTx) {
  return db
    .select({
      id: billingAccounts.id,
      title: billingAccounts.title,
      currency: billingAccounts.currency,
      email: users.email,
    })
    .from(billingAccounts)
    .innerJoin(users, eq(users.id, billingAccounts.userId))
    .where(eq(billingAccounts.isDeleted, false))
    .orderBy(asc(billingAccounts.id))
}
