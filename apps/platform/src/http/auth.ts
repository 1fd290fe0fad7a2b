/**
 * Authentication of /v1 (API-NOTES §1.2, §16; CONTRACTS.md):
 * - `apikey` header: unknown → 403 {"message":"Invalid authentication credentials"};
 * - else the `cirrus_session` cookie; a cookie-authenticated unsafe request must carry `X-Cirrus-Client: console`
 *   (a cross-site form cannot set a header), else 403;
 * - a suspended user (an administrator set `users.suspended_at`) → 403 {"message":"This user is suspended. …"};
 * - neither → 401 {"message":"No API key found in request"}, before route matching (a 404 there would read as
 *   "location not found" to one client library).
 */
import type { MiddlewareHandler } from 'hono'
import { errorTexts } from '@cirrus/domain'
import { getCookie } from 'hono/cookie'
import { extendPrincipal } from '../access.js'
import type { Platform } from '../platform.js'
import { principalFromApiKey, principalFromSession } from '../services/accounts.js'
import type { AppEnv } from './env.js'
import { WarrenError } from './errors.js'

/** Name of the console session cookie (CONTRACTS.md). */
export const SESSION_COOKIE = 'cirrus_session'
/** The CSRF header and its value (CONTRACTS.md). */
export const CLIENT_HEADER = 'X-Cirrus-Client'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Requires an API key or a session; sets `c.var.principal`. */
export function authMiddleware(p: Platform): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const apikey = c.req.header('apikey')
    let principal
    if (apikey !== undefined && apikey !== '') {
      principal = await principalFromApiKey(p, apikey)
      if (!principal) throw new WarrenError(403, 'Invalid authentication credentials')
    } else {
      const cookie = getCookie(c, SESSION_COOKIE)
      principal = cookie ? await principalFromSession(p, cookie) : null
      if (!principal) throw new WarrenError(401, 'No API key found in request')
      if (!SAFE_METHODS.has(c.req.method) && c.req.header(CLIENT_HEADER) !== 'console') {
        throw new WarrenError(403, `Missing ${CLIENT_HEADER} header`)
      }
    }
    // An administrator suspended this user (issue 13): every call of theirs is refused, by token or session.
    if (principal.user.suspendedAt) throw new WarrenError(403, errorTexts.userSuspended)
    await extendPrincipal(p.store.db, principal, p.principalExtensions)
    c.set('principal', principal)
    await next()
  }
}
