import { describe, expect, it } from 'vitest'
import { createAppServices } from '@cirrus/app-kit'
import { defaultConsoleConfig } from '@cirrus/domain'
import { makeUser } from '@cirrus/domain/fixtures'
import { adminLoader } from './admin-loader'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function servicesAnswering(user: Response) {
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const path = new URL(request.url).pathname
    if (path === '/v1/user-resource/user') return user.clone()
    if (path === '/v1/config/console') return json(defaultConsoleConfig)
    return json({ message: 'no route' }, 404)
  }
  return createAppServices({ baseUrl: 'http://admin.test', fetch: fetch as typeof globalThis.fetch })
}

const load = (services: ReturnType<typeof createAppServices>, url: string) =>
  adminLoader(services)({ request: new Request(url), params: {}, context: undefined } as never)

describe('the admin loader', () => {
  it('sends a signed-out visitor to the console sign-in with a full page load, and back to the admin page', async () => {
    const services = servicesAnswering(json({ message: 'No API key found in request' }, 401))
    const answer = await load(services, 'http://admin.test/admin/configuration?tab=1').catch(
      (e: unknown) => e,
    )
    expect(answer).toBeInstanceOf(Response)
    const response = answer as Response
    expect(response.status).toBe(302)
    // Absolute: the console's sign-in page, not one below the admin router's /admin basename.
    expect(response.headers.get('Location')).toBe(
      `http://admin.test/sign-in?next=${encodeURIComponent('/admin/configuration?tab=1')}`,
    )
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true')
  })

  it('loads the user and the configuration of a signed-in user (the layout decides who may stay)', async () => {
    const services = servicesAnswering(json(makeUser({ is_admin: false })))
    expect(await load(services, 'http://admin.test/admin')).toBeNull()
    expect(services.queryClient.getQueryData(services.queries.currentUser().queryKey)).toMatchObject({
      is_admin: false,
    })
  })
})
