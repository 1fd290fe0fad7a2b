/**
 * The ONE admin-only guard (issue 13 "Admin API in the platform"): every route under `/v1/admin/…` answers only
 * administrators. app.ts mounts it once on `/v1/admin/*`, after authentication and before any admin route, so an
 * admin module (modules.ts) cannot forget it. A customer's token or session gets 403 and the route never runs;
 * a restricted token (API-NOTES §1.2: one billing account) is never an administrator's, whoever made it.
 */
import type { MiddlewareHandler } from 'hono'
import { errorTexts } from '@cirrus/domain'
import type { AppEnv, Principal } from './env.js'
import { WarrenError } from './errors.js'

/** The path prefix of the admin API (below /v1); its OpenAPI tag is `admin`. */
export const ADMIN_PREFIX = '/admin'

/** The 403 answer of a non-administrator. */
export const ADMIN_ONLY_MESSAGE = errorTexts.adminOnly

/** True when the principal may use the admin API. */
export function isAdministrator(principal: Principal): boolean {
  return principal.user.isAdmin && principal.restrictedBillingAccountId === null
}

/** Lets administrators through; anyone else gets 403 in Warren's shape. */
export function adminOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isAdministrator(c.var.principal)) throw new WarrenError(403, ADMIN_ONLY_MESSAGE)
    await next()
  }
}
