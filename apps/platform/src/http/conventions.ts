/**
 * Warren's HTTP conventions (API-NOTES §1, §15, §16) as middleware, applied in this order by app.ts:
 * correlation id → request log + metrics → input → (under /v1) auth → location.
 */
import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { AppEnv, LocationRow } from './env.js'
import { NO_ROUTE_MESSAGE, WarrenError } from './errors.js'
import { listLocations } from '../store/locations.js'
import type { Db } from '../store/store.js'

/** Header Warren puts on every response (API-NOTES §1.4). */
export const CORRELATION_HEADER = 'X-Warren-Correlation-Id'

/** Sets `c.var.correlationId` (the caller's, if it sent one) and echoes it on the response. */
export function correlationMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = c.req.header(CORRELATION_HEADER)
    const id = given && /^[\w.:-]{1,100}$/.test(given) ? given : randomUUID()
    c.set('correlationId', id)
    c.header(CORRELATION_HEADER, id)
    await next()
    // On the answer's own headers (an error answer was made without the prepared ones): `c.header()` on a
    // finished answer copies it into a new Response, which made Node build a full Fetch Response (undici's
    // extractBody) for every answer (issue 17 profile).
    c.res.headers.set(CORRELATION_HEADER, id)
  }
}

/** Request counters and durations for /metrics (Prometheus text). One registry per app. */
export class Metrics {
  readonly registry = new Registry()
  readonly requests = new Counter({
    name: 'cirrus_http_requests_total',
    help: 'HTTP requests by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  })
  readonly durations = new Histogram({
    name: 'cirrus_http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  })
  /** Operations this process finished, by kind and outcome (the admin monitoring page charts the rate). */
  readonly operations = new Counter({
    name: 'cirrus_operations_total',
    help: 'Operations finished by kind and status (done, failed)',
    labelNames: ['kind', 'status'] as const,
    registers: [this.registry],
  })
  /** The process's resident memory, read when /metrics is (the admin monitoring page charts it). */
  readonly rss = new Gauge({
    name: 'cirrus_process_resident_memory_bytes',
    help: 'Resident memory of the platform process in bytes',
    registers: [this.registry],
    collect() {
      this.set(process.memoryUsage.rss())
    },
  })
}

/** One JSON log line per request with its correlation id, and the request metrics. */
export function logMiddleware(
  metrics: Metrics,
  log: ((line: Record<string, unknown>) => void) | null,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const start = performance.now()
    await next()
    const seconds = (performance.now() - start) / 1000
    // The matched route pattern keeps label cardinality bounded; unmatched paths share one label. The first
    // matching handler (not middleware) is the one that answered: later catch-alls only match on paper.
    const matched = c.req.matchedRoutes.find((r) => r.method !== 'ALL')?.path
    const route = matched ?? 'unmatched'
    const labels = { method: c.req.method, route, status: String(c.res.status) }
    metrics.requests.inc(labels)
    metrics.durations.observe(labels, seconds)
    log?.({
      time: new Date().toISOString(),
      level: c.res.status >= 500 ? 'error' : 'info',
      msg: 'request',
      correlation_id: c.var.correlationId,
      method: c.req.method,
      path: c.req.path,
      route,
      status: c.res.status,
      duration_ms: Math.round(seconds * 100_000) / 100,
      user_id: c.var.principal?.user.id ?? null,
    })
  }
}

/**
 * Path normalisation for Hono's `getPath`: trailing slashes are tolerated (API-NOTES §16) and the optional
 * location slug after /v1 (§1.1) is removed, so each route is registered once. `prefixes` are the first path
 * segments of the /v1 routes (filled by app.ts after every module is mounted): any other first segment is a
 * location slug, checked by {@link locationMiddleware}.
 */
export function normalisePath(path: string, prefixes: ReadonlySet<string>): string {
  let p = path.length > 1 ? path.replace(/\/+$/, '') : path
  if (p === '') p = '/'
  if (p.startsWith('/v1/')) {
    const rest = p.slice(4)
    const slash = rest.indexOf('/')
    const first = slash === -1 ? rest : rest.slice(0, slash)
    if (!prefixes.has(first) && slash !== -1) p = '/v1' + rest.slice(slash)
  }
  return p
}

/** The slug in a raw /v1 path, if its first segment is not a known route prefix. */
export function slugOf(path: string, prefixes: ReadonlySet<string>): string | null {
  const m = /^\/v1\/([^/]+)\/./.exec(path)
  if (!m || prefixes.has(m[1]!)) return null
  return decodeURIComponent(m[1]!)
}

const NO_LOCATION: LocationRow = {
  slug: '',
  displayName: '',
  isDefault: true,
  isPreferred: false,
  isPublished: false,
  description: '',
  orderNr: 0,
  countryCode: '',
}

let locationsVersion = 0

/** Drops every cached location list of this process at once (an admin changed a location). */
export function locationsChanged(): void {
  locationsVersion++
}

/**
 * Resolves the location of a /v1 request: the slug in the path, or the default location. An unknown slug is
 * Kong's 404 (API-NOTES §1.1); so is a location closed to customers (`is_published` false) for anyone but an
 * administrator (issue 13 /locations). Locations are cached for a few seconds (they rarely change; an admin
 * change in this process drops the cache at once, {@link locationsChanged}).
 */
export function locationMiddleware(db: Db, prefixes: ReadonlySet<string>): MiddlewareHandler<AppEnv> {
  let cache: { at: number; version: number; rows: LocationRow[] } | undefined
  const load = async () => {
    if (!cache || cache.version !== locationsVersion || Date.now() - cache.at > 5_000) {
      cache = { at: Date.now(), version: locationsVersion, rows: await listLocations(db) }
    }
    return cache.rows
  }
  return async (c, next) => {
    const all = await load()
    const rows = c.var.principal?.user.isAdmin ? all : all.filter((l) => l.isPublished)
    const slug = slugOf(new URL(c.req.url).pathname, prefixes)
    const location = slug ? rows.find((l) => l.slug === slug) : (rows.find((l) => l.isDefault) ?? rows[0])
    if (slug && !location) throw new WarrenError(404, NO_ROUTE_MESSAGE)
    // A platform without locations still answers the calls that are not location-scoped.
    c.set('location', location ?? NO_LOCATION)
    await next()
  }
}
