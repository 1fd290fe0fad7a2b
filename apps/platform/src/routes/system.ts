/**
 * Operational endpoints outside /v1 (CONTRACTS.md): /healthz, /metrics (Prometheus text).
 */
import { Hono } from 'hono'
import type { AppEnv } from '../http/env.js'
import type { Platform } from '../platform.js'
import { ping } from '../store/health.js'
import { apiDocsRoutes } from './api-docs.js'

/**
 * /healthz, /metrics and the API reference (/openapi.json, /api-docs). `app` is the whole application (the API
 * reference reads its routes).
 */
export const systemRoutes = (p: Platform, app: Hono<AppEnv>) =>
  new Hono<AppEnv>()
    .get('/healthz', async (c) => {
      await ping(p.store.db)
      return c.json({ status: 'ok' })
    })
    .get('/metrics', async (c) => {
      c.header('Content-Type', p.metrics.registry.contentType)
      return c.body(await p.metrics.registry.metrics())
    })
    .route('/', apiDocsRoutes(app))
