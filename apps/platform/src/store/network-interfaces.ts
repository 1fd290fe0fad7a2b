/** Queries of VM network interfaces: the VMs in a network and their VLAN sub-interfaces (API-NOTES §13). */
import { and, asc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm'
import { networks, subinterfaces, vms } from './schema.js'
import type { DbOrTx } from './store.js'

/** A sub-interface row. */
export type SubinterfaceRow = typeof subinterfaces.$inferSelect

/** The live VMs of a location that are in a network and that `visible` lets through, in creation order. */
export function vmsWithInterfaces(
  db: DbOrTx,
  location: string,
  visible: (table: typeof vms) => SQL | undefined,
): Promise<(typeof vms.$inferSelect)[]> {
  return db
    .select()
    .from(vms)
    .where(and(visible(vms), eq(vms.location, location), isNull(vms.deletedAt), isNotNull(vms.networkUuid)))
    .orderBy(asc(vms.id))
}

/** The sub-interfaces of these VMs, by VLAN tag. */
export async function subinterfacesOfVms(db: DbOrTx, vmUuids: string[]): Promise<SubinterfaceRow[]> {
  if (vmUuids.length === 0) return []
  return db
    .select()
    .from(subinterfaces)
    .where(inArray(subinterfaces.vmUuid, vmUuids))
    .orderBy(asc(subinterfaces.vlanTag))
}

/** The names of these networks by uuid. */
export async function networkNames(db: DbOrTx, networkUuids: string[]): Promise<Map<string, string>> {
  if (networkUuids.length === 0) return new Map()
  const rows = await db
    .select({ uuid: networks.uuid, name: networks.name })
    .from(networks)
    .where(inArray(networks.uuid, networkUuids))
  return new Map(rows.map((n) => [n.uuid, n.name]))
}

/** The sub-interfaces of one VM, in no particular order. */
export function subinterfacesOfVm(db: DbOrTx, vmUuid: string): Promise<SubinterfaceRow[]> {
  return db.select().from(subinterfaces).where(eq(subinterfaces.vmUuid, vmUuid))
}

/** Inserts a sub-interface. */
export async function insertSubinterface(
  db: DbOrTx,
  values: typeof subinterfaces.$inferInsert,
): Promise<SubinterfaceRow> {
  const [row] = await db.insert(subinterfaces).values(values).returning()
  return row!
}

/** Deletes a VM's sub-interface; the deleted row, or undefined when the VM has none with that uuid. */
export async function deleteSubinterface(
  db: DbOrTx,
  uuid: string,
  vmUuid: string,
): Promise<SubinterfaceRow | undefined> {
  const [row] = await db
    .delete(subinterfaces)
    .where(and(eq(subinterfaces.uuid, uuid), eq(subinterfaces.vmUuid, vmUuid)))
    .returning()
  return row
}

/** Deletes every sub-interface of a VM (the VM is being deleted). */
export async function deleteSubinterfacesOfVm(db: DbOrTx, vmUuid: string): Promise<void> {
  await db.delete(subinterfaces).where(eq(subinterfaces.vmUuid, vmUuid))
}
