/**
 * Automatic backups (the VM's `backup` flag, API-NOTES §7.4 replicas of type `backup`): once a day, at
 * {@link BACKUP_HOUR_UTC} on the business clock, every live VM with `backup: true` — running or stopped, as real
 * platforms back up stopped machines too — gets a backup replica of its boot disk, and each disk keeps only its
 * newest {@link BACKUP_RETENTION} backups. Run by the periodic tick (services/periodic.ts), like metering.
 *
 * Idempotent and safe with several processes: the day is claimed in `settings` (like metering's progress) in the
 * same transaction that creates the backups, so a second tick the same day, in any process, creates nothing.
 *
 * A managed service's VMs are backed up by the operator (SPEC §3 Managed service package): they are created with
 * `backup: true`, and {@link takeFirstBackups} gives each one its first backup as soon as it runs, so a service
 * has a backup to restore from the start rather than from the next 03:00 run.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Platform } from '../platform.js'
import { disks, replicas, settings, vms } from '../store/schema.js'
import type { Tx } from '../store/store.js'
import { replicaUuid } from './vms.js'

/** The UTC hour of the daily backups. */
export const BACKUP_HOUR_UTC = 3

/** Backups kept per disk; older ones are deleted. */
export const BACKUP_RETENTION = 7

const STATE_KEY = 'backups_last_day'

/** A replica uuid not taken yet: the time to the second, moved on a second while it clashes (as vm.replica.create). */
async function freeReplicaUuid(tx: Tx, diskUuid: string, at: Date): Promise<string> {
  for (;;) {
    const uuid = replicaUuid(diskUuid, at)
    const [clash] = await tx.select({ uuid: replicas.uuid }).from(replicas).where(eq(replicas.uuid, uuid))
    if (!clash) return uuid
    at = new Date(at.getTime() + 1000)
  }
}

/** A backup replica of a boot disk, taken `now`, sized as the disk. */
async function insertBackup(tx: Tx, disk: { uuid: string; sizeGb: number }, now: Date): Promise<void> {
  await tx.insert(replicas).values({
    uuid: await freeReplicaUuid(tx, disk.uuid, now),
    diskUuid: disk.uuid,
    type: 'backup',
    size: disk.sizeGb,
    name: null,
    createdAt: now,
    updatedAt: now,
  })
}

/**
 * The first backup of each of these VMs that is live, running, has `backup` on and has no backup yet: one
 * replica of its boot disk, taken now, in the caller's transaction (a service's create, a VM's start, waking a
 * hibernating service). Returns how many were taken.
 */
export async function takeFirstBackups(tx: Tx, vmUuids: readonly string[], now: Date): Promise<number> {
  if (vmUuids.length === 0) return 0
  const boots = await tx
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
  for (const { disk } of boots) await insertBackup(tx, disk, now)
  return boots.length
}

/**
 * Takes today's backups if today's backup hour has passed and nobody took them yet. Returns how many backups were
 * created and how many old ones were deleted.
 */
export async function runDueBackups(p: Platform): Promise<{ created: number; deleted: number }> {
  const now = p.clock()
  const day = now.toISOString().slice(0, 10)
  if (now.getUTCHours() < BACKUP_HOUR_UTC) return { created: 0, deleted: 0 }
  return p.store.db.transaction(async (tx) => {
    // The claim: only a day later than the last one wins; a concurrent claimer waits on the row, then loses.
    const claimed = await tx
      .insert(settings)
      .values({ key: STATE_KEY, value: day })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: day },
        setWhere: sql`${settings.value} #>> '{}' < ${day}`,
      })
      .returning({ key: settings.key })
    if (claimed.length === 0) return { created: 0, deleted: 0 }

    // Row locks on the VMs: a delete committing meanwhile drops its VM from the set instead of leaving a backup
    // of a deleted disk.
    const boots = await tx
      .select({ disk: disks })
      .from(vms)
      .innerJoin(disks, and(eq(disks.vmUuid, vms.uuid), eq(disks.primary, true)))
      .where(and(eq(vms.backup, true), isNull(vms.deletedAt)))
      .orderBy(asc(disks.uuid))
      .for('update', { of: vms })
    let created = 0
    for (const { disk } of boots) {
      await insertBackup(tx, disk, now)
      created++
    }
    if (boots.length === 0) return { created, deleted: 0 }

    const backups = await tx
      .select({ uuid: replicas.uuid, diskUuid: replicas.diskUuid })
      .from(replicas)
      .where(
        and(
          eq(replicas.type, 'backup'),
          inArray(
            replicas.diskUuid,
            boots.map((b) => b.disk.uuid),
          ),
        ),
      )
      .orderBy(desc(replicas.createdAt), desc(replicas.id))
    const kept = new Map<string, number>()
    const old: string[] = []
    for (const backup of backups) {
      const count = (kept.get(backup.diskUuid) ?? 0) + 1
      kept.set(backup.diskUuid, count)
      if (count > BACKUP_RETENTION) old.push(backup.uuid)
    }
    if (old.length) await tx.delete(replicas).where(inArray(replicas.uuid, old))
    return { created, deleted: old.length }
  })
}
