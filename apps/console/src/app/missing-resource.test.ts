import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, test } from 'vitest'
import { ApiError, isNotFoundError } from '@cirrus/domain'
import { ensureResource, loadOrMissing } from './missing-resource'

const query = (fail?: Error) => ({
  queryKey: ['warren', 'load_balancer', 'tll01', 'detail', 'x'] as const,
  queryFn: async () => {
    if (fail) throw fail
    return { uuid: 'x' }
  },
})
const ids = (n: number) => Array.from({ length: n }, (_, i) => `id-${i}`)

describe('ensureResource (SPEC §8: a missing resource lists up to 30 available ids)', () => {
  test('a resource that exists is read into the cache', async () => {
    const qc = new QueryClient()
    await expect(
      ensureResource(qc, query(), { kind: 'Load balancer', id: 'x', availableIds: async () => [] }),
    ).resolves.toEqual({ uuid: 'x' })
    expect(qc.getQueryData(query().queryKey)).toEqual({ uuid: 'x' })
  })

  test('a missing one becomes a not-found error with at most 30 of the ids that exist', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const error = await ensureResource(qc, query(new ApiError({ status: 404, message: 'gone' })), {
      kind: 'Load balancer',
      id: 'x',
      availableIds: async () => ids(40),
    }).catch((e: unknown) => e)
    expect(isNotFoundError(error)).toBe(true)
    expect((error as ApiError).availableIds).toEqual(ids(30))
    expect((error as ApiError).message).toMatch(/^Load balancer "x" not found\. Available ids: id-0, /)
  })

  test('when the ids cannot be read the error still says not found, with none', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const error = await ensureResource(qc, query(new ApiError({ status: 404, message: 'gone' })), {
      kind: 'Firewall',
      id: 'x',
      availableIds: () => Promise.reject(new Error('offline')),
    }).catch((e: unknown) => e)
    expect(isNotFoundError(error)).toBe(true)
    expect((error as ApiError).availableIds).toEqual([])
  })

  test('any other failure passes through unchanged', async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const failure = new ApiError({ status: 500, message: 'boom' })
    await expect(
      ensureResource(qc, query(failure), { kind: 'VM', id: 'x', availableIds: async () => [] }),
    ).rejects.toBe(failure)
  })
})

const forty = Array.from({ length: 40 }, (_, i) => `id-${i}`)

describe('loadOrMissing', () => {
  it('returns what was found', async () => {
    await expect(
      loadOrMissing({ kind: 'VPC network', id: 'a', load: async () => 'net', ids: async () => [] }),
    ).resolves.toBe('net')
  })

  it('a missing resource throws a not-found error with at most 30 available ids (SPEC §8)', async () => {
    const error = (await loadOrMissing({
      kind: 'VPC network',
      id: 'gone',
      load: async () => undefined,
      ids: async () => forty,
    }).catch((e: unknown) => e)) as ApiError
    expect(error.isNotFound).toBe(true)
    expect(error.availableIds).toHaveLength(30)
    expect(error.message).toContain('VPC network "gone" not found.')
  })

  it('a not-found answer counts as missing; other failures pass through', async () => {
    const notFound = new ApiError({ status: 400, message: 'Network UUID is invalid.' })
    const missing = await loadOrMissing({
      kind: 'VPC network',
      id: 'x',
      load: () => Promise.reject(notFound),
      ids: async () => ['y'],
    }).catch((e: unknown) => e)
    expect(missing).toBeInstanceOf(ApiError)
    expect((missing as ApiError).availableIds).toEqual(['y'])
    const broken = new ApiError({ status: 500, message: 'boom' })
    await expect(
      loadOrMissing({
        kind: 'VPC network',
        id: 'x',
        load: () => Promise.reject(broken),
        ids: async () => [],
      }),
    ).rejects.toBe(broken)
  })
})
