/** Queries of host pools (API-NOTES §7.6). */
import { and, asc, eq } from 'drizzle-orm'
import { hostPools, type GuestLimits } from './schema.js'
import { defined } from './defined.js'
import type { DbOrTx } from './store.js'

/** A host pool row. */
export type { GuestLimits }

export type HostPoolRow = typeof hostPools.$inferSelect

/** The host pools of a location, in UI order. */
export function listHostPools(db: DbOrTx, location: string): Promise<HostPoolRow[]> {
  return db
    .select()
    .from(hostPools)
    .where(eq(hostPools.location, location))
    .orderBy(asc(hostPools.uiPosition), asc(hostPools.name))
}

/** The default designated host pool of a location, if any. */
export async function defaultDesignatedPool(db: DbOrTx, location: string): Promise<HostPoolRow | undefined> {
  const [pool] = await db
    .select()
    .from(hostPools)
    .where(and(eq(hostPools.location, location), eq(hostPools.isDefaultDesignated, true)))
  return pool
}

/** Every host pool of every location, by location and UI order. */
export function listAllHostPools(db: DbOrTx): Promise<HostPoolRow[]> {
  return db
    .select()
    .from(hostPools)
    .orderBy(asc(hostPools.location), asc(hostPools.uiPosition), asc(hostPools.name))
}

/** The host pool `uuid` of any location. */
export async function hostPoolByUuid(db: DbOrTx, uuid: string): Promise<HostPoolRow | undefined> {
  const [pool] = await db.select().from(hostPools).where(eq(hostPools.uuid, uuid))
  return pool
}

/** Changes what an operator may change on a pool. */
export async function updateHostPool(
  db: DbOrTx,
  uuid: string,
  values: Partial<
    Pick<
      HostPoolRow,
      | 'name'
      | 'description'
      | 'isVisible'
      | 'cpuAllocationCoefficient'
      | 'ramAllocationCoefficient'
      | 'updatedAt'
    >
  >,
): Promise<void> {
  const set = defined(values)
  await db.update(hostPools).set(set).where(eq(hostPools.uuid, uuid))
}
