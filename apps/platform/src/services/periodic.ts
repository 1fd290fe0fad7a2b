/**
 * The periodic tick of the server (started by platform.start(), never in tests, which call the jobs directly on
 * the virtual clock): every minute, metering (services/metering.ts), the daily backups (services/backups.ts),
 * the removal of expired sessions, of expired sign-up links, of secrets left in finished operations and of the list
 * cache's old change rows. Each job is idempotent and safe with several processes, so a late or
 * repeated tick does no harm; one job failing does not stop the others.
 */
import type { Platform } from '../platform.js'
import { deleteExpiredSessions } from './accounts.js'
import { runDueBackups } from './backups.js'
import { deleteOldChanges } from './list-cache.js'
import { runDueMetering } from './metering.js'
import { deleteExpiredSignUps } from './sign-up.js'

/** The jobs of one tick, in order, by name (the name is logged when one fails). */
const jobs: [string, (p: Platform) => Promise<unknown>][] = [
  ['metering', runDueMetering],
  ['backups', runDueBackups],
  ['sessions', deleteExpiredSessions],
  ['sign-ups', deleteExpiredSignUps],
  // Finished operations keep no secrets: the finishing transaction drops them; this catches rows another process
  // (an older version) finished meanwhile.
  ['operations', (p) => p.ops.redactFinished()],
  // The list cache's change log keeps an hour (services/list-cache.ts CHANGE_ROW_TTL_MS).
  ['list changes', deleteOldChanges],
]

/** Runs every job of one tick once; a failing job is logged and the next one still runs. */
export async function runTick(p: Platform): Promise<void> {
  for (const [name, job] of jobs) {
    try {
      await job(p)
    } catch (error) {
      p.log({ level: 'error', msg: `${name} failed`, error: String(error) })
    }
  }
}

/** The background task: a tick at start, then every minute (an hour or a day completing is noticed within it). */
export function periodicTask(p: Platform) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | undefined
  const tick = () => {
    if (running) return
    running = runTick(p).finally(() => {
      running = undefined
    })
  }
  return {
    start() {
      tick()
      timer = setInterval(tick, 60_000)
      timer.unref()
    },
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
