/**
 * What a restricted token (one bound to a billing account, API-NOTES §1.2) may reach beyond canAccess
 * (access.ts): only what its billing account owns (issue 9, adversarial run item 6). User-wide resources that
 * belong to no billing account — S3 credentials, SSH keys — are refused with 403 ({@link userWideOnly}); of the
 * user's API tokens it sees and revokes only the restricted tokens of its own billing account
 * ({@link tokensInScope}), never a global one.
 */
import type { MiddlewareHandler } from 'hono'
import type { TokenScope } from '../store/api-tokens.js'
import type { AppEnv, Principal } from './env.js'
import { WarrenError } from './errors.js'

/** The 403 of a restricted token on a user-wide resource. */
export const RESTRICTED_TOKEN_MESSAGE = 'A token restricted to a billing account cannot use this resource'

/** Middleware of user-wide routes: a restricted token gets 403 before the handler runs. */
export function userWideOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.var.principal.restrictedBillingAccountId !== null) {
      throw new WarrenError(403, RESTRICTED_TOKEN_MESSAGE)
    }
    await next()
  }
}

/** The API tokens a principal may list or revoke (the condition is built in store/api-tokens.ts). */
export function tokensInScope(principal: Principal): TokenScope {
  return { userId: principal.user.id, restrictedBillingAccountId: principal.restrictedBillingAccountId }
}
