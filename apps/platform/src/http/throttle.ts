/**
 * Rate limits of the HTTP edge (issue 9, adversarial run items 7 and 8), in memory and per process (documented in
 * the README: N processes allow N times the budget; no table, no cross-process state):
 * - sign-in, sign-up and password change: attempts per account (email) and per client address in a window, counted
 *   BEFORE the password hash is computed, so a flood costs no scrypt time (routes/auth.ts);
 * - the /v1 API: requests per minute per account ({@link apiRateLimit}).
 * Past a limit: 429 in Warren's error shape with `Retry-After` (seconds).
 */
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from './env.js'
import { WarrenError } from './errors.js'

/** Fixed-window counters by key. */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit on `key`; returns 0 when allowed, else the seconds until the window ends. */
  take(key: string): number {
    const now = this.now()
    let window = this.windows.get(key)
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= 10_000) this.sweep(now)
      window = { count: 0, resetAt: now + this.windowMs }
      this.windows.set(key, window)
    }
    if (window.count >= this.limit) return Math.max(1, Math.ceil((window.resetAt - now) / 1000))
    window.count++
    return 0
  }

  /** Forgets `key` (a successful sign-in clears its account's failures). */
  reset(key: string): void {
    this.windows.delete(key)
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key)
  }
}

/** Sets Retry-After and returns the 429 to throw. */
export function tooManyRequests(c: Context, seconds: number): WarrenError {
  c.header('Retry-After', String(seconds))
  return new WarrenError(429, `Too many requests: try again in ${seconds} seconds`)
}

/** Throws a 429 when any of the keys is over its limiter's budget (every limiter counts the attempt). */
export function throttle(c: Context, checks: [RateLimiter, string][]): void {
  const waits = checks.map(([limiter, key]) => limiter.take(key))
  const wait = Math.max(...waits)
  if (wait > 0) throw tooManyRequests(c, wait)
}

/** Middleware after authentication: at most `perMinute` /v1 requests per account (0 = no limit). */
export function apiRateLimit(perMinute: number): MiddlewareHandler<AppEnv> {
  const limiter = new RateLimiter(perMinute, 60_000)
  return async (c, next) => {
    if (perMinute > 0) throttle(c, [[limiter, `user:${c.var.principal.user.id}`]])
    await next()
  }
}
