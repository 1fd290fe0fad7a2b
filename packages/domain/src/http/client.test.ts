import { describe, expect, test } from 'vitest'
import { makeVm } from '../fixtures/index.js'
import { stripTags } from './fields.js'
import { createVmClient, createWarrenClient } from './client.js'
import { ApiError, UnexpectedResponseError } from './errors.js'
import { useRecorder } from './test-utils/calls.js'
import { decodeForm } from './test-utils/server.js'

const loc = 'tll01'
const vm = makeVm()

describe('authentication (API-NOTES §1.2, CONTRACTS)', () => {
  const ctx = useRecorder()

  test('an API key goes in the apikey header, with no console CSRF header and no Bearer scheme', async () => {
    ctx.server.reply({ body: stripTags(vm) })
    await ctx.client.vm.start(loc, vm.uuid)
    const req = ctx.server.requests[0]!
    expect(req.headers.apikey).toBe('test-key')
    expect(req.headers['x-cirrus-client']).toBeUndefined()
    expect(req.headers.authorization).toBeUndefined()
  })

  test('without a key the session cookie is used and X-Cirrus-Client: console is sent on unsafe methods', async () => {
    const client = createWarrenClient({ baseUrl: ctx.server.url, logger: ctx.logger })
    ctx.server.reply({ body: stripTags(vm) }, { body: [] })
    await client.vm.start(loc, vm.uuid)
    await client.vm.list(loc)
    for (const req of ctx.server.requests) {
      expect(req.headers.apikey).toBeUndefined()
      expect(req.headers['x-cirrus-client']).toBe('console')
    }
  })

  test('the fetch double sees same-origin credentials by default, and the mode given', async () => {
    const seen: Request[] = []
    const fetchDouble: typeof fetch = async (input, init) => {
      seen.push(new Request(input, init))
      return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } })
    }
    await createWarrenClient({ baseUrl: 'https://console.example.com', fetch: fetchDouble }).vm.list(loc)
    await createWarrenClient({
      baseUrl: 'https://console.example.com',
      fetch: fetchDouble,
      credentials: 'include',
    }).vm.list(loc)
    expect(seen.map((r) => r.url)).toEqual([
      'https://console.example.com/v1/tll01/user-resource/vm/list',
      'https://console.example.com/v1/tll01/user-resource/vm/list',
    ])
    expect(seen.map((r) => r.credentials)).toEqual(['same-origin', 'include'])
  })

  test('createVmClient (a worker that only lists VMs and IPs) authenticates and parses as the whole client', async () => {
    const seen: Request[] = []
    const fetchDouble: typeof fetch = async (input, init) => {
      seen.push(new Request(input, init))
      return new Response('[{"uuid": "not a VM"}]', { status: 200 })
    }
    const { vm, ip } = createVmClient({ baseUrl: 'https://console.example.com', fetch: fetchDouble })
    await expect(vm.list(loc)).rejects.toThrow(/vm\/list/)
    await expect(ip.list(loc)).rejects.toThrow(/ip_addresses/)
    expect(seen[0]!.url).toBe('https://console.example.com/v1/tll01/user-resource/vm/list')
    expect(seen[0]!.credentials).toBe('same-origin')
    expect(seen[0]!.headers.get('x-cirrus-client')).toBe('console')
  })

  test('a base URL with a path prefix keeps it', async () => {
    const urls: string[] = []
    const fetchDouble: typeof fetch = async (input, init) => {
      urls.push(new Request(input, init).url)
      return new Response('[]', { status: 200 })
    }
    await createWarrenClient({ baseUrl: 'https://example.com/cloud', fetch: fetchDouble }).network.list(
      'jhv02',
    )
    expect(urls).toEqual(['https://example.com/cloud/v1/jhv02/network/networks'])
  })
})

describe('form encoding (API-NOTES §1.3)', () => {
  const ctx = useRecorder()

  test('spaces travel as %20, never +, and a literal + is escaped', async () => {
    ctx.server.reply({ body: stripTags(vm) })
    await ctx.client.vm.clone(loc, { uuid: vm.uuid, name: 'a b+c' })
    const raw = ctx.server.requests[0]!.rawBody
    expect(raw).toContain('name=a%20b%2Bc')
    expect(raw).not.toMatch(/name=a\+/)
    expect(decodeForm(raw).name).toBe('a b+c')
  })

  test('path segments are encoded (an IPv6 address or odd id cannot break the path)', async () => {
    ctx.server.reply({ status: 204 })
    await ctx.client.access.deleteGroup('a/b c')
    expect(ctx.server.requests[0]!.path).toBe('/v1/user-resource/access_group/a%2Fb%20c')
  })
})

describe('errors from all three Warren shapes (API-NOTES §1.5)', () => {
  const ctx = useRecorder()
  const correlation = { 'X-Warren-Correlation-Id': 'corr-123' }

  async function fail(reply: Parameters<typeof ctx.server.reply>[0]): Promise<ApiError> {
    ctx.server.reply(reply)
    const error = await ctx.client.vm.get(loc, vm.uuid).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    return error as ApiError
  }

  test('shape 1: {"errors":{"Error":…}}; a missing VM is a 400 recognised as not found', async () => {
    const e = await fail({
      status: 400,
      body: { errors: { Error: `No such virtual machine exists: ${vm.uuid}` } },
      headers: correlation,
    })
    expect(e.status).toBe(400)
    expect(e.message).toBe(`No such virtual machine exists: ${vm.uuid}`)
    expect(e.fieldErrors).toEqual({})
    expect(e.correlationId).toBe('corr-123')
    expect(e.isNotFound).toBe(true)
  })

  test("shape 1 with the doc's full stop ('No such virtual machine exists.') is not found too", async () => {
    const e = await fail({ status: 400, body: { errors: { Error: 'No such virtual machine exists.' } } })
    expect(e.isNotFound).toBe(true)
  })

  test('shape 2: {"errors":{"<field>":…}} gives field errors and a message', async () => {
    const e = await fail({
      status: 400,
      body: { errors: { name: 'Name is too short', ram: 'RAM must be at least 512' } },
      headers: correlation,
    })
    expect(e.fieldErrors).toEqual({ name: 'Name is too short', ram: 'RAM must be at least 512' })
    expect(e.message).toBe('Name is too short')
    expect(e.isNotFound).toBe(false)
  })

  test('shape 3: {"message":…}; a 404 is not found', async () => {
    const e = await fail({ status: 404, body: { message: 'Disk not found' }, headers: correlation })
    expect(e).toMatchObject({
      status: 404,
      message: 'Disk not found',
      isNotFound: true,
      correlationId: 'corr-123',
    })
  })

  test('both keys (the reference platform): message wins, field errors kept, Error not a field', async () => {
    const e = await fail({
      status: 400,
      body: { message: 'Invalid input', errors: { Error: 'Invalid input', password: 'Too weak' } },
    })
    expect(e.message).toBe('Invalid input')
    expect(e.fieldErrors).toEqual({ password: 'Too weak' })
  })

  test('other 400s are not "not found"', async () => {
    const e = await fail({
      status: 400,
      body: { message: "'billing_account_id' is required if using a global API token" },
    })
    expect(e.isNotFound).toBe(false)
  })

  test('a network 400 "Network UUID is invalid." is not found', async () => {
    ctx.server.reply({ status: 400, body: { message: 'Network UUID is invalid.' } })
    const e = (await ctx.client.network.get(loc, vm.uuid).catch((x: unknown) => x)) as ApiError
    expect(e.isNotFound).toBe(true)
  })

  test('a non-JSON error body becomes the message; an empty one falls back to the status', async () => {
    expect((await fail({ status: 502, body: 'Bad gateway from proxy' })).message).toBe(
      'Bad gateway from proxy',
    )
    const empty = await fail({ status: 409 })
    expect(empty.status).toBe(409)
    expect(empty.message).not.toBe('')
  })

  test('401 and 403 carry their status', async () => {
    expect((await fail({ status: 401, body: { message: 'No API key found in request' } })).status).toBe(401)
    expect(
      (await fail({ status: 403, body: { message: 'Invalid authentication credentials' } })).message,
    ).toBe('Invalid authentication credentials')
  })

  test('a 2xx body of the wrong shape is an UnexpectedResponseError naming the call', async () => {
    ctx.server.reply({ body: { uuid: 'not-a-uuid' } })
    const e = await ctx.client.vm.get(loc, vm.uuid).catch((x: unknown) => x)
    expect(e).toBeInstanceOf(UnexpectedResponseError)
    expect((e as UnexpectedResponseError).call).toBe(`GET /v1/${loc}/user-resource/vm?uuid=${vm.uuid}`)
  })

  test('a list that is not an array is an UnexpectedResponseError', async () => {
    ctx.server.reply({ body: { vms: [] } })
    await expect(ctx.client.vm.list(loc)).rejects.toBeInstanceOf(UnexpectedResponseError)
  })

  test('a network failure is an ApiError with status 0', async () => {
    const client = createWarrenClient({
      baseUrl: 'http://127.0.0.1:9',
      fetch: async () => {
        throw new TypeError('fetch failed')
      },
    })
    const e = (await client.vm.list(loc).catch((x: unknown) => x)) as ApiError
    expect(e).toBeInstanceOf(ApiError)
    expect(e.status).toBe(0)
    expect(e.message).toContain('fetch failed')
  })

  test('an aborted call rejects with the abort, not an ApiError', async () => {
    const controller = new AbortController()
    controller.abort()
    const e = await ctx.client.vm.list(loc, {}, { signal: controller.signal }).catch((x: unknown) => x)
    expect(e).not.toBeInstanceOf(ApiError)
    expect((e as Error).name).toBe('AbortError')
  })
})
