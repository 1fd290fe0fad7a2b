/** Queries of host pools (API-NOTES §7.6). */
import { asc, eq } from 'drizzle-orm'
import { hostPools } from './schema.js'
import type { DbOrTx } from './store.js'

/** A host pool row. */
export type HostPoolRow = typeof hostPools.$inferSelect

/** The host pools of a location, in UI order. */
export function listHostPools(db: DbOrTx, location: string): Promise<HostPoolRow[]> {
  return db
    .select()
    .from(hostPools)
    .where(eq(hostPools.location, location))
    .orderBy(asc(hostPools.uiPosition), asc(hostPools.name))
}
