/** Queries of locations (API-NOTES §1.1). */
import { asc, eq } from 'drizzle-orm'
import { locations } from './schema.js'
import type { DbOrTx } from './store.js'

/** A location row. */
export type LocationRow = typeof locations.$inferSelect

/** Every location, in display order. */
export function listLocations(db: DbOrTx): Promise<LocationRow[]> {
  return db.select().from(locations).orderBy(asc(locations.orderNr), asc(locations.slug))
}

/** The slugs of the published locations. */
export async function publishedLocationSlugs(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ slug: locations.slug })
    .from(locations)
    .where(eq(locations.isPublished, true))
  return rows.map((l) => l.slug)
}
