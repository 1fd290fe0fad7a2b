// Issue 17: the page sends the session reads before the console's code has loaded (first-reads.js); the app's
// services take their answers over, so nothing is asked twice and nothing waits for the entry.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AUTH_PATHS, FIRST_READS_GLOBAL } from '@cirrus/app-kit'
import { makeLocation } from '@cirrus/domain/fixtures'
import { firstReadsScript } from '../../../../packages/app-kit/vite/first-reads'
import { createAppServices } from '../app/services'
import { fetchDouble, json } from '../test/render'
import { startSessionReads } from './main-loader'
import { SESSION_READS } from './session-reads'

const page = window as unknown as Record<string, unknown>

/** Runs the page's script at `path` with a fetch spy; returns what it sent and what it left for the app. */
function runScript(path: string) {
  window.history.replaceState(null, '', path)
  const sent: { url: string; headers: unknown; credentials: unknown }[] = []
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ url, headers: init.headers, credentials: init.credentials })
    return Promise.resolve(json({}))
  })
  new Function(firstReadsScript({ reads: SESSION_READS, skipPaths: AUTH_PATHS }))()
  vi.unstubAllGlobals()
  return { sent, left: page[FIRST_READS_GLOBAL] as Record<string, Promise<Response>> | undefined }
}

afterEach(() => {
  delete page[FIRST_READS_GLOBAL]
  window.history.replaceState(null, '', '/')
})

describe('the session reads the page sends before the console’s code', () => {
  it('sends the user, configuration, locations and prices with the session header, and leaves them for the app', () => {
    const { sent, left } = runScript('/compute')
    expect(sent.map((s) => s.url)).toEqual([
      '/v1/user-resource/user',
      '/v1/config/console',
      '/v1/config/locations',
      '/v1/pricing/list/current',
    ])
    for (const s of sent) {
      expect(s.headers).toEqual({ 'X-Cirrus-Client': 'console' })
      expect(s.credentials).toBe('same-origin')
    }
    expect(Object.keys(left ?? {})).toEqual(sent.map((s) => s.url))
  })

  it.each(['/sign-in', '/sign-up/', '/sign-up/verify'])('sends nothing on %s (no session there)', (path) => {
    const { sent, left } = runScript(path)
    expect(sent).toEqual([])
    expect(left).toBeUndefined()
  })

  it('an app below a base (the admin app at /admin/) still reads the API at the origin’s root', () => {
    window.history.replaceState(null, '', '/admin/users')
    const sent: string[] = []
    vi.stubGlobal('fetch', (url: string) => {
      sent.push(url)
      return Promise.resolve(json({}))
    })
    new Function(firstReadsScript({ reads: ['account.currentUser'], skipPaths: [] }, '/admin/'))()
    vi.unstubAllGlobals()
    expect(sent).toEqual(['/v1/user-resource/user'])
  })

  it('the app takes their answers: the session reads ask nothing more, and the client parses them', async () => {
    const locations = [makeLocation({ slug: 'tll01' }, 1)]
    page[FIRST_READS_GLOBAL] = { '/v1/config/locations': Promise.resolve(json(locations)) }
    const api = fetchDouble({ 'GET /v1/config/locations': () => json([]) })
    const services = createAppServices({ baseUrl: 'http://localhost:3000', fetch: api.fetch })
    expect(page[FIRST_READS_GLOBAL]).toBeUndefined()
    startSessionReads(services, '/')
    await expect(services.queryClient.fetchQuery(services.queries.locations())).resolves.toEqual(locations)
    await vi.waitFor(() => expect(api.calls.map((c) => c.path)).toContain('/v1/pricing/list/current'))
    expect(api.calls.map((c) => c.path)).not.toContain('/v1/config/locations')
  })
})
