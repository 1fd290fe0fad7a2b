/** Queries of managed service packages and their VMs (API-NOTES §9, §14.3). */
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import { disks, replicas, servicePackages, vms } from './schema.js'
import type { DbOrTx, Tx } from './store.js'

/** A service package row. */
export type ServicePackageRow = typeof servicePackages.$inferSelect
type VmRow = typeof vms.$inferSelect

/** The live packages `visible` lets through, oldest first. */
export function listServicePackages(
  db: DbOrTx,
  visible: (table: typeof servicePackages) => SQL | undefined,
): Promise<ServicePackageRow[]> {
  return db
    .select()
    .from(servicePackages)
    .where(and(visible(servicePackages), isNull(servicePackages.deletedAt)))
    .orderBy(asc(servicePackages.createdAt), asc(servicePackages.displayName))
}

/** A package by uuid (deleted ones too). */
export async function findServicePackage(db: DbOrTx, uuid: string): Promise<ServicePackageRow | undefined> {
  const [row] = await db.select().from(servicePackages).where(eq(servicePackages.uuid, uuid))
  return row
}

/** Updates a package by uuid. */
export async function updateServicePackage(
  db: DbOrTx,
  uuid: string,
  values: Partial<typeof servicePackages.$inferInsert>,
): Promise<void> {
  await db.update(servicePackages).set(values).where(eq(servicePackages.uuid, uuid))
}

/** The live VMs of a service, locked for update. */
export function lockLiveServiceVms(tx: Tx, serviceUuid: string): Promise<VmRow[]> {
  return tx
    .select()
    .from(vms)
    .where(and(eq(vms.serviceUuid, serviceUuid), isNull(vms.deletedAt)))
    .for('update')
}

/** The live VM `vmUuid` of the service, if it is one. */
export async function findLiveServiceVm(
  db: DbOrTx,
  serviceUuid: string,
  vmUuid: string,
): Promise<VmRow | undefined> {
  const [vm] = await db
    .select()
    .from(vms)
    .where(and(eq(vms.uuid, vmUuid), eq(vms.serviceUuid, serviceUuid), isNull(vms.deletedAt)))
  return vm
}

/** Bills the service's VMs and these VMs' disks to another billing account. */
export async function moveServiceBilling(
  tx: Tx,
  serviceUuid: string,
  vmUuids: string[],
  billingAccountId: number,
  now: Date,
): Promise<void> {
  await tx.update(vms).set({ billingAccountId, updatedAt: now }).where(eq(vms.serviceUuid, serviceUuid))
  if (vmUuids.length) {
    await tx.update(disks).set({ billingAccountId, updatedAt: now }).where(inArray(disks.vmUuid, vmUuids))
  }
}

/** Deletes the disks (and their replicas) of these VMs and marks the VMs deleted. */
export async function deleteServiceVms(tx: Tx, vmUuids: string[], now: Date): Promise<void> {
  if (!vmUuids.length) return
  const bootDisks = await tx.select({ uuid: disks.uuid }).from(disks).where(inArray(disks.vmUuid, vmUuids))
  if (bootDisks.length) {
    await tx.delete(replicas).where(
      inArray(
        replicas.diskUuid,
        bootDisks.map((d) => d.uuid),
      ),
    )
    await tx.delete(disks).where(inArray(disks.vmUuid, vmUuids))
  }
  await tx.update(vms).set({ deletedAt: now, updatedAt: now }).where(inArray(vms.uuid, vmUuids))
}

/** Sets the status of every live VM of the service. */
export async function setServiceVmsStatus(
  tx: Tx,
  serviceUuid: string,
  status: 'stopped' | 'running',
  now: Date,
): Promise<void> {
  await tx
    .update(vms)
    .set({ status, updatedAt: now })
    .where(and(eq(vms.serviceUuid, serviceUuid), isNull(vms.deletedAt)))
}

/** The backup `replicaUuid` of one of the VM's disks, if it exists. */
export async function findVmBackup(
  db: DbOrTx,
  vmUuid: string,
  replicaUuid: string,
): Promise<{ uuid: string } | undefined> {
  const [backup] = await db
    .select({ uuid: replicas.uuid })
    .from(replicas)
    .innerJoin(disks, eq(disks.uuid, replicas.diskUuid))
    .where(and(eq(replicas.uuid, replicaUuid), eq(replicas.type, 'backup'), eq(disks.vmUuid, vmUuid)))
  return backup
}

/** The live VMs of a service, oldest first. */
export function listLiveServiceVms(db: DbOrTx, serviceUuid: string): Promise<VmRow[]> {
  return db
    .select()
    .from(vms)
    .where(and(eq(vms.serviceUuid, serviceUuid), isNull(vms.deletedAt)))
    .orderBy(asc(vms.id))
}

/** The VMs (deleted ones too) of these services, oldest first. */
export async function vmsOfServices(db: DbOrTx, serviceUuids: string[]): Promise<VmRow[]> {
  if (!serviceUuids.length) return []
  return db.select().from(vms).where(inArray(vms.serviceUuid, serviceUuids)).orderBy(asc(vms.id))
}

/** The disks of these VMs. */
export async function disksOfVms(db: DbOrTx, vmUuids: string[]): Promise<(typeof disks.$inferSelect)[]> {
  if (!vmUuids.length) return []
  return db.select().from(disks).where(inArray(disks.vmUuid, vmUuids))
}

/** The replicas of these disks, oldest first. */
export async function replicasOfDisks(
  db: DbOrTx,
  diskUuids: string[],
): Promise<(typeof replicas.$inferSelect)[]> {
  if (!diskUuids.length) return []
  return db
    .select()
    .from(replicas)
    .where(inArray(replicas.diskUuid, diskUuids))
    .orderBy(asc(replicas.createdAt))
}

/** Inserts a service package. */
export async function insertServicePackage(
  db: DbOrTx,
  values: typeof servicePackages.$inferInsert,
): Promise<void> {
  await db.insert(servicePackages).values(values)
}

/** Inserts a service node: its VM and its boot disk. */
export async function insertServiceNode(
  db: DbOrTx,
  vm: typeof vms.$inferInsert,
  bootDisk: typeof disks.$inferInsert,
): Promise<void> {
  await db.insert(vms).values(vm)
  await db.insert(disks).values(bootDisk)
}

/** Sets the status of one VM. */
export async function setVmStatus(
  db: DbOrTx,
  vmUuid: string,
  status: 'running' | 'stopped',
  now: Date,
): Promise<void> {
  await db.update(vms).set({ status, updatedAt: now }).where(eq(vms.uuid, vmUuid))
}
