/**
 * `/graphql` (SPEC §7 "The GraphQL address is derived from the page host": the console and the admin app call
 * `graphqlUrlForPage`, @cirrus/domain): the admin read side as GraphQL, for administrators only.
 *
 * - POST /graphql (and GET with `?query=`): graphql-yoga executing graphql/schema.ts. The caller authenticates
 *   like /v1 (http/auth.ts: apikey header, or the session cookie plus `X-Cirrus-Client` on POST); anyone who is
 *   not an administrator (the admin guard's rule, http/admin.ts `isAdministrator`) gets 403
 *   {"message":"Only for administrative users"} before the query is read.
 * - Depth and cost limits (graphql/limits.ts, graphql-armor) refuse a query before it runs.
 * - GET /graphql from a browser (Accept: text/html, no query): the offline explorer (graphql/explorer.ts);
 *   GET /graphql/explorer/{file}: its files, from npm packages.
 */
import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ADMIN_ONLY_MESSAGE, isAdministrator } from '../http/admin.js'
import { authMiddleware } from '../http/auth.js'
import type { AppEnv } from '../http/env.js'
import { NO_ROUTE_MESSAGE, WarrenError } from '../http/errors.js'
import { publicRoutes, returns } from '../http/route.js'
import type { Platform } from '../platform.js'
import { EXPLORER_PAGE, explorerFile } from './explorer.js'
import type { createGraphqlYoga } from './yoga.js'

/** The GraphQL routes of the platform, mounted at the root (app.ts). */
export function graphqlRoutes(p: Platform) {
  // The engine is loaded on the first call (graphql/yoga.ts): idle servers do not hold it (issue 17).
  let yoga: Promise<ReturnType<typeof createGraphqlYoga>> | undefined
  const engine = () => (yoga ??= import('./yoga.js').then((m) => m.createGraphqlYoga()))
  const authenticate = authMiddleware(p)
  const limit = bodyLimit({
    maxSize: p.settings.bodyLimitBytes,
    onError: () => {
      throw new WarrenError(413, 'Request body too large')
    },
  })
  const execute = async (c: Context<AppEnv>) => {
    const principal = c.var.principal
    if (!isAdministrator(principal)) throw new WarrenError(403, ADMIN_ONLY_MESSAGE)
    return (await engine()).fetch(c.req.raw, { graph: { db: p.store.db, principal, now: p.clock() } })
  }
  const wantsExplorer = (c: Context<AppEnv>) =>
    c.req.query('query') === undefined && (c.req.header('accept') ?? '').includes('text/html')

  return publicRoutes()
    .get('/graphql/explorer/:file', returns({ 200: 'A file of the GraphQL explorer' }), async (c) => {
      const file = await explorerFile(c.req.param('file'))
      if (!file) throw new WarrenError(404, NO_ROUTE_MESSAGE)
      return c.body(file.body, 200, { 'Content-Type': file.type, 'Cache-Control': 'public, max-age=3600' })
    })
    .get(
      '/graphql',
      returns({ 200: 'The GraphQL explorer (HTML), or the result of a query given as ?query=' }),
      authenticate,
      async (c) => {
        if (!isAdministrator(c.var.principal)) throw new WarrenError(403, ADMIN_ONLY_MESSAGE)
        return wantsExplorer(c) ? c.html(EXPLORER_PAGE) : execute(c)
      },
    )
    .post('/graphql', returns({ 200: 'The GraphQL result (admin read side)' }), authenticate, limit, execute)
}
