/** Queries of block-storage disks and their snapshots (API-NOTES §3). */
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import { disks, replicas } from './schema.js'
import type { DbOrTx, Tx } from './store.js'
import type { ReplicaRow } from './replicas.js'

/** A disk row. */
export type DiskRow = typeof disks.$inferSelect

/**
 * The standalone disks (never a VM's boot disk) of a location that `visible` lets through, optionally only the
 * (non-)read-only-bootable ones, oldest first.
 */
export function listDisks(
  db: DbOrTx,
  location: string,
  visible: (table: typeof disks) => SQL | undefined,
  filter: { readOnlyBootable?: boolean } = {},
): Promise<DiskRow[]> {
  return db
    .select()
    .from(disks)
    .where(
      and(
        eq(disks.primary, false),
        eq(disks.location, location),
        filter.readOnlyBootable !== undefined
          ? eq(disks.readOnlyBootable, filter.readOnlyBootable)
          : undefined,
        visible(disks),
      ),
    )
    .orderBy(asc(disks.createdAt), asc(disks.id))
}

/** The snapshots of these disks, oldest first. */
export async function snapshotsOf(db: DbOrTx, diskUuids: string[]): Promise<ReplicaRow[]> {
  if (diskUuids.length === 0) return []
  return db
    .select()
    .from(replicas)
    .where(and(inArray(replicas.diskUuid, diskUuids), eq(replicas.type, 'snapshot')))
    .orderBy(asc(replicas.createdAt))
}

/** A disk by uuid, locked for update in this transaction. */
export async function lockDisk(tx: Tx, uuid: string): Promise<DiskRow | undefined> {
  const [row] = await tx.select().from(disks).where(eq(disks.uuid, uuid)).for('update')
  return row
}

/** Inserts a disk. */
export async function insertDisk(db: DbOrTx, values: typeof disks.$inferInsert): Promise<DiskRow> {
  const [row] = await db.insert(disks).values(values).returning()
  return row!
}

/** Updates a disk by uuid. */
export async function updateDisk(
  db: DbOrTx,
  uuid: string,
  values: Partial<typeof disks.$inferInsert>,
): Promise<DiskRow> {
  const [row] = await db.update(disks).set(values).where(eq(disks.uuid, uuid)).returning()
  return row!
}

/**
 * Deletes a standalone disk and its replicas in one transaction; returns the VM it turned out to be attached to
 * (then nothing is deleted: the caller's transaction is rolled back by the error it throws), else null.
 */
export async function deleteDisk(db: DbOrTx, uuid: string): Promise<{ attachedTo: string | null }> {
  const rows = await db
    .delete(disks)
    .where(and(eq(disks.uuid, uuid), eq(disks.primary, false)))
    .returning({ vmUuid: disks.vmUuid })
  if (!rows[0]?.vmUuid) await db.delete(replicas).where(eq(replicas.diskUuid, uuid))
  return { attachedTo: rows[0]?.vmUuid ?? null }
}

/** Deletes these disks and their replicas (a deleted VM's boot disks). */
export async function deleteDisksWithReplicas(db: DbOrTx, uuids: string[]): Promise<void> {
  if (uuids.length === 0) return
  await db.delete(replicas).where(inArray(replicas.diskUuid, uuids))
  await db.delete(disks).where(inArray(disks.uuid, uuids))
}

/** Deletes a VM's extra (non-boot) disk and its replicas; a boot disk is left alone. */
export async function deleteExtraDisk(db: DbOrTx, uuid: string): Promise<void> {
  await db.delete(replicas).where(eq(replicas.diskUuid, uuid))
  await db.delete(disks).where(and(eq(disks.uuid, uuid), eq(disks.primary, false)))
}

/** Detaches every disk of a VM (they stay as standalone block storage). */
export async function detachAllDisks(db: DbOrTx, vmUuid: string, now: Date): Promise<void> {
  await db.update(disks).set({ vmUuid: null, device: null, updatedAt: now }).where(eq(disks.vmUuid, vmUuid))
}

/** Detaches a VM's extra disk (never its boot disk); nothing when it is not attached to that VM. */
export async function detachExtraDisk(db: DbOrTx, uuid: string, vmUuid: string, now: Date): Promise<void> {
  await db
    .update(disks)
    .set({ vmUuid: null, device: null, updatedAt: now })
    .where(and(eq(disks.uuid, uuid), eq(disks.vmUuid, vmUuid), eq(disks.primary, false)))
}

/**
 * Attaches a disk to a VM as `device` (the boot disk with `primary`) if it is attached to none; false when it is
 * (then nothing changed).
 */
export async function attachFreeDisk(
  db: DbOrTx,
  uuid: string,
  attach: { vmUuid: string; device: string; primary?: boolean },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(disks)
    .set({ ...attach, updatedAt: now })
    .where(and(eq(disks.uuid, uuid), isNull(disks.vmUuid)))
    .returning({ uuid: disks.uuid })
  return rows.length > 0
}
