/** Queries of price list versions (API-NOTES §2.1; admin price changes, services/prices.ts). */
import { asc, desc, lte } from 'drizzle-orm'
import { PriceListSchema, type PriceList } from '@cirrus/domain'
import { priceLists } from './schema.js'
import type { DbOrTx } from './store.js'

/** A price list version row. */
export type PriceListRow = typeof priceLists.$inferSelect

/** `YYYY-MM-DD HH:MM:SS` (UTC) of a date, the price list's `valid_from` format. */
const validFromText = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ')

/** The domain price list of a stored version. */
export function priceListOf(row: PriceListRow): PriceList {
  return PriceListSchema.parse({
    ...row.body,
    id: row.id,
    month: row.month,
    valid_from: validFromText(row.validFrom),
  })
}

/**
 * The price list in force at `now`: the version with the latest `valid_from` not after now (a version stays in
 * force until the next one starts, API-NOTES §2.1). An empty list when none is stored (production before setup).
 */
export async function currentPriceList(db: DbOrTx, now: Date): Promise<PriceList> {
  const row = await versionAt(db, now)
  if (!row) {
    const month = now.toISOString().slice(0, 7) // YYYY-MM (UTC)
    return {
      id: 0,
      month,
      valid_from: `${month}-01 00:00:00`,
      vat_included: false,
      default_currency: 'EUR',
      currencies: {},
    }
  }
  return priceListOf(row)
}

/** The stored version in force at `at`, if any. */
export async function versionAt(db: DbOrTx, at: Date): Promise<PriceListRow | undefined> {
  const [row] = await db
    .select()
    .from(priceLists)
    .where(lte(priceLists.validFrom, at))
    .orderBy(desc(priceLists.validFrom), desc(priceLists.id))
    .limit(1)
  return row
}

/** Every stored version, oldest first. */
export function listPriceVersions(db: DbOrTx): Promise<PriceListRow[]> {
  return db.select().from(priceLists).orderBy(asc(priceLists.validFrom), asc(priceLists.id))
}

/** Stores a new version starting at `validFrom`. */
export async function insertPriceVersion(
  db: DbOrTx,
  validFrom: Date,
  list: PriceList,
): Promise<PriceListRow> {
  const { id: _id, month: _month, valid_from: _from, ...body } = list
  const [row] = await db
    .insert(priceLists)
    .values({ month: validFrom.toISOString().slice(0, 7), validFrom, body })
    .returning()
  return row!
}
