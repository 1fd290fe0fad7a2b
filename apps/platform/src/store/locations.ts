/** Queries of locations (API-NOTES §1.1). */
import { asc } from 'drizzle-orm'
import { locations } from './schema.js'
import type { DbOrTx } from './store.js'

/** A location row. */
export type LocationRow = typeof locations.$inferSelect

/** Every location, in display order. */
export function listLocations(db: DbOrTx): Promise<LocationRow[]> {
  return db.select().from(locations).orderBy(asc(locations.orderNr), asc(locations.slug))
}
