/**
 * The activity feed's API (issue 18; README "Activity feed, live updates, bulk actions"):
 *
 * - `GET /v1/events`: the caller's events, newest first (own and delegated resources: the list rule of
 *   store/visible.ts), filtered by `resource_type`, `resource_uuid`, `result`, `since`/`until`, paged with `before`.
 * - `GET /v1/events/stream`: the same events as they happen, as Server-Sent Events (`id:` the event id, `event:
 *   activity`, `data:` its JSON). A reconnecting client sends `Last-Event-ID` (browsers do it themselves) or
 *   `?after=`, and receives what it missed first. A comment every 15 s keeps proxies from closing it.
 * - `GET /v1/admin/events` and `/v1/admin/events/stream`: every user's (administrators only, http/admin.ts).
 */
import { ActivityListQuerySchema, ActivityStreamQuerySchema, ACTIVITY_SSE_EVENT } from '@cirrus/domain'
import type { Context } from 'hono'
import { streamSSE } from 'hono/streaming'
import { ActivityEvent } from '../http/entities.js'
import type { AppEnv } from '../http/env.js'
import { WarrenError } from '../http/errors.js'
import { apiRoutes, takes } from '../http/route.js'
import type { Platform } from '../platform.js'
import { canSeeEvent, eventHub, toActivityEvent } from '../services/activity.js'
import { listEvents, type EventFilter } from '../store/events.js'
import type { EventRow } from '../store/events.js'
import type { Viewer } from '../store/visible.js'

const STREAM_DOC = {
  200: 'text/event-stream: `event: activity`, `id: <event id>`, `data: <ActivityEvent JSON>`',
}
const KEEPALIVE_MS = 15_000

function filterOf(q: ReturnType<typeof ActivityListQuerySchema.parse>): EventFilter {
  return {
    limit: q.limit,
    ...(q.before !== undefined ? { before: q.before } : {}),
    ...(q.resource_type !== undefined ? { resourceType: q.resource_type } : {}),
    ...(q.resource_uuid !== undefined ? { resourceUuid: q.resource_uuid } : {}),
    ...(q.result !== undefined ? { result: q.result } : {}),
    ...(q.since !== undefined ? { since: new Date(q.since) } : {}),
    ...(q.until !== undefined ? { until: new Date(q.until) } : {}),
  }
}

/** Where a stream starts: Last-Event-ID, else `?after=`, else now (the newest event). */
async function resumePoint(p: Platform, c: Context<AppEnv>, after: number | undefined): Promise<number> {
  const header = c.req.header('last-event-id')
  if (header !== undefined && header.trim() !== '') {
    const id = Number(header)
    if (!Number.isSafeInteger(id) || id < 0) {
      throw new WarrenError(400, 'Last-Event-ID is not an event id', { 'Last-Event-ID': 'Not an event id' })
    }
    return id
  }
  return after ?? (await eventHub(p).head())
}

/** Streams the events `visible` lets through, from `from` on, until the client leaves. */
function stream(p: Platform, c: Context<AppEnv>, from: number, visible: (row: EventRow) => boolean) {
  return streamSSE(c, async (sse) => {
    const hub = eventHub(p)
    let sent = from
    let queue = Promise.resolve()
    const send = (row: EventRow) => {
      if (row.id <= sent || !visible(row)) return
      sent = row.id
      queue = queue.then(() =>
        sse.writeSSE({
          id: String(row.id),
          event: ACTIVITY_SSE_EVENT,
          data: JSON.stringify(toActivityEvent(row)),
        }),
      )
    }
    // What the client missed, then everything new (the hub may repeat rows: `sent` drops them).
    const unsubscribe = hub.subscribe(from, send)
    for (const row of await hub.after(from)) send(row)
    await sse.writeSSE({ event: 'ready', data: String(sent) })
    const keepalive = setInterval(() => {
      queue = queue.then(() => sse.write(': keepalive\n\n').then(() => undefined))
    }, KEEPALIVE_MS)
    await new Promise<void>((resolve) => {
      sse.onAbort(() => resolve())
      c.req.raw.signal.addEventListener('abort', () => resolve())
    })
    clearInterval(keepalive)
    unsubscribe()
  })
}

/** The activity routes. */
export const eventRoutes = (p: Platform) => {
  const db = p.store.db
  const viewerOf = (c: Context<AppEnv>): Viewer => c.var.principal
  return apiRoutes()
    .get('/events', takes(ActivityListQuerySchema, [ActivityEvent]), async (c) => {
      const rows = await listEvents(db, viewerOf(c), filterOf(c.req.valid('json')))
      return c.json(rows.map(toActivityEvent))
    })
    .get('/events/stream', takes(ActivityStreamQuerySchema, STREAM_DOC), async (c) => {
      const viewer = viewerOf(c)
      const from = await resumePoint(p, c, c.req.valid('json').after)
      return stream(p, c, from, (row) => canSeeEvent(viewer, row))
    })
    .get('/admin/events', takes(ActivityListQuerySchema, [ActivityEvent]), async (c) => {
      const rows = await listEvents(db, null, filterOf(c.req.valid('json')))
      return c.json(rows.map(toActivityEvent))
    })
    .get('/admin/events/stream', takes(ActivityStreamQuerySchema, STREAM_DOC), async (c) => {
      const from = await resumePoint(p, c, c.req.valid('json').after)
      return stream(p, c, from, () => true)
    })
}
