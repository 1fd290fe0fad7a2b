/**
 * Response headers and endpoint restrictions of the HTTP edge (issue 9, adversarial run item 11):
 * - every response (API, console, admin, /api-docs) carries a Content-Security-Policy that allows only this
 *   origin's scripts (the built apps and Swagger UI load theirs from files, no inline script, no CDN), inline
 *   styles (React and Swagger UI set style attributes) and data: images; framing is refused (frame-ancestors
 *   'none' and X-Frame-Options DENY), MIME sniffing off, the referrer kept to this origin;
 * - the customer pages' `connect-src` also allows the analytics sink origin an administrator set (issue 14
 *   /tracking, services/tracking.ts), and only that one; the admin app's pages never get it;
 * - /metrics answers loopback callers only, or anyone with `Authorization: Bearer <METRICS_TOKEN>`.
 */
import { timingSafeEqual } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import type { Settings } from '../settings.js'
import type { AppEnv } from './env.js'
import { WarrenError } from './errors.js'

/** The Content-Security-Policy of every response. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/** The Content-Security-Policy with `connect-src` also allowing `sink` (an https origin), or the strict one. */
export function contentSecurityPolicy(sink: string | null): string {
  if (!sink) return CONTENT_SECURITY_POLICY
  return CONTENT_SECURITY_POLICY.replace("connect-src 'self'", `connect-src 'self' ${sink}`)
}

/** The headers {@link securityHeaders} sets. */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
}

/**
 * Sets {@link SECURITY_HEADERS} on every response, errors and static files included; outside the admin app
 * (`/admin…`, but not `/v1/admin…`) the CSP's `connect-src` also allows `sinkOrigin()` when it gives one.
 */
export function securityHeaders(
  sinkOrigin: () => Promise<string | null> = async () => null,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value)
    if (!/^\/admin(\/|$)/.test(c.req.path)) {
      // An unreadable setting (the store closing) keeps the strict policy.
      const sink = await sinkOrigin().catch(() => null)
      if (sink) c.res.headers.set('Content-Security-Policy', contentSecurityPolicy(sink))
    }
  }
}

type Incoming = { incoming?: { socket?: { remoteAddress?: string } } }

/**
 * The client's address: the socket's peer, or with `trustProxy` the last X-Forwarded-For hop (the address the
 * reverse proxy saw). Null for an in-process request (tests' `app.request`), which has no socket.
 */
export function clientAddress(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((h) => h.trim())
    const last = hops.at(-1)
    if (last) return last
  }
  return (c.env as Incoming | undefined)?.incoming?.socket?.remoteAddress ?? null
}

/** True for 127.0.0.0/8 and ::1 (also as IPv4-mapped IPv6). */
export function isLoopback(address: string): boolean {
  const a = address.replace(/^::ffff:/, '')
  return a === '::1' || /^127\./.test(a)
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Guards /metrics: a bearer token equal to `metricsToken` opens it from anywhere; without one, only loopback
 * callers (and in-process requests) get it; others get 403.
 */
export function metricsGuard(settings: Settings): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const auth = c.req.header('authorization') ?? ''
    const bearer = /^Bearer\s+(.+)$/i.exec(auth)?.[1]
    if (settings.metricsToken && bearer && sameSecret(bearer, settings.metricsToken)) return next()
    const address = clientAddress(c, settings.trustProxy)
    if (address === null || isLoopback(address)) return next()
    throw new WarrenError(403, 'Metrics are available from loopback or with the metrics token')
  }
}
