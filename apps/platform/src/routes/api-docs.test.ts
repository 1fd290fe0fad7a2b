import { describe, expect, it } from 'vitest'
import { call, usePlatform } from '../../test/helpers.js'
import { openApiPath } from '../http/route.js'

const t = usePlatform()

type Operation = {
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> }
  parameters?: { name: string; in: string }[]
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>
}

describe('OpenAPI document (/openapi.json)', () => {
  it('lists every route the app has mounted, with its path parameters', async () => {
    const res = await call(t.app, 'GET', '/openapi.json')
    expect(res.status).toBe(200)
    expect(res.body.openapi).toBe('3.1.0')
    // Straight from Hono's route table (method routes; `ALL` entries are middleware), not a hand-written list.
    const mounted = [
      ...new Map(
        t.app.routes.filter((r) => r.method !== 'ALL').map((r) => [`${r.method} ${r.path}`, r]),
      ).values(),
    ]
    expect(mounted.length).toBeGreaterThan(100)
    for (const { method, path } of mounted) {
      const { path: documented, params } = openApiPath(path)
      const operation: Operation | undefined = res.body.paths[documented]?.[method.toLowerCase()]
      expect(operation, `${method} ${path}`).toBeDefined()
      expect((operation!.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name)).toEqual(
        params.map(([name]) => name),
      )
    }
    const documentedCount = Object.values(res.body.paths as Record<string, object>).reduce(
      (n, ops) => n + Object.keys(ops).length,
      0,
    )
    expect(documentedCount).toBe(mounted.length)
    const ids = Object.values(
      res.body.paths as Record<string, Record<string, { operationId: string }>>,
    ).flatMap((ops) => Object.values(ops).map((op) => op.operationId))
    expect(new Set(ids).size, 'operationIds are unique').toBe(documentedCount)
    for (const known of ['/v1/network/firewalls', '/v1/user-resource/vm', '/openapi.json', '/auth/sign-in']) {
      expect(res.body.paths).toHaveProperty([known])
    }
  })

  it('describes inputs with the domain schemas and responses with the Warren entities', async () => {
    const { body } = await call(t.app, 'GET', '/openapi.json')
    const create: Operation = body.paths['/v1/network/firewalls'].post
    const schema = create.requestBody!.content['application/json']!.schema
    expect(Object.keys(schema.properties!)).toEqual(
      expect.arrayContaining(['display_name', 'billing_account_id', 'description', 'rules']),
    )
    expect(create.requestBody!.content).toHaveProperty(['application/x-www-form-urlencoded'])
    const list: Operation = body.paths['/v1/network/ip_addresses'].get
    expect(list.parameters!.map((p) => `${p.in}:${p.name}`)).toEqual([
      'query:billing_account_id',
      'query:vm_uuid',
    ])
    expect(list.responses['200']!.content!['application/json']!.schema).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/FloatingIp' },
    })
    expect(body.components.schemas.FloatingIp.properties).toHaveProperty('assigned_to_private_ip')
    expect(body.paths['/v1/network/firewalls/{uuid}'].delete.responses).toHaveProperty('204')
    expect(body.paths['/v1/storage/disks'].post.responses).toHaveProperty('201')
    const refs = JSON.stringify(body).match(/#\/components\/schemas\/\w+/g) ?? []
    for (const ref of new Set(refs))
      expect(body.components.schemas, ref).toHaveProperty([ref.split('/').at(-1)!])
  })
})

describe('offline API reference (/api-docs)', () => {
  it('serves Swagger UI from local files only, pointed at /openapi.json', async () => {
    const page = await call(t.app, 'GET', '/api-docs/')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!)
    expect(sources.length).toBeGreaterThan(3)
    for (const source of sources) {
      expect(source.startsWith('/api-docs/'), source).toBe(true)
      const asset = await call(t.app, 'GET', source)
      expect(asset.status, source).toBe(200)
    }
    const bundle = await call(t.app, 'GET', '/api-docs/swagger-ui-bundle.js')
    expect(bundle.headers.get('content-type')).toContain('javascript')
    expect(bundle.text.length).toBeGreaterThan(100_000)
    const init = await call(t.app, 'GET', '/api-docs/swagger-initializer.js')
    expect(init.text).toContain("url: '/openapi.json'")
    expect(init.text).toContain('validatorUrl: null')
    expect((await call(t.app, 'GET', '/api-docs/package.json')).status).toBe(404)
  })
})
