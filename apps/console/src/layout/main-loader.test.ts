import { describe, expect, it, vi } from 'vitest'
import { fetchDouble, json } from '../test/render'
import { createAppServices } from '../app/services'
import { startSessionReads } from './main-loader'

// The session reads and the prices start together (issue 17: no waterfall on first load).
const SESSION_PATHS = [
  '/v1/user-resource/user',
  '/v1/config/console',
  '/v1/config/locations',
  '/v1/pricing/list/current',
]

describe('startSessionReads: the session reads start before any screen code is asked for', () => {
  it('starts the user, configuration, locations and prices reads on a signed-in page', async () => {
    const api = fetchDouble({})
    const services = createAppServices({ baseUrl: 'http://console.test', fetch: api.fetch })
    expect(startSessionReads(services, '/compute')).toBe(true)
    await vi.waitFor(() => expect(api.calls.map((c) => c.path).sort()).toEqual([...SESSION_PATHS].sort()))
  })

  it('starts nothing on the sign-in and sign-up pages, nor on the page of the mailed sign-up link', async () => {
    const api = fetchDouble({ 'GET /v1/user-resource/user': () => json({}, 401) })
    const services = createAppServices({ baseUrl: 'http://console.test', fetch: api.fetch })
    expect(startSessionReads(services, '/sign-in')).toBe(false)
    expect(startSessionReads(services, '/sign-up/')).toBe(false)
    expect(startSessionReads(services, '/sign-up/verify')).toBe(false)
    await new Promise((r) => setTimeout(r, 0))
    expect(api.calls).toEqual([])
  })
})
