/**
 * Queries of the public IPv4 ranges per location and a location's network settings (issue 14 /vm_conf). Address
 * membership uses PostgreSQL's `inet` operators (`address::inet <<= cidr::inet`).
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { floatingIps, locationNetworkSettings, publicIpRanges } from './schema.js'
import type { DbOrTx, Tx } from './store.js'

/** A public range row. */
export type PublicIpRangeRow = typeof publicIpRanges.$inferSelect
/** A location's network settings row. */
export type LocationNetworkRow = typeof locationNetworkSettings.$inferSelect

/** Every range, or a location's, oldest first (the allocator fills them in that order). */
export function listPublicRanges(db: DbOrTx, location?: string): Promise<PublicIpRangeRow[]> {
  return db
    .select()
    .from(publicIpRanges)
    .where(location === undefined ? undefined : eq(publicIpRanges.location, location))
    .orderBy(asc(publicIpRanges.createdAt), asc(publicIpRanges.cidr))
}

/** One range by uuid. */
export async function publicRangeByUuid(db: DbOrTx, uuid: string): Promise<PublicIpRangeRow | undefined> {
  const [row] = await db.select().from(publicIpRanges).where(eq(publicIpRanges.uuid, uuid))
  return row
}

/** Adds a range. */
export async function insertPublicRange(
  db: DbOrTx,
  values: { location: string; cidr: string },
): Promise<PublicIpRangeRow> {
  const [row] = await db.insert(publicIpRanges).values(values).returning()
  return row!
}

/** Changes a range's CIDR. */
export async function updatePublicRange(db: DbOrTx, uuid: string, cidr: string, now: Date): Promise<void> {
  await db.update(publicIpRanges).set({ cidr, updatedAt: now }).where(eq(publicIpRanges.uuid, uuid))
}

/** Removes a range. */
export async function deletePublicRange(db: DbOrTx, uuid: string): Promise<void> {
  await db.delete(publicIpRanges).where(eq(publicIpRanges.uuid, uuid))
}

/** How many live floating IPs (any location) have an address in each range, by range uuid. */
export async function publicRangeUsage(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .select({ uuid: publicIpRanges.uuid, used: sql<number>`count(${floatingIps.id})::int` })
    .from(publicIpRanges)
    .leftJoin(
      floatingIps,
      and(isNull(floatingIps.deletedAt), sql`${floatingIps.address}::inet <<= ${publicIpRanges.cidr}::inet`),
    )
    .groupBy(publicIpRanges.uuid)
  return new Map(rows.map((r) => [r.uuid, Number(r.used)]))
}

/** The live floating IP addresses (any location) inside `cidr`. */
export async function liveAddressesIn(db: DbOrTx, cidr: string): Promise<string[]> {
  const rows = await db
    .select({ address: floatingIps.address })
    .from(floatingIps)
    .where(and(isNull(floatingIps.deletedAt), sql`${floatingIps.address}::inet <<= ${cidr}::inet`))
  return rows.map((r) => r.address)
}

/** True when a live floating IP has this address. */
export async function addressTaken(db: DbOrTx, address: string): Promise<boolean> {
  const [row] = await db
    .select({ id: floatingIps.id })
    .from(floatingIps)
    .where(and(isNull(floatingIps.deletedAt), eq(floatingIps.address, address)))
    .limit(1)
  return row !== undefined
}

/** A location's live floating IPs outside every one of its ranges, by location. */
export async function addressesOutsideRanges(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .select({ location: floatingIps.location, n: sql<number>`count(*)::int` })
    .from(floatingIps)
    .where(
      and(
        isNull(floatingIps.deletedAt),
        sql`not exists (select 1 from ${publicIpRanges} where ${publicIpRanges.location} = ${floatingIps.location} and ${floatingIps.address}::inet <<= ${publicIpRanges.cidr}::inet)`,
      ),
    )
    .groupBy(floatingIps.location)
  return new Map(rows.map((r) => [r.location, Number(r.n)]))
}

/**
 * Serialises the public address allocation and range changes until the transaction ends (an advisory lock), so
 * two creates never pick the same free address and a range is never changed under an allocation.
 */
export async function lockPublicAddresses(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cirrus.public_ip_ranges'))`)
}

/** Every location's network settings row (a location without one has the column defaults). */
export function listLocationNetworkSettings(db: DbOrTx): Promise<LocationNetworkRow[]> {
  return db.select().from(locationNetworkSettings)
}

/** A location's network settings row, if it has one. */
export async function locationNetworkSettingsOf(
  db: DbOrTx,
  location: string,
): Promise<LocationNetworkRow | undefined> {
  const [row] = await db
    .select()
    .from(locationNetworkSettings)
    .where(eq(locationNetworkSettings.location, location))
  return row
}

/** Writes a location's network settings. */
export async function upsertLocationNetworkSettings(
  db: DbOrTx,
  values: Omit<typeof locationNetworkSettings.$inferInsert, 'createdAt' | 'updatedAt'>,
  now: Date,
): Promise<void> {
  await db
    .insert(locationNetworkSettings)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({ target: locationNetworkSettings.location, set: { ...values, updatedAt: now } })
}
