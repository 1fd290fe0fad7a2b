/** Queries of replicas (snapshots and backups of disks, API-NOTES §7.4). */
import { eq } from 'drizzle-orm'
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
