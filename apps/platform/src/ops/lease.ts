/**
 * The lease of a running operation (ops/runner.ts): claiming rows with SKIP LOCKED, renewing the lease by
 * heartbeat, checking it is still held before the final transaction, and a sleep that stops when it is lost.
 */
import { and, eq, gt, sql } from 'drizzle-orm'
import { operations } from '../store/schema.js'
import type { Store, Tx } from '../store/store.js'

/** Thrown when this process no longer holds an operation's lease: the work stops, another worker finishes it. */
export class LostLease extends Error {}

/** Sleeps, or rejects with LostLease as soon as `signal` aborts (the heartbeat failed). */
export function sleepUnlessLost(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(new LostLease())
    const onAbort = () => {
      clearTimeout(timer)
      reject(new LostLease())
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal.addEventListener('abort', onAbort, { once: true })
  })
}

/** Claims the operations matching `condition` (at most `limit`, skipping locked rows) for `owner`; their ids. */
export async function claim(
  store: Store,
  owner: string,
  leaseMs: number,
  condition: ReturnType<typeof sql>,
  limit: number,
): Promise<number[]> {
  const expires = new Date(Date.now() + leaseMs).toISOString()
  const rows = await store.rows<{ id: string | number }>(sql`
    update operations
       set status = 'running', lease_owner = ${owner},
           lease_expires_at = ${expires}::timestamptz, attempts = attempts + 1
     where id in (select id from operations where ${condition} order by id limit ${limit} for update skip locked)
    returning id::text as id`)
  return rows.map((r) => Number(r.id))
}

/** Locks the operation and throws LostLease unless `owner` holds its live lease (checked in every final transaction). */
export async function assertOwned(tx: Tx, owner: string, id: number): Promise<void> {
  const rows = await tx
    .select({ id: operations.id })
    .from(operations)
    .where(
      and(
        eq(operations.id, id),
        eq(operations.status, 'running'),
        eq(operations.leaseOwner, owner),
        // An expired lease may already be another worker's: never apply on one.
        gt(operations.leaseExpiresAt, new Date()),
      ),
    )
    .for('update')
  if (rows.length === 0) throw new LostLease()
}

/** Extends the lease; returns why it failed (the lease is not ours any more, or the error), or undefined. */
export async function renew(
  store: Store,
  owner: string,
  leaseMs: number,
  id: number,
): Promise<string | undefined> {
  const expires = new Date(Date.now() + leaseMs)
  try {
    const rows = await store.db
      .update(operations)
      .set({ leaseExpiresAt: expires })
      .where(
        and(
          eq(operations.id, id),
          eq(operations.leaseOwner, owner),
          eq(operations.status, 'running'),
          gt(operations.leaseExpiresAt, new Date()),
        ),
      )
      .returning({ id: operations.id })
    return rows.length === 0 ? 'the lease is no longer held by this process' : undefined
  } catch (error) {
    return String(error)
  }
}
