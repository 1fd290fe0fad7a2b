/** The admin read side of the catalogue: locations, host pools, images and price lists. */
import { asc, desc, eq, inArray } from 'drizzle-orm'
import { hostPools, images, locations, priceLists } from '../schema.js'
import type { DbOrTx } from '../store.js'

// ---------------------------------------------------------------------------------------------------------
// Catalogue

/** Every location, in UI order. */
export function allLocations(db: DbOrTx) {
  return db.select().from(locations).orderBy(asc(locations.orderNr), asc(locations.slug))
}

/** Every host pool, optionally of one location, in UI order. */
export function allHostPools(db: DbOrTx, location?: string) {
  return db
    .select()
    .from(hostPools)
    .where(location ? eq(hostPools.location, location) : undefined)
    .orderBy(asc(hostPools.location), asc(hostPools.uiPosition), asc(hostPools.name))
}

/** Host pools by UUID. */
export function hostPoolsByUuids(db: DbOrTx, uuids: readonly string[]) {
  return uuids.length
    ? db
        .select()
        .from(hostPools)
        .where(inArray(hostPools.uuid, [...uuids]))
    : Promise.resolve([])
}

/** Every image (VM and bare-metal), with all versions, published or not. */
export function allImages(db: DbOrTx) {
  return db.select().from(images).orderBy(asc(images.kind), asc(images.uiPosition), asc(images.osName))
}

/** Every price list, newest month first. */
export function allPriceLists(db: DbOrTx) {
  return db.select().from(priceLists).orderBy(desc(priceLists.month))
}
