import { describe, expect, it } from 'vitest'
import { call, usePlatform } from '../../test/helpers.js'
import { parseForm } from './body.js'
import { normalisePath, slugOf } from './conventions.js'

const t = usePlatform()
const prefixes = new Set(['user-resource', 'config', 'storage'])

describe('path normalisation (API-NOTES §1.1, §16)', () => {
  it('drops a trailing slash and the location slug', () => {
    expect(normalisePath('/v1/tll01/user-resource/vm/list/', prefixes)).toBe('/v1/user-resource/vm/list')
    expect(normalisePath('/v1/config/locations', prefixes)).toBe('/v1/config/locations')
    expect(normalisePath('/', prefixes)).toBe('/')
    expect(slugOf('/v1/jhv02/storage/disks', prefixes)).toBe('jhv02')
    expect(slugOf('/v1/storage/disks', prefixes)).toBeNull()
  })
})

describe('form parsing (API-NOTES §1.3)', () => {
  it('makes repeated keys a list and reads + and %20 as spaces', () => {
    expect(parseForm('public_keys=a&public_keys=b&name=x+y&d=p%20q')).toEqual({
      public_keys: ['a', 'b'],
      name: 'x y',
      d: 'p q',
    })
  })
})

describe('Warren conventions', () => {
  it('answers 401 without a key before route matching, also for unknown routes', async () => {
    for (const path of ['/v1/user-resource/user', '/v1/nowhere/at/all', '/v1/zz99/user-resource/user']) {
      const res = await call(t.app, 'GET', path)
      expect(res.status).toBe(401)
      expect(res.body).toEqual({
        message: 'No API key found in request',
        errors: { Error: 'No API key found in request' },
      })
    }
  })

  it('answers 403 for an invalid key', async () => {
    const res = await call(t.app, 'GET', '/v1/user-resource/user', { token: 'not-a-token' })
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('Invalid authentication credentials')
  })

  it('sets X-Warren-Correlation-Id on every response, echoing a valid one', async () => {
    const ok = await call(t.app, 'GET', '/v1/user-resource/user', { token: t.alice.token })
    const failed = await call(t.app, 'GET', '/v1/user-resource/user')
    expect(ok.headers.get('x-warren-correlation-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(failed.headers.get('x-warren-correlation-id')).toMatch(/^[0-9a-f-]{36}$/)
    const echoed = await call(t.app, 'GET', '/healthz', { headers: { 'X-Warren-Correlation-Id': 'abc-123' } })
    expect(echoed.headers.get('x-warren-correlation-id')).toBe('abc-123')
  })

  it('accepts an optional location slug; an unknown one is Kong 404', async () => {
    const withSlug = await call(t.app, 'GET', '/v1/jhv02/user-resource/host_pool/list', {
      token: t.alice.token,
    })
    expect(withSlug.status).toBe(200)
    expect(withSlug.body.map((h: { name: string }) => h.name)).toEqual(['Standard'])
    const defaultLocation = await call(t.app, 'GET', '/v1/user-resource/host_pool/list', {
      token: t.alice.token,
    })
    expect(defaultLocation.body.map((h: { name: string }) => h.name)).toEqual(['Standard', 'High CPU'])
    const unknown = await call(t.app, 'GET', '/v1/xx01/user-resource/host_pool/list', {
      token: t.alice.token,
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({
      message: 'no route and no API found with those values',
      errors: { Error: 'no route and no API found with those values' },
    })
    const noRoute = await call(t.app, 'GET', '/v1/user-resource/nothing-here', { token: t.alice.token })
    expect(noRoute.status).toBe(404)
    expect(noRoute.body.message).toBe('no route and no API found with those values')
  })

  it('tolerates trailing slashes, with and without a slug', async () => {
    const res = await call(t.app, 'GET', '/v1/tll01/config/locations/', { token: t.alice.token })
    expect(res.status).toBe(200)
    expect(res.body.map((l: { slug: string }) => l.slug)).toEqual(['tll01', 'jhv02'])
  })

  it('turns malformed JSON into a Warren 400', async () => {
    const res = await t.app.request('/v1/user-resource/token', {
      method: 'POST',
      headers: { apikey: t.alice.token, 'content-type': 'application/json' },
      body: '{"description": ',
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      message: 'Malformed JSON in request body',
      errors: { Error: 'Malformed JSON in request body' },
    })
  })

  it('reads form, JSON and query bodies the same way', async () => {
    const form = await call(t.app, 'POST', '/v1/user-resource/token', {
      token: t.alice.token,
      form: { description: 'from a form' },
    })
    const json = await call(t.app, 'POST', '/v1/user-resource/token', {
      token: t.alice.token,
      json: { description: 'from JSON' },
    })
    const query = await call(t.app, 'POST', '/v1/user-resource/token?description=from+the+query', {
      token: t.alice.token,
    })
    expect([form.status, json.status, query.status]).toEqual([200, 200, 200])
    expect([form.body.description, json.body.description, query.body.description]).toEqual([
      'from a form',
      'from JSON',
      'from the query',
    ])
  })

  it('names the invalid field in a 400 and writes nothing', async () => {
    const before = await call(t.app, 'GET', '/v1/user-resource/token/list', { token: t.alice.token })
    const res = await call(t.app, 'POST', '/v1/user-resource/token', {
      token: t.alice.token,
      json: { description: 'x', billing_account_id: 'abc' },
    })
    expect(res.status).toBe(400)
    expect(Object.keys(res.body.errors)).toEqual(['billing_account_id'])
    const after = await call(t.app, 'GET', '/v1/user-resource/token/list', { token: t.alice.token })
    expect(after.body).toHaveLength(before.body.length)
  })

  it('accepts an empty JSON body', async () => {
    const res = await t.app.request('/v1/user-resource/token', {
      method: 'POST',
      headers: { apikey: t.alice.token, 'content-type': 'application/json' },
      body: '',
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: object }).errors).toHaveProperty('description')
  })

  it('serves /healthz and Prometheus /metrics with request counts by route and status', async () => {
    await call(t.app, 'GET', '/v1/config/locations', { token: t.alice.token })
    await call(t.app, 'GET', '/v1/config/locations')
    const health = await call(t.app, 'GET', '/healthz')
    expect(health).toMatchObject({ status: 200, body: { status: 'ok' } })
    const metrics = await call(t.app, 'GET', '/metrics')
    expect(metrics.headers.get('content-type')).toContain('text/plain')
    expect(metrics.text).toMatch(
      /cirrus_http_requests_total\{method="GET",route="\/v1\/config\/locations",status="200"\} 1/,
    )
    expect(metrics.text).toMatch(/cirrus_http_requests_total\{method="GET",route="[^"]*",status="401"\} 1/)
    expect(metrics.text).toContain('cirrus_http_request_duration_seconds_bucket')
  })
})
