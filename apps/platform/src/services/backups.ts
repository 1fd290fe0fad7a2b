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
import type { Platform } from '../platform.js'
import { backupsOfDisks, deleteReplicas, insertReplica } from '../store/replicas.js'
import { claimLaterValue } from '../store/settings.js'
import type { Tx } from '../store/store.js'
import { lockBootDisksWithBackup, runningBootDisksWithoutBackup } from '../store/vms.js'

/** The UTC hour of the daily backups. */
export const BACKUP_HOUR_UTC = 3

/** Backups kept per disk; older ones are deleted. */
export const BACKUP_RETENTION = 7

const STATE_KEY = 'backups_last_day'

/**
 * The first backup of each of these VMs that is live, running, has `backup` on and has no backup yet: one
 * replica of its boot disk, taken now, in the caller's transaction (a service's create, a VM's start, waking a
 * hibernating service). Returns how many were taken.
 */
export async function takeFirstBackups(tx: Tx, vmUuids: readonly string[], now: Date): Promise<number> {
  if (vmUuids.length === 0) return 0
  const boots = await runningBootDisksWithoutBackup(tx, vmUuids)
  for (const disk of boots) await insertReplica(tx, disk, { type: 'backup', name: null, at: now, now })
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
    if (!(await claimLaterValue(tx, STATE_KEY, day))) return { created: 0, deleted: 0 }

    const boots = await lockBootDisksWithBackup(tx)
    for (const disk of boots) {
      await insertReplica(tx, disk, { type: 'backup', name: null, at: now, now })
    }
    if (boots.length === 0) return { created: 0, deleted: 0 }

    const backups = await backupsOfDisks(
      tx,
      boots.map((disk) => disk.uuid),
    )
    const kept = new Map<string, number>()
    const old: string[] = []
    for (const backup of backups) {
      const count = (kept.get(backup.diskUuid) ?? 0) + 1
      kept.set(backup.diskUuid, count)
      if (count > BACKUP_RETENTION) old.push(backup.uuid)
    }
    await deleteReplicas(tx, old)
    return { created: boots.length, deleted: old.length }
  })
}
