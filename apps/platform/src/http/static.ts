/**
 * Serving the built single-page apps (`npm start`, ARCHITECTURE.md): the console from apps/console/dist at / and
 * the admin app from apps/admin/dist at /admin, each with a fallback to its index.html for client-side routes.
 * API paths never fall back to a page.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Hono } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'
import type { AppEnv } from './env.js'
import { NO_ROUTE_MESSAGE } from './errors.js'

/** Folders of built apps; a missing folder is skipped. */
export type StaticRoots = { console?: string; admin?: string }

const API_PATH = /^\/(v1|auth|healthz|metrics|api-docs|openapi\.json)(\/|$)/

function indexHtml(root: string): () => string {
  // Read per request in development would be slower; the build is immutable while the server runs.
  let cached: string | undefined
  return () => (cached ??= readFileSync(join(root, 'index.html'), 'utf8'))
}

/** Adds static files and SPA fallbacks for the roots that exist. */
export function serveBuiltApps(app: Hono<AppEnv>, roots: StaticRoots): void {
  const admin = roots.admin && existsSync(join(roots.admin, 'index.html')) ? roots.admin : undefined
  const consoleRoot =
    roots.console && existsSync(join(roots.console, 'index.html')) ? roots.console : undefined
  if (admin) {
    const index = indexHtml(admin)
    app.use(
      '/admin/*',
      serveStatic({ root: admin, rewriteRequestPath: (p) => p.replace(/^\/admin/, '') || '/' }),
    )
    app.get('/admin', (c) => c.html(index()))
    app.get('/admin/*', (c) => c.html(index()))
  }
  if (consoleRoot) {
    const index = indexHtml(consoleRoot)
    app.use('*', async (c, next) =>
      API_PATH.test(c.req.path) ? next() : serveStatic({ root: consoleRoot })(c, next),
    )
    app.get('*', (c) =>
      API_PATH.test(c.req.path)
        ? c.json({ message: NO_ROUTE_MESSAGE, errors: { Error: NO_ROUTE_MESSAGE } }, 404)
        : c.html(index()),
    )
  }
}
