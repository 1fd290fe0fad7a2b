/**
 * Security headers on every response and /metrics restricted (issue 9, adversarial run item 11).
 */
import { describe, expect, it } from 'vitest'
import { createApp } from '../app.js'
import { testSettings } from '../settings.js'
import { usePlatform } from '../../test/helpers.js'

const t = usePlatform()

const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })

describe('security headers', () => {
  it('are on API answers, errors, the API docs and unknown paths', async () => {
    const requests: [string, RequestInit?][] = [
      ['/v1/user-resource/user', { headers: { apikey: t.alice.token } }],
      ['/v1/user-resource/user'],
      ['/healthz'],
      ['/api-docs'],
      ['/api-docs/swagger-ui-bundle.js'],
      ['/openapi.json'],
      ['/nowhere'],
      ['/auth/sign-in', { method: 'POST', body: '{' }],
    ]
    for (const [path, init] of requests) {
      const res = await t.app.request(path, init)
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'")
      expect(res.headers.get('content-security-policy'), path).toContain("script-src 'self'")
      expect(res.headers.get('x-frame-options'), path).toBe('DENY')
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(res.headers.get('referrer-policy'), path).toBe('same-origin')
    }
  })
})

describe('/metrics', () => {
  it('answers loopback callers', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await t.app.request('/metrics', {}, from(address))
      expect(res.status, address).toBe(200)
    }
  })

  it('refuses other addresses without the token', async () => {
    const res = await t.app.request('/metrics', {}, from('203.0.113.9'))
    expect(res.status).toBe(403)
    expect(await res.text()).not.toContain('cirrus_http_requests_total')
  })

  it('answers anyone with the bearer token when METRICS_TOKEN is set', async () => {
    const app = createApp(t.store, { settings: { ...testSettings, metricsToken: 'scrape-me-please' } })
    const remote = from('203.0.113.9')
    expect((await app.request('/metrics', {}, remote)).status).toBe(403)
    const wrong = { headers: { authorization: 'Bearer nope' } }
    expect((await app.request('/metrics', wrong, remote)).status).toBe(403)
    const right = { headers: { authorization: 'Bearer scrape-me-please' } }
    expect((await app.request('/metrics', right, remote)).status).toBe(200)
  })
})
