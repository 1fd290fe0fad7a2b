/** Queries of replicas (snapshots and backups of disks, API-NOTES §7.4). */
import { and, desc, eq, inArray } from 'drizzle-orm'
import { disks, replicas } from './schema.js'
import type { DbOrTx } from './store.js'

/** A replica row. */
export type ReplicaRow = typeof replicas.$inferSelect

/** A replica with the disk it belongs to. */
export async function replicaWithDisk(
  db: DbOrTx,
  uuid: string,
): Promise<{ replica: ReplicaRow; disk: typeof disks.$inferSelect } | undefined> {
  const [row] = await db
    .select({ replica: replicas, disk: disks })
    .from(replicas)
    .innerJoin(disks, eq(disks.uuid, replicas.diskUuid))
    .where(eq(replicas.uuid, uuid))
  return row
}

/**
 * Inserts a replica of a disk at `at`. Its uuid is the disk's uuid and the time to the second (API-NOTES §7.1);
 * a second replica in the same second takes the next free second.
 */
export async function insertReplica(
  db: DbOrTx,
  disk: { uuid: string; sizeGb: number },
  values: { type: string; name: string | null; at: Date; now: Date },
): Promise<ReplicaRow> {
  let at = values.at
  for (;;) {
    const [clash] = await db
      .select({ uuid: replicas.uuid })
      .from(replicas)
      .where(eq(replicas.uuid, replicaUuidAt(disk.uuid, at)))
    if (!clash) break
    at = new Date(at.getTime() + 1000)
  }
  const [row] = await db
    .insert(replicas)
    .values({
      uuid: replicaUuidAt(disk.uuid, at),
      diskUuid: disk.uuid,
      type: values.type,
      size: disk.sizeGb,
      name: values.name,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning()
  return row!
}

/** A replica's uuid: the master uuid followed by `YYYY-MM-DD-HH-MM-SS` (API-NOTES §7.1). */
export function replicaUuidAt(masterUuid: string, at: Date): string {
  return `${masterUuid}-${at.toISOString().slice(0, 19).replace(/[T:]/g, '-')}`
}

/** One snapshot of one disk, or undefined. */
export async function snapshotOfDisk(
  db: DbOrTx,
  diskUuid: string,
  uuid: string,
): Promise<ReplicaRow | undefined> {
  const [row] = await db
    .select()
    .from(replicas)
    .where(and(eq(replicas.uuid, uuid), eq(replicas.diskUuid, diskUuid), eq(replicas.type, 'snapshot')))
  return row
}

/** Deletes one replica. */
export async function deleteReplica(db: DbOrTx, uuid: string): Promise<void> {
  await db.delete(replicas).where(eq(replicas.uuid, uuid))
}

/** The backups of the given disks, newest first. */
export function backupsOfDisks(db: DbOrTx, diskUuids: string[]): Promise<ReplicaRow[]> {
  return db
    .select()
    .from(replicas)
    .where(and(eq(replicas.type, 'backup'), inArray(replicas.diskUuid, diskUuids)))
    .orderBy(desc(replicas.createdAt), desc(replicas.id))
}

/** Deletes the given replicas. */
export async function deleteReplicas(db: DbOrTx, uuids: string[]): Promise<void> {
  if (uuids.length) await db.delete(replicas).where(inArray(replicas.uuid, uuids))
}

/** A replica by uuid. */
export async function replicaByUuid(db: DbOrTx, uuid: string): Promise<ReplicaRow | undefined> {
  const [row] = await db.select().from(replicas).where(eq(replicas.uuid, uuid))
  return row
}
