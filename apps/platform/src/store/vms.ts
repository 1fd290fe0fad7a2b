/** Queries of VMs and what hangs off them (sub-interfaces). */
import { asc, eq } from 'drizzle-orm'
import { subinterfaces } from './schema.js'
import type { DbOrTx } from './store.js'

/** The private addresses of a VM's sub-interfaces, oldest first. */
export async function subinterfaceAddresses(db: DbOrTx, vmUuid: string): Promise<string[]> {
  const rows = await db
    .select({ ip: subinterfaces.privateIpv4 })
    .from(subinterfaces)
    .where(eq(subinterfaces.vmUuid, vmUuid))
    .orderBy(asc(subinterfaces.createdAt))
  return rows.map((row) => row.ip)
}
