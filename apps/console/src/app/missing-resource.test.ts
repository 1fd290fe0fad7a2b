import { describe, expect, it } from 'vitest'
import { ApiError } from '@cirrus/domain'
import { loadOrMissing } from './missing-resource'

const ids = Array.from({ length: 40 }, (_, i) => `id-${i}`)

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
      ids: async () => ids,
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
