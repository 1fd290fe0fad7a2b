/**
 * The activity feed (issue 18 "Activity feed and live updates"). Three parts:
 *
 * - {@link recordActivity}: a /v1 middleware that turns every change made through the API (POST, PUT, PATCH,
 *   DELETE on a resource route of {@link RULES}, from the console, a token or the admin app) into one event row:
 *   who, what, which resource, when it started and finished and how it ended. The resource's ownership (owner and
 *   billing account) is read before the call (so a delete is still owned) or, for a create, from its answer.
 * - {@link canSeeEvent}: the list rule of store/visible.ts for one event (own + delegated; a restricted token only its
 *   billing account), the stream's filter.
 * - {@link EventHub}: one per platform; while anyone listens it reads the events table every `eventPollMs` and hands
 *   each new row to the subscribers. It reads the TABLE, not an in-process bus, so an event recorded by another
 *   platform process on the same PostgreSQL reaches this process's streams too. The browser never polls.
 */
import type { MiddlewareHandler } from 'hono'
import { canAccess } from '../access.js'
import type { AppEnv, Principal } from '../http/env.js'
import type { Platform } from '../platform.js'
import { eventsAfter, insertEvent, lastEventId, type EventRow } from '../store/events.js'
import { findByKey, lookups, type Lookup } from '../store/lookup.js'
import type { Viewer } from '../store/visible.js'

/** How one route family becomes an event: its entity type, the short action prefix and where its key is. */
type Rule = {
  method?: string
  /** Matches the path after `/v1` and the location slug; group 1 (if any) is the key, group 2 the verb. */
  path: RegExp
  type: string
  /** Action prefix (`vm` → `vm.stop`). */
  short: string
  /** The verb when the route has one meaning (`resource_billing` → `billing_account`). */
  verb?: string
  /** Input fields that name the resource when the path does not. */
  keyFields?: string[]
  /** How to read its owner (store/lookup.ts). */
  lookup?: Lookup<unknown>
}

const VERBS: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' }

/**
 * The verb of every "change billing account" call (issue 18 bulk actions), whatever its route: VM `POST
 * resource_billing`, LB `PUT …/billing_account`, and a `PATCH` of a disk, IP, service or bucket that names
 * `billing_account_id` — so the feed says `disk.billing_account`, not `disk.update`.
 */
const BILLING_MOVE = 'billing_account'

/** The resource routes whose changes are events, most specific first. */
const RULES: Rule[] = [
  {
    path: /^\/user-resource\/vm(?:\/()([a-z_/]+))?$/,
    type: 'virtual_machine',
    short: 'vm',
    keyFields: ['uuid'],
    lookup: lookups.vm,
  },
  {
    path: /^\/user-resource\/resource_billing()()$/,
    type: 'virtual_machine',
    short: 'vm',
    verb: BILLING_MOVE,
    keyFields: ['uuid'],
    lookup: lookups.vm,
  },
  {
    path: /^\/admin\/virtual_machines\/()(action|move)$/,
    type: 'virtual_machine',
    short: 'vm.admin',
    keyFields: ['uuid', 'vm_uuid'],
    lookup: lookups.vm,
  },
  {
    path: /^\/network\/virtual-machines\/([^/]+)\/(subinterfaces)(?:\/.*)?$/,
    type: 'virtual_machine',
    short: 'vm',
    lookup: lookups.vm,
  },
  {
    path: /^\/storage\/disks?(?:\/([^/]+))?(?:\/(snapshots)(?:\/.*)?)?$/,
    type: 'disk',
    short: 'disk',
    lookup: lookups.disk,
  },
  {
    path: /^\/network\/ip_addresses(?:\/([^/]+))?(?:\/([a-z_]+))?$/,
    type: 'ip_address',
    short: 'ip',
    lookup: lookups.floatingIp,
  },
  {
    path: /^\/network\/network(?:\/([^/]+))?(?:\/([a-z_]+))?$/,
    type: 'vpc',
    short: 'vpc',
    lookup: lookups.network,
  },
  {
    path: /^\/network\/firewalls(?:\/([^/]+))?(?:\/([a-z_]+))?$/,
    type: 'firewall',
    short: 'firewall',
    lookup: lookups.firewall,
  },
  {
    path: /^\/network\/load_balancers(?:\/([^/]+))?(?:\/([a-z_]+)(?:\/.*)?)?$/,
    type: 'load_balancer',
    short: 'load_balancer',
    lookup: lookups.loadBalancer,
  },
  {
    path: /^\/user-resource\/service\/package(?:\/([0-9a-fA-F-]{36}))?(?:\/(.+))?$/,
    type: 'managed_service',
    short: 'service',
    lookup: lookups.servicePackage,
  },
  {
    path: /^\/metal\/lease(?:\/([^/]+))?()$/,
    type: 'bare_metal',
    short: 'metal',
    lookup: lookups.metalLease,
  },
  {
    path: /^\/storage\/bucket(?:\/([^/]+))?(?:\/(objects)(?:\/.*)?)?$/,
    type: 'bucket',
    short: 'bucket',
    keyFields: ['name'],
    lookup: lookups.bucket,
  },
]

/** The entity type, action and key of a change, if its route is one of {@link RULES}. */
export function classify(
  method: string,
  path: string,
  input: Record<string, unknown>,
): { rule: Rule; action: string; key: string | null } | null {
  for (const rule of RULES) {
    const m = rule.path.exec(path)
    if (!m) continue
    const fromPath = m[1] ? decodeURIComponent(m[1]) : null
    const verbPath = m[2] ? m[2].replace(/\/.*$/, '') : ''
    const billingMove = method === 'PATCH' && !verbPath && input.billing_account_id !== undefined
    const verb =
      rule.verb ??
      (billingMove ? BILLING_MOVE : null) ??
      (verbPath
        ? `${verbPath}${method === 'DELETE' ? '.delete' : method === 'PATCH' ? '.update' : ''}`
        : (VERBS[method] ?? method.toLowerCase()))
    const fromInput = (rule.keyFields ?? ['uuid']).map((f) => input[f]).find((v) => typeof v === 'string')
    return {
      rule,
      action: `${rule.short}.${verb}`,
      key: fromPath ?? (fromInput as string | undefined) ?? null,
    }
  }
  return null
}

type Ownership = {
  userId: number | null
  billingAccountId: number | null
  name: string | null
  uuid: string | null
}

async function ownershipOf(
  p: Platform,
  lookup: Lookup<unknown> | undefined,
  key: string,
): Promise<Ownership | null> {
  if (!lookup || (lookup.uuidKey && !/^[0-9a-f-]{36}$/i.test(key))) return null
  const row = (await findByKey(p.store.db, lookup, key)) as Record<string, unknown> | undefined
  if (!row) return null
  const name = [row.name, row.label, row.address].find((v) => typeof v === 'string') as string | undefined
  return {
    userId: typeof row.userId === 'number' ? row.userId : null,
    billingAccountId: typeof row.billingAccountId === 'number' ? row.billingAccountId : null,
    name: name ?? null,
    uuid: typeof row.uuid === 'string' ? row.uuid : key,
  }
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The /v1 middleware that records one event per change of a resource (mounted after auth, input and location). */
export function recordActivity(p: Platform): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!MUTATIONS.has(c.req.method)) return next()
    const slug = c.var.location?.slug
    let path = c.req.path.replace(/^\/v1/, '').replace(/\/+$/, '')
    if (slug && path.startsWith(`/${slug}/`)) path = path.slice(slug.length + 1)
    const found = classify(c.req.method, path, c.var.input ?? {})
    if (!found) return next()
    const started = p.clock()
    // A resource the caller may not reach is not theirs to name: the event is then only the caller's own.
    const reachable = (o: Ownership | null) =>
      o && canAccess(c.var.principal, { userId: o.userId ?? -1, billingAccountId: o.billingAccountId })
        ? o
        : null
    const before = reachable(found.key ? await ownershipOf(p, found.rule.lookup, found.key) : null)
    await next()
    try {
      const status = c.res.status
      let answer: Record<string, unknown> = {}
      if ((c.res.headers.get('content-type') ?? '').includes('json')) {
        answer = ((await c.res.clone().json()) as Record<string, unknown> | null) ?? {}
      }
      const answerKey = [answer.uuid, answer.address, answer.name].find((v) => typeof v === 'string') as
        string | undefined
      const after = before ?? reachable(answerKey ? await ownershipOf(p, found.rule.lookup, answerKey) : null)
      const principal = c.var.principal
      const ok = status < 400
      await insertEvent(p.store.db, {
        actorUserId: principal.user.id,
        actorEmail: principal.user.email,
        action: found.action,
        resourceType: found.rule.type,
        resourceUuid: after?.uuid ?? found.key ?? answerKey ?? null,
        resourceName: after?.name ?? null,
        location: found.rule.lookup?.located === false ? null : slug || null,
        // A resource that never existed (a refused create) belongs to whoever tried.
        ownerUserId: after?.userId ?? principal.user.id,
        billingAccountId: after?.billingAccountId ?? null,
        result: ok ? 'ok' : 'failed',
        status,
        message: ok ? null : typeof answer.message === 'string' ? answer.message.slice(0, 500) : null,
        startedAt: started,
        finishedAt: p.clock(),
      })
    } catch (error) {
      // The change happened; a feed entry that could not be written must not turn it into an error.
      p.log({ level: 'error', msg: 'recording an activity event failed', error: String(error) })
    }
  }
}

/** True when the viewer may see the event: the list rule of store/visible.ts for one row. */
export function canSeeEvent(
  viewer: Viewer,
  event: Pick<EventRow, 'ownerUserId' | 'billingAccountId'>,
): boolean {
  if (
    viewer.restrictedBillingAccountId !== null &&
    event.billingAccountId !== viewer.restrictedBillingAccountId
  ) {
    return false
  }
  if (event.ownerUserId === viewer.user.id) return true
  if (event.ownerUserId !== null && viewer.delegatedUserIds.includes(event.ownerUserId)) return true
  return event.billingAccountId !== null && viewer.delegatedBillingAccountIds.includes(event.billingAccountId)
}

/** The wire shape of an event (domain ActivityEventSchema). */
export function toActivityEvent(row: EventRow) {
  return {
    id: row.id,
    actor_user_id: row.actorUserId,
    actor_email: row.actorEmail,
    action: row.action,
    resource_type: row.resourceType,
    resource_uuid: row.resourceUuid,
    resource_name: row.resourceName,
    location: row.location,
    result: row.result,
    status: row.status,
    message: row.message,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt.toISOString(),
  }
}

type Subscriber = (row: EventRow) => void

/** Reads new events from the table while anyone listens and hands them to every subscriber (see the file's head). */
export class EventHub {
  private readonly subscribers = new Set<Subscriber>()
  private timer: NodeJS.Timeout | undefined
  private cursor: number | undefined
  private reading = false

  constructor(private readonly p: Platform) {}

  /** The newest event's id: where a stream without Last-Event-ID starts. */
  head(): Promise<number> {
    return lastEventId(this.p.store.db)
  }

  /** Events after `id` (the resume of a reconnecting stream), oldest first. */
  after(id: number, limit = 500): Promise<EventRow[]> {
    return eventsAfter(this.p.store.db, id, limit)
  }

  /** Listens from event `from` on; returns the unsubscribe. */
  subscribe(from: number, subscriber: Subscriber): () => void {
    this.subscribers.add(subscriber)
    if (this.cursor === undefined || from < this.cursor) this.cursor = from
    if (!this.timer) {
      this.timer = setInterval(() => void this.read(), this.p.settings.eventPollMs)
      this.timer.unref()
    }
    return () => {
      this.subscribers.delete(subscriber)
      if (this.subscribers.size === 0) {
        clearInterval(this.timer)
        this.timer = undefined
        this.cursor = undefined
      }
    }
  }

  private async read(): Promise<void> {
    if (this.reading || this.cursor === undefined) return
    this.reading = true
    try {
      const rows = await eventsAfter(this.p.store.db, this.cursor, 500)
      for (const row of rows) {
        this.cursor = row.id
        for (const subscriber of this.subscribers) subscriber(row)
      }
    } catch (error) {
      this.p.log({ level: 'warn', msg: 'reading activity events failed', error: String(error) })
    } finally {
      this.reading = false
    }
  }
}

const hubs = new WeakMap<Platform, EventHub>()

/** The platform's one event hub. */
export function eventHub(p: Platform): EventHub {
  let hub = hubs.get(p)
  if (!hub) hubs.set(p, (hub = new EventHub(p)))
  return hub
}

/** Re-exported for the routes: who may see what. */
export type { Principal }
