/** Queries of locations (API-NOTES §1.1). */
import { asc, eq } from 'drizzle-orm'
import { locations } from './schema.js'
import { defined } from './defined.js'
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

/** The location `slug`, if any. */
export async function locationBySlug(db: DbOrTx, slug: string): Promise<LocationRow | undefined> {
  const [row] = await db.select().from(locations).where(eq(locations.slug, slug))
  return row
}

/** The default location, if one is marked so. */
export async function defaultLocation(db: DbOrTx): Promise<LocationRow | undefined> {
  const [row] = await db.select().from(locations).where(eq(locations.isDefault, true))
  return row
}

/** Changes a location; `isDefault: true` moves the default flag here in the same transaction. */
export async function updateLocation(
  db: DbOrTx,
  slug: string,
  values: Partial<
    Pick<LocationRow, 'displayName' | 'description' | 'countryCode' | 'isPublished' | 'isDefault'>
  >,
): Promise<void> {
  const set = defined(values)
  await db.transaction(async (tx) => {
    if (values.isDefault)
      await tx.update(locations).set({ isDefault: false }).where(eq(locations.isDefault, true))
    if (Object.keys(set).length > 0) await tx.update(locations).set(set).where(eq(locations.slug, slug))
  })
}
