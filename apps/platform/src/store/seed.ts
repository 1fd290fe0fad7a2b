/**
 * Queries of the seed (src/seed.ts): whether a table is still empty (a table with rows is left as the operator
 * made it), and the first rows of the catalogue tables no other module inserts.
 */
import { count } from 'drizzle-orm'
import { currencies, hostPools, images, locations, priceLists, users } from './schema.js'
import type { DbOrTx } from './store.js'

/** The tables the seed fills only when they are empty. */
const SEEDED = { locations, images, priceLists, currencies, users }

/** True when `table` has no row yet. */
export async function isTableEmpty(db: DbOrTx, table: keyof typeof SEEDED): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(SEEDED[table])
  return row!.n === 0
}

/** Inserts locations (seed). */
export async function insertLocations(db: DbOrTx, rows: (typeof locations.$inferInsert)[]): Promise<void> {
  await db.insert(locations).values(rows)
}

/** Inserts host pools (seed). */
export async function insertHostPools(db: DbOrTx, rows: (typeof hostPools.$inferInsert)[]): Promise<void> {
  await db.insert(hostPools).values(rows)
}

/** Inserts images (seed). */
export async function insertImages(db: DbOrTx, rows: (typeof images.$inferInsert)[]): Promise<void> {
  await db.insert(images).values(rows)
}
