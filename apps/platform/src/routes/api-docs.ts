/**
 * The API reference (CONTRACTS.md): `/openapi.json` (http/openapi.ts, built from the app's own routes) and
 * `/api-docs`, Swagger UI served from the swagger-ui-dist package's files, so it works offline: no CDN, the
 * online spec validator switched off (`validatorUrl: null`); install-time analytics of its @scarf/scarf
 * dependency are disabled by `scarfSettings` in the root package.json (PLATFORM-NOTES.md).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { Hono } from 'hono'
import type { AppEnv } from '../http/env.js'
import { NO_ROUTE_MESSAGE, WarrenError } from '../http/errors.js'
import { buildOpenApi } from '../http/openapi.js'

/** The swagger-ui-dist files the page uses, with their content types. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'index.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-16x16.png': 'image/png',
  'favicon-32x32.png': 'image/png',
}

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Cirrus API reference</title>
    <link rel="stylesheet" href="/api-docs/swagger-ui.css" />
    <link rel="stylesheet" href="/api-docs/index.css" />
    <link rel="icon" type="image/png" href="/api-docs/favicon-32x32.png" sizes="32x32" />
    <link rel="icon" type="image/png" href="/api-docs/favicon-16x16.png" sizes="16x16" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api-docs/swagger-ui-bundle.js"></script>
    <script src="/api-docs/swagger-ui-standalone-preset.js"></script>
    <script src="/api-docs/swagger-initializer.js"></script>
  </body>
</html>
`

// The document of this server; `validatorUrl: null` keeps Swagger UI from calling validator.swagger.io.
const INITIALIZER = `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: '/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: 'StandaloneLayout',
  })
}
`

/** `/openapi.json` and `/api-docs` for `app` (the whole application, read when first asked). */
export const apiDocsRoutes = (app: Hono<AppEnv>) => {
  const root = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
  const files = new Map<string, Buffer>()
  let document: Record<string, unknown> | undefined
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => c.json((document ??= buildOpenApi(app))))
    .get('/api-docs', (c) => c.html(PAGE))
    .get('/api-docs/swagger-initializer.js', (c) =>
      c.body(INITIALIZER, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
    )
    .get('/api-docs/:file', (c) => {
      const name = c.req.param('file')
      const type = ASSETS[name]
      if (!type) throw new WarrenError(404, NO_ROUTE_MESSAGE)
      let body = files.get(name)
      if (!body) {
        body = readFileSync(join(root, name))
        files.set(name, body)
      }
      return c.body(new Uint8Array(body), 200, {
        'Content-Type': type,
        'Cache-Control': 'public, max-age=86400',
      })
    })
}
