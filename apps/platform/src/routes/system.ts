/**
 * Operational endpoints outside /v1 (CONTRACTS.md): /healthz, /metrics (Prometheus text).
 */
import type { AppEnv } from '../http/env.js'
import type { Platform } from '../platform.js'
import { ping } from '../store/health.js'
import type { OpenAPIHono } from '@hono/zod-openapi'
import { publicRoutes, returns } from '../http/route.js'
import { apiDocsRoutes } from './api-docs.js'

/**
 * /healthz, /metrics and the API reference (/openapi.json, /api-docs). `app` is the whole application (the API
 * reference reads its routes).
 */
export const systemRoutes = (p: Platform, app: OpenAPIHono<AppEnv>) =>
  publicRoutes()
    .get('/healthz', returns({ 200: '`{"status": "ok"}` when the database answers' }), async (c) => {
      await ping(p.store.db)
      return c.json({ status: 'ok' })
    })
    .get('/metrics', returns({ 200: 'Prometheus text format' }), async (c) => {
      c.header('Content-Type', p.metrics.registry.contentType)
      return c.body(await p.metrics.registry.metrics())
    })
    .route('/', apiDocsRoutes(app))
