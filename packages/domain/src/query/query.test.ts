import { describe, expect, test } from 'vitest'
import { createWarrenClient } from '../http/client.js'
import { ApiError } from '../http/errors.js'
import { stripTags } from '../http/fields.js'
import { makeApiToken, makeVm } from '../fixtures/index.js'
import { warrenKeys } from './keys.js'
import { REFERENCE_STALE_TIME_MS, warrenQueries } from './options.js'

function startsWith(key: readonly unknown[], prefix: readonly unknown[]) {
  return prefix.every((p, i) => JSON.stringify(p) === JSON.stringify(key[i]))
}

describe('query keys', () => {
  test('every VM key of a location sits under its scope prefix; other locations and types do not', () => {
    const scope = warrenKeys.scope('virtual_machine', 'tll01')
    expect(startsWith(warrenKeys.vmList('tll01'), scope)).toBe(true)
    expect(startsWith(warrenKeys.vm('tll01', 'u'), scope)).toBe(true)
    expect(startsWith(warrenKeys.vmReplicas('tll01', 'u', 'snapshot'), scope)).toBe(true)
    expect(startsWith(warrenKeys.vm('jhv02', 'u'), scope)).toBe(false)
    expect(startsWith(warrenKeys.disk('tll01', 'u'), scope)).toBe(false)
    expect(startsWith(warrenKeys.disk('tll01', 'u'), warrenKeys.all)).toBe(true)
  })

  test('an unset filter and no filter give the same key', () => {
    expect(warrenKeys.vmList('tll01', { billing_account_id: undefined })).toEqual(warrenKeys.vmList('tll01'))
    expect(warrenKeys.vmList('tll01', { billing_account_id: 1 })).not.toEqual(warrenKeys.vmList('tll01'))
  })

  test('list and detail keys of one type differ', () => {
    expect(warrenKeys.ipList('tll01')).not.toEqual(warrenKeys.ip('tll01', '198.51.100.2'))
  })
})

describe('query options', () => {
  const vm = makeVm()
  const urls: string[] = []
  const fetchDouble: typeof fetch = async (input, init) => {
    const req = new Request(input, init)
    urls.push(req.url)
    if (req.signal.aborted) throw new DOMException('aborted', 'AbortError')
    const body = req.url.includes('token/list') ? [stripTags(makeApiToken())] : stripTags(vm)
    return new Response(JSON.stringify(body), { status: 200 })
  }
  const q = warrenQueries(createWarrenClient({ baseUrl: 'https://api.example.com', fetch: fetchDouble }))

  test('a detail query has the shared key and fetches through the client with the given signal', async () => {
    const options = q.vm('tll01', vm.uuid)
    expect(options.queryKey).toEqual(warrenKeys.vm('tll01', vm.uuid))
    expect(options.staleTime).toBeUndefined()
    const data = await options.queryFn({ signal: new AbortController().signal })
    expect(data.uuid).toBe(vm.uuid)
    expect(urls.at(-1)).toBe(`https://api.example.com/v1/tll01/user-resource/vm?uuid=${vm.uuid}`)
    const aborted = new AbortController()
    aborted.abort()
    await expect(options.queryFn({ signal: aborted.signal })).rejects.toMatchObject({ name: 'AbortError' })
  })

  test('reference data stays fresh for 5 minutes (SPEC §9 cache life)', () => {
    expect(q.locations().staleTime).toBe(REFERENCE_STALE_TIME_MS)
    expect(REFERENCE_STALE_TIME_MS).toBe(300_000)
  })

  test('a token missing from the list is a not-found ApiError with the available ids', async () => {
    const e = (await q
      .token(999)
      .queryFn({})
      .catch((x: unknown) => x)) as ApiError
    expect(e).toBeInstanceOf(ApiError)
    expect(e.isNotFound).toBe(true)
    expect(e.availableIds).toEqual([String(makeApiToken().id)])
  })
})
