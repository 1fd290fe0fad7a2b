/** Queries of price lists (API-NOTES §2.1). */
import { desc, lte } from 'drizzle-orm'
import { PriceListSchema, type PriceList } from '@cirrus/domain'
import { priceLists } from './schema.js'
import type { DbOrTx } from './store.js'

/**
 * The price list in force at `now`: the newest list whose month is not after now's month (lists are monthly and
 * stay in force until replaced, API-NOTES §2.1). An empty list when none is stored (production before setup).
 */
export async function currentPriceList(db: DbOrTx, now: Date): Promise<PriceList> {
  const month = now.toISOString().slice(0, 7) // YYYY-MM (UTC)
  const [row] = await db
    .select()
    .from(priceLists)
    .where(lte(priceLists.month, month))
    .orderBy(desc(priceLists.month))
    .limit(1)
  if (!row) {
    return {
      id: 0,
      month,
      valid_from: `${month}-01 00:00:00`,
      vat_included: false,
      default_currency: 'EUR',
      currencies: {},
    }
  }
  return PriceListSchema.parse({ ...row.body, id: row.id, month: row.month })
}
