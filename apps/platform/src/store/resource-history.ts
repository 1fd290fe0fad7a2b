/**
 * Queries of the history of billable resources (schema `resource_history`, written by the triggers of migration
 * 0004). services/resource-history.ts groups and prices what these read.
 */
import { and, asc, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import { resourceHistory } from './schema.js'
import type { DbOrTx } from './store.js'

/** One state of one resource: its priced attributes over `[validFrom, validTo)`. */
export type ResourceState = typeof resourceHistory.$inferSelect

/**
 * The states of the given kinds that overlap `[start, end)` (zero-length states, replaced at the instant they
 * began, do not count), oldest first; only those of the resources `uuids` when given (VM metrics).
 */
export function statesOverlapping(
  db: DbOrTx,
  kinds: readonly string[],
  start: Date,
  end: Date,
  uuids?: readonly string[],
): Promise<ResourceState[]> {
  const h = resourceHistory
  return db
    .select()
    .from(h)
    .where(
      and(
        inArray(h.kind, [...kinds]),
        uuids ? inArray(h.uuid, [...uuids]) : undefined,
        lt(h.validFrom, end),
        or(isNull(h.validTo), and(gt(h.validTo, start), gt(h.validTo, h.validFrom))),
      ),
    )
    .orderBy(asc(h.validFrom), asc(h.id))
}

/** When the oldest state begins, or null when there is none. */
export async function oldestStateStart(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ first: sql<Date | string | null>`min(${resourceHistory.validFrom})` })
    .from(resourceHistory)
  return row?.first ? new Date(row.first) : null
}
