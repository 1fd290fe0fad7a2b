/**
 * Builds the platform's Hono app from a store and options. Opens no port (server.ts does); tests call
 * `app.request()` against a fresh store (STYLE.md "A platform route").
 *
 * Middleware order: correlation id → request log + metrics → input (form/JSON/query) → under /v1: auth (401/403
 * before route matching) → location (unknown slug 404). One error function (http/errors.ts) shapes every error.
 */
import { OpenAPIHono } from '@hono/zod-openapi'
import { HTTPException } from 'hono/http-exception'
import { getPath } from 'hono/utils/url'
import { ZodError } from 'zod'
import { ADMIN_PREFIX, adminOnly } from './http/admin.js'
import { authMiddleware } from './http/auth.js'
import { inputMiddleware } from './http/body.js'
import { pathGuard } from './http/limits.js'
import { codeOf, describeError } from './http/redact.js'
import { metricsGuard, securityHeaders } from './http/security.js'
import { apiRateLimit } from './http/throttle.js'
import {
  correlationMiddleware,
  locationMiddleware,
  logMiddleware,
  normalisePath,
} from './http/conventions.js'
import type { AppEnv } from './http/env.js'
import { NO_ROUTE_MESSAGE, WarrenError, validationError } from './http/errors.js'
import { createPlatform, type Platform, type PlatformOptions } from './platform.js'
import { authRoutes } from './routes/auth.js'
import { graphqlRoutes } from './graphql/routes.js'
import { systemRoutes } from './routes/system.js'
import { serveBuiltApps, type StaticRoots } from './http/static.js'
import { S3_PREFIX, isRawObjectUpload } from './s3/paths.js'
import { s3Routes } from './s3/routes.js'
import { periodicTask } from './services/periodic.js'
import { recordActivity } from './services/activity.js'
import { trackingOrigin } from './services/tracking.js'
import type { Store } from './store/store.js'

/** Options of {@link createApp}. */
export type AppOptions = PlatformOptions & {
  /** Built single-page apps to serve (`npm start`): console at /, admin at /admin. */
  staticRoots?: StaticRoots
}

/** The Hono app with its platform (services, operation runner, metering) attached. */
export type PlatformApp = OpenAPIHono<AppEnv> & { platform: Platform }

/** Builds the app from the platform's resource modules (modules.ts). Call `app.platform.start()` to run background work (the server does). */
export function createApp(store: Store, options: AppOptions = {}): PlatformApp {
  const platform = createPlatform(store, options)
  platform.background.push(periodicTask(platform))
  // First path segments of the /v1 routes; any other segment after /v1 is a location slug (API-NOTES §1.1).
  const prefixes = new Set<string>()
  // An OpenAPIHono: mounting a route module (http/route.ts) also merges its documentation into the app's registry.
  const app = new OpenAPIHono<AppEnv>({ getPath: (request) => normalisePath(getPath(request), prefixes) })

  app.use('*', correlationMiddleware())
  app.use(
    '*',
    securityHeaders(() => trackingOrigin(store)),
  )
  app.use('*', logMiddleware(platform.metrics, platform.settings.requestLog ? platform.log : null))
  // The S3 endpoint answers before the Warren guards: its own auth (SigV4), errors (XML) and streamed bodies.
  app.route(S3_PREFIX, s3Routes(platform))
  app.use('*', pathGuard())
  // GraphQL reads its own body (graphql-yoga), so it answers before the input middleware below reads it.
  app.route('/', graphqlRoutes(platform))
  // Under /v1 the body is read only after authentication (an anonymous body gets its 401 unread).
  const input = inputMiddleware(platform.settings.bodyLimitBytes)
  app.use('*', (c, next) => (/^\/v1(\/|$)/.test(c.req.path) ? next() : input(c, next)))

  app.onError((error, c) => {
    if (error instanceof WarrenError) return c.json(error.body(), error.status)
    if (error instanceof ZodError) {
      const failure = validationError(error)
      return c.json(failure.body(), failure.status)
    }
    if (error instanceof HTTPException) {
      // Hono's own 400s (e.g. a malformed body) become Warren JSON instead of plain text (PLATFORM-NOTES.md).
      const message = error.message || 'Bad request'
      return c.json({ message, errors: { Error: message } }, error.status)
    }
    // A value PostgreSQL cannot take (class 22 "data exception", 54000 "program limit", e.g. an index entry too
    // big) is the caller's input: a 400, never a 500. The input layer (http/limits.ts) catches the known cases.
    const code = codeOf(error)
    if (code && (code.startsWith('22') || code === '54000')) {
      return c.json({ message: 'Invalid input', errors: { Error: 'Invalid input' } }, 400)
    }
    // Never the error's own text whole: a failed query lists its parameters (secrets; http/redact.ts).
    platform.log({
      level: 'error',
      msg: 'unhandled error',
      correlation_id: c.var.correlationId,
      ...describeError(error),
    })
    return c.json({ message: 'Internal server error', errors: { Error: 'Internal server error' } }, 500)
  })
  app.notFound((c) => c.json({ message: NO_ROUTE_MESSAGE, errors: { Error: NO_ROUTE_MESSAGE } }, 404))

  app.use('/metrics', metricsGuard(platform.settings))
  app.route('/', systemRoutes(platform, app))
  app.route('/', authRoutes(platform))

  app.use('/v1/*', authMiddleware(platform))
  app.use('/v1/*', apiRateLimit(platform.settings.apiRequestsPerMinute))
  app.use('/v1/*', (c, next) => (isRawObjectUpload(c.req.method, c.req.path) ? next() : input(c, next)))
  app.use('/v1/*', locationMiddleware(store.db, prefixes))
  // The one admin guard (http/admin.ts): every admin route of every module answers administrators only.
  app.use(`/v1${ADMIN_PREFIX}/*`, adminOnly())
  // Every change of a resource becomes an activity event (services/activity.ts, issue 18).
  app.use('/v1/*', recordActivity(platform))
  for (const module of platform.modules) if (module.routes) app.route('/v1', module.routes(platform))

  for (const route of app.routes) {
    const m = /^\/v1\/([^/:*]+)\//.exec(route.path)
    if (m) prefixes.add(m[1]!)
  }

  if (options.staticRoots) serveBuiltApps(app, options.staticRoots)
  return Object.assign(app, { platform })
}
