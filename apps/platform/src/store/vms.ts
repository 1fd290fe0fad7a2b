/** Queries of VMs and what hangs off them (disks, replicas, host pools, sub-interfaces). */
import { and, asc, count, eq, inArray, isNull, sql, sum } from 'drizzle-orm'
import { disks, hostPools, replicas, subinterfaces, vms, type GuestLimits } from './schema.js'
import type { DbOrTx, Tx } from './store.js'

/** A VM row. */
export type VmRow = typeof vms.$inferSelect
type DiskRow = typeof disks.$inferSelect
type ReplicaRow = typeof replicas.$inferSelect
type HostPoolRow = typeof hostPools.$inferSelect

/** The private addresses of a VM's sub-interfaces, oldest first. */
export async function subinterfaceAddresses(db: DbOrTx, vmUuid: string): Promise<string[]> {
  const rows = await db
    .select({ ip: subinterfaces.privateIpv4 })
    .from(subinterfaces)
    .where(eq(subinterfaces.vmUuid, vmUuid))
    .orderBy(asc(subinterfaces.createdAt))
  return rows.map((row) => row.ip)
}

/** A VM by uuid, locked for update (deleted ones too). */
export async function lockVm(tx: Tx, uuid: string): Promise<VmRow | undefined> {
  const [vm] = await tx.select().from(vms).where(eq(vms.uuid, uuid)).for('update')
  return vm
}

/** Clears the busy mark an operation set on its VM (when it finishes or fails). */
export async function clearVmBusy(tx: Tx, operationId: number): Promise<void> {
  await tx.update(vms).set({ busyOperationId: null }).where(eq(vms.busyOperationId, operationId))
}

/** Updates a VM by uuid. */
export async function updateVm(
  db: DbOrTx,
  uuid: string,
  values: Partial<typeof vms.$inferInsert>,
): Promise<void> {
  await db.update(vms).set(values).where(eq(vms.uuid, uuid))
}

/** How many disks a VM has and their total size: what moves with it to another billing account. */
export async function vmDiskTotals(db: DbOrTx, vmUuid: string): Promise<{ disks: number; sizeGb: number }> {
  const [row] = await db
    .select({ disks: count(), sizeGb: sum(disks.sizeGb).mapWith(Number) })
    .from(disks)
    .where(eq(disks.vmUuid, vmUuid))
  return { disks: row?.disks ?? 0, sizeGb: row?.sizeGb ?? 0 }
}

/** Moves a VM and its disks to a billing account. */
export async function setVmBillingAccount(tx: Tx, vmUuid: string, billingAccountId: number, now: Date) {
  await tx.update(vms).set({ billingAccountId, updatedAt: now }).where(eq(vms.uuid, vmUuid))
  await tx.update(disks).set({ billingAccountId, updatedAt: now }).where(eq(disks.vmUuid, vmUuid))
}

/** The guest limits of a host pool, undefined without one. */
export async function poolGuestLimits(db: DbOrTx, poolUuid: string | null): Promise<GuestLimits | undefined> {
  const [pool] = await db
    .select()
    .from(hostPools)
    .where(eq(hostPools.uuid, poolUuid ?? ''))
  return pool?.guestLimits
}

/** A disk by uuid (any disk: standalone, attached or a VM's boot disk). */
export async function diskByUuid(db: DbOrTx, uuid: string): Promise<DiskRow | undefined> {
  const [disk] = await db.select().from(disks).where(eq(disks.uuid, uuid))
  return disk
}

/** The read-only bootable disks with this uuid (none or one). */
export function bootableDisks(db: DbOrTx, uuid: string): Promise<DiskRow[]> {
  return db
    .select()
    .from(disks)
    .where(and(eq(disks.uuid, uuid), eq(disks.readOnlyBootable, true)))
}

/** The boot disk of a VM. */
export async function bootDiskOf(db: DbOrTx, vmUuid: string): Promise<DiskRow | undefined> {
  const [disk] = await db
    .select()
    .from(disks)
    .where(and(eq(disks.vmUuid, vmUuid), eq(disks.primary, true)))
  return disk
}

/** Every replica of a disk, oldest first. */
export function replicasOfDisk(db: DbOrTx, diskUuid: string): Promise<ReplicaRow[]> {
  return db
    .select()
    .from(replicas)
    .where(eq(replicas.diskUuid, diskUuid))
    .orderBy(asc(replicas.createdAt), asc(replicas.id))
}

/** The replicas of `type` of a VM's disks with their disk, oldest first. */
export function vmReplicas(
  db: DbOrTx,
  vmUuid: string,
  type: string,
): Promise<{ replica: ReplicaRow; disk: DiskRow }[]> {
  return db
    .select({ replica: replicas, disk: disks })
    .from(replicas)
    .innerJoin(disks, eq(disks.uuid, replicas.diskUuid))
    .where(and(eq(disks.vmUuid, vmUuid), eq(replicas.type, type)))
    .orderBy(asc(replicas.createdAt), asc(replicas.id))
}

/** A VM by uuid (deleted ones too). */
export async function vmByUuid(db: DbOrTx, uuid: string): Promise<VmRow | undefined> {
  const [vm] = await db.select().from(vms).where(eq(vms.uuid, uuid))
  return vm
}

/** A replica of one of a VM's disks, with its disk. */
export async function replicaOfVm(
  db: DbOrTx,
  replicaUuid: string,
  vmUuid: string,
): Promise<{ replica: ReplicaRow; disk: DiskRow } | undefined> {
  const [row] = await db
    .select({ replica: replicas, disk: disks })
    .from(replicas)
    .innerJoin(disks, eq(disks.uuid, replicas.diskUuid))
    .where(and(eq(replicas.uuid, replicaUuid), eq(disks.vmUuid, vmUuid)))
  return row
}

/** The host pools of a location. */
export function hostPoolsIn(db: DbOrTx, location: string): Promise<HostPoolRow[]> {
  return db.select().from(hostPools).where(eq(hostPools.location, location))
}

/** A host pool of a location by uuid. */
export async function hostPoolIn(
  db: DbOrTx,
  location: string,
  uuid: string,
): Promise<HostPoolRow | undefined> {
  const [pool] = await db
    .select()
    .from(hostPools)
    .where(and(eq(hostPools.location, location), eq(hostPools.uuid, uuid)))
  return pool
}

/**
 * The boot disks of the live VMs with automatic backups on, by disk uuid. Locks those VMs' rows: a delete
 * committing meanwhile drops its VM from the set instead of leaving a backup of a deleted disk.
 */
export async function lockBootDisksWithBackup(tx: Tx): Promise<DiskRow[]> {
  const rows = await tx
    .select({ disk: disks })
    .from(vms)
    .innerJoin(disks, and(eq(disks.vmUuid, vms.uuid), eq(disks.primary, true)))
    .where(and(eq(vms.backup, true), isNull(vms.deletedAt)))
    .orderBy(asc(disks.uuid))
    .for('update', { of: vms })
  return rows.map((row) => row.disk)
}

/**
 * The boot disks of those of these VMs that are live, running and have `backup` on, and have no backup yet (a
 * managed service's first backups, services/backups.ts `takeFirstBackups`).
 */
export async function runningBootDisksWithoutBackup(tx: Tx, vmUuids: readonly string[]): Promise<DiskRow[]> {
  const rows = await tx
    .select({ disk: disks })
    .from(vms)
    .innerJoin(disks, and(eq(disks.vmUuid, vms.uuid), eq(disks.primary, true)))
    .where(
      and(
        inArray(vms.uuid, [...vmUuids]),
        eq(vms.backup, true),
        eq(vms.status, 'running'),
        isNull(vms.deletedAt),
        sql`not exists (select 1 from ${replicas} where ${replicas.diskUuid} = ${disks.uuid} and ${replicas.type} = 'backup')`,
      ),
    )
    .orderBy(asc(disks.uuid))
  return rows.map((row) => row.disk)
}

/** The disks attached to a VM (its boot disk among them). */
export function disksOfVm(db: DbOrTx, vmUuid: string): Promise<DiskRow[]> {
  return db.select().from(disks).where(eq(disks.vmUuid, vmUuid))
}

/** Inserts a VM. */
export async function insertVmRow(db: DbOrTx, values: typeof vms.$inferInsert): Promise<VmRow> {
  const [row] = await db.insert(vms).values(values).returning()
  return row!
}
