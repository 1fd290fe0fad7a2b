/**
 * Queries of durable operations (ops/runner.ts, ops/lease.ts): submitting, claiming with SKIP LOCKED, the lease
 * and its heartbeat, reading back, finishing, and removing secrets from finished payloads. When to claim, how long a
 * lease lasts and what a lost lease means stay in ops/.
 */
import { and, eq, gt, sql, type SQL } from 'drizzle-orm'
import { operations } from './schema.js'
import type { DbOrTx, Store, Tx } from './store.js'

/** An operation row. */
export type OperationRow = typeof operations.$inferSelect

/** Inserts a pending operation; its id. */
export async function insertOperation(
  tx: DbOrTx,
  values: Pick<typeof operations.$inferInsert, 'kind' | 'payload' | 'resourceUuid' | 'userId'>,
): Promise<number> {
  const [row] = await tx.insert(operations).values(values).returning({ id: operations.id })
  return row!.id
}

/** The operation `id`, if any. */
export async function operationById(db: DbOrTx, id: number): Promise<OperationRow | undefined> {
  const [op] = await db.select().from(operations).where(eq(operations.id, id))
  return op
}

/** Claims the operations matching `condition` (at most `limit`, skipping locked rows) for `owner`; their ids. */
async function claim(
  store: Store,
  owner: string,
  leaseMs: number,
  condition: SQL,
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

/** Claims the operation `id` for `owner` if it is still pending (nobody ran it yet); its id, or none. */
export function claimPending(store: Store, owner: string, leaseMs: number, id: number): Promise<number[]> {
  return claim(store, owner, leaseMs, sql`id = ${id} and status = 'pending'`, 1)
}

/**
 * Claims, for `owner`, operations pending since before `stalePending` and running ones whose lease expired before
 * `now`; with `takeOver`, every pending or running one (live leases too). At most `limit`; their ids.
 */
export function claimRecoverable(
  store: Store,
  owner: string,
  leaseMs: number,
  options: { takeOver?: boolean; now: Date; stalePending: Date },
  limit: number,
): Promise<number[]> {
  const { now, stalePending } = options
  const condition = options.takeOver
    ? sql`status in ('pending', 'running')`
    : sql`(status = 'pending' and created_at < ${stalePending.toISOString()}::timestamptz)
          or (status = 'running' and lease_expires_at < ${now.toISOString()}::timestamptz)`
  return claim(store, owner, leaseMs, condition, limit)
}

/** Locks the operation; true when `owner` holds its live lease (checked in every final transaction). */
export async function lockOwnedOperation(tx: Tx, owner: string, id: number): Promise<boolean> {
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
  return rows.length > 0
}

/** Extends `owner`'s live lease on the operation to `expires`; false when the lease is not theirs any more. */
export async function extendLease(db: DbOrTx, owner: string, id: number, expires: Date): Promise<boolean> {
  const rows = await db
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
  return rows.length > 0
}

/** Marks the operation done or failed with its result or error and its redacted payload; releases the lease. */
export async function finishOperation(
  tx: DbOrTx,
  id: number,
  values: Pick<OperationRow, 'status' | 'payload'> & Partial<Pick<OperationRow, 'result' | 'error'>>,
): Promise<void> {
  await tx
    .update(operations)
    .set({ ...values, finishedAt: new Date(), leaseOwner: null })
    .where(eq(operations.id, id))
}

/** Removes the payload keys `secrets` from finished operations that still hold them; how many were changed. */
export async function redactFinishedPayloads(
  store: Store,
  secrets: readonly [string, string],
): Promise<number> {
  const rows = await store.rows<{ id: unknown }>(sql`
      update operations
         set payload = payload - ${secrets[0]}::text - ${secrets[1]}::text
       where status in ('done', 'failed')
         and payload ?| array[${secrets[0]}::text, ${secrets[1]}::text]
      returning id`)
  return rows.length
}
