/**
 * The lease of a running operation (ops/runner.ts): renewing it by heartbeat, checking it is still held before the
 * final transaction, and a sleep that stops when it is lost. The queries (the SKIP LOCKED claim among them) are in
 * store/operations.ts.
 */
import { extendLease, lockOwnedOperation } from '../store/operations.js'
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

/** Locks the operation and throws LostLease unless `owner` holds its live lease (checked in every final transaction). */
export async function assertOwned(tx: Tx, owner: string, id: number): Promise<void> {
  if (!(await lockOwnedOperation(tx, owner, id))) throw new LostLease()
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
    const held = await extendLease(store.db, owner, id, expires)
    return held ? undefined : 'the lease is no longer held by this process'
  } catch (error) {
    return String(error)
  }
}
