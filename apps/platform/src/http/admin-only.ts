/**
 * The administrators-only check of the infrastructure and pricing admin routes (issue 13): a customer's token or
 * session gets 403 before the input is read, and nothing changes. Passed first in each route's handlers.
 * (Interim: replaced by the platform's admin guard once that is in.)
 */
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './env.js'
import { WarrenError } from './errors.js'

/** Refuses anyone who is not an administrator with 403. */
export const adminOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.principal.user.isAdmin) throw new WarrenError(403, 'Only for administrative users')
  await next()
}
