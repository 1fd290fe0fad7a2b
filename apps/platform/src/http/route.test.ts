/**
 * Route declarations document themselves (http/route.ts): `takes` validates the Warren way and documents the same
 * schema, `returns` only documents, and a route declared without either cannot be mounted.
 */
import { OpenAPIHono, z } from '@hono/zod-openapi'
import { describe, expect, it } from 'vitest'
import { formInt, formString } from '@cirrus/domain'
import { inputMiddleware } from './body.js'
import type { AppEnv } from './env.js'
import { WarrenError } from './errors.js'
import { apiRoutes, openApiPath, publicRoutes, returns, returnsEmpty, takes } from './route.js'

const Thing = z.object({ id: z.string(), size: z.number() }).openapi('Thing')
const ThingInput = z.object({ size: formInt(), name: formString().optional() })

/** A small app wired like app.ts: input read by http/body.ts, Warren errors as JSON, modules under /v1. */
function smallApp() {
  const app = new OpenAPIHono<AppEnv>()
  app.use('*', inputMiddleware(10_000))
  app.onError((error, c) =>
    error instanceof WarrenError ? c.json(error.body(), error.status) : c.json({ crash: String(error) }, 500),
  )
  const things = apiRoutes()
    .get('/things', returns([Thing]), (c) => c.json([]))
    .post('/things/:id{[0-9]+}', takes(ThingInput, { 201: Thing }), (c) =>
      c.json({ id: c.req.param('id'), size: c.req.valid('json').size }, 201),
    )
    .delete('/things/:id', returnsEmpty, (c) => c.body(null, 200))
  app.route('/v1', things)
  return app
}

const document = (app: OpenAPIHono<AppEnv>) =>
  app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 't', version: '1' } }) as unknown as {
    paths: Record<string, Record<string, Record<string, unknown>>>
  }

describe('route declarations (http/route.ts)', () => {
  it('refuses to mount a route that does not say what it takes or returns', () => {
    expect(() => apiRoutes().get('/undocumented', (c) => c.json([]))).toThrow(
      'GET /undocumented: declare what it takes or returns',
    )
    expect(() =>
      publicRoutes().post('/twice', returns(Thing), takes(ThingInput, Thing), (c) => c.json({})),
    ).toThrow('POST /twice')
  })

  it('validates with the domain schema the Warren way: form and JSON alike, Warren errors, no library validator', async () => {
    const app = smallApp()
    const form = await app.request('/v1/things/7', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'size=3',
    })
    expect(form.status).toBe(201)
    expect(await form.json()).toEqual({ id: '7', size: 3 })
    const json = await app.request('/v1/things/7?size=4', { method: 'POST' })
    expect(await json.json()).toEqual({ id: '7', size: 4 })
    const invalid = await app.request('/v1/things/7', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"size":"many"}',
    })
    expect(invalid.status).toBe(400)
    const body = (await invalid.json()) as { message: string; errors: Record<string, string> }
    expect(Object.keys(body.errors)).toEqual(['size'])
  })

  it('documents each route under its mount path with the schemas it was declared with', () => {
    const app = smallApp()
    const { paths } = document(app)
    expect(Object.keys(paths).sort()).toEqual(['/v1/things', '/v1/things/{id}'])
    const create = paths['/v1/things/{id}']!.post!
    expect(create.parameters).toEqual([
      { schema: { type: 'string', pattern: '^(?:[0-9]+)$' }, required: true, name: 'id', in: 'path' },
    ])
    const content = (create.requestBody as { content: Record<string, { schema: { properties: object } }> })
      .content
    expect(Object.keys(content)).toEqual(['application/json', 'application/x-www-form-urlencoded'])
    expect(Object.keys(content['application/json']!.schema.properties)).toEqual(['size', 'name'])
    const responses = create.responses as Record<string, { content?: Record<string, { schema: unknown }> }>
    expect(responses['201']!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/Thing',
    })
    expect(Object.keys(responses).sort()).toEqual(['201', '400', '401', '403', '404'])
    const list = paths['/v1/things']!.get!.responses as typeof responses
    expect(list['200']!.content!['application/json']!.schema).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/Thing' },
    })
    expect(paths['/v1/things/{id}']!.delete!.responses).toHaveProperty(['200', 'description'], 'Empty body')
  })

  it('does not mount the returns() marker: only the handler runs', () => {
    const app = smallApp()
    expect(app.routes.filter((r) => r.path === '/v1/things' && r.method === 'GET')).toHaveLength(1)
  })

  it('turns Hono paths into OpenAPI paths', () => {
    expect(openApiPath('/token/:id{[0-9]+}/x/:uuid')).toEqual({
      path: '/token/{id}/x/{uuid}',
      params: [
        ['id', '[0-9]+'],
        ['uuid', undefined],
      ],
    })
  })
})
