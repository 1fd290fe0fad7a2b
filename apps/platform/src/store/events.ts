/**
 * Queries of the activity feed (issue 18): appending an event, a viewer's page of them (the list rule of
 * store/visible.ts on the event's ownership columns), and the events after an id (the SSE stream's poll).
 */
import { and, asc, desc, eq, gt, gte, lt, type SQL } from 'drizzle-orm'
import { events } from './schema.js'
import type { DbOrTx } from './store.js'
import { visibleTo, type Viewer } from './visible.js'

/** An event row. */
export type EventRow = typeof events.$inferSelect

/** Appends one event; its row. */
export async function insertEvent(db: DbOrTx, row: typeof events.$inferInsert): Promise<EventRow> {
  const [inserted] = await db.insert(events).values(row).returning()
  return inserted!
}

/** What {@link listEvents} filters on. */
export type EventFilter = {
  limit: number
  before?: number
  resourceType?: string
  resourceUuid?: string
  result?: 'ok' | 'failed'
  since?: Date
  until?: Date
}

/** Newest first; `viewer` null lists every user's (administrators' feed). */
export async function listEvents(
  db: DbOrTx,
  viewer: Viewer | null,
  filter: EventFilter,
): Promise<EventRow[]> {
  const where: (SQL | undefined)[] = []
  if (viewer)
    where.push(visibleTo(viewer, { userId: events.ownerUserId, billingAccountId: events.billingAccountId }))
  if (filter.before !== undefined) where.push(lt(events.id, filter.before))
  if (filter.resourceType !== undefined) where.push(eq(events.resourceType, filter.resourceType))
  if (filter.resourceUuid !== undefined) where.push(eq(events.resourceUuid, filter.resourceUuid))
  if (filter.result !== undefined) where.push(eq(events.result, filter.result))
  if (filter.since !== undefined) where.push(gte(events.finishedAt, filter.since))
  if (filter.until !== undefined) where.push(lt(events.finishedAt, filter.until))
  return db
    .select()
    .from(events)
    .where(and(...where))
    .orderBy(desc(events.id))
    .limit(filter.limit)
}

/** Every user's events after `id`, oldest first, at most `limit` (the stream hub filters per subscriber). */
export function eventsAfter(db: DbOrTx, id: number, limit: number): Promise<EventRow[]> {
  return db.select().from(events).where(gt(events.id, id)).orderBy(asc(events.id)).limit(limit)
}

/** The newest event's id (0 without any): where a stream without Last-Event-ID starts. */
export async function lastEventId(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ id: events.id }).from(events).orderBy(desc(events.id)).limit(1)
  return row?.id ?? 0
}
