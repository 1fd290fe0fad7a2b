import { describe, expect, it, vi } from 'vitest'
import { isApiError } from '@cirrus/domain'
import { bucketObjectDeleteRequest, objectApi } from './object-api'

const listing = {
  prefixes: ['photos/2026/'],
  objects: [
    { key: 'photos/a b.jpg', size_bytes: 12, last_modified: '2026-11-25T07:00:00.000Z', etag: '"x"' },
  ],
  next_continuation_token: null,
}

describe('objectApi (the contract of the object endpoints)', () => {
  it('lists a folder with its prefix, delimiter and continuation token', async () => {
    const fetch = vi.fn(async () => Response.json(listing))
    const api = objectApi({ fetch })
    await expect(
      api.listBucketObjects('media', { prefix: 'photos/', continuationToken: 'next-1' }),
    ).resolves.toEqual(listing)
    expect(fetch).toHaveBeenCalledWith(
      '/v1/storage/bucket/media/objects?prefix=photos%2F&delimiter=%2F&continuation_token=next-1',
      expect.objectContaining({ credentials: 'same-origin' }),
    )
  })

  it("deletes with the console header and turns Warren's error into an ApiError", async () => {
    const fetch = vi.fn(async () => Response.json({ message: 'Object not found' }, { status: 404 }))
    const api = objectApi({ fetch })
    const error = await api.deleteBucketObject('media', 'photos/a b.jpg').catch((e: unknown) => e)
    expect(isApiError(error) && error.status).toBe(404)
    expect(isApiError(error) && error.message).toBe('Object not found')
    expect(fetch).toHaveBeenCalledWith(
      '/v1/storage/bucket/media/objects/photos/a%20b.jpg',
      expect.objectContaining({ method: 'DELETE', headers: { 'X-Cirrus-Client': 'console' } }),
    )
  })

  it('encodes each key segment and keeps its slashes in download and upload addresses', () => {
    const api = objectApi({ baseUrl: 'https://console.test' })
    expect(api.bucketObjectUrl('media', 'a/b?#.txt')).toBe(
      'https://console.test/v1/storage/bucket/media/objects/a/b%3F%23.txt',
    )
    expect(api.bucketObjectUploadRequest('media', 'x.txt')).toEqual({
      method: 'PUT',
      url: 'https://console.test/v1/storage/bucket/media/objects/x.txt',
      headers: { 'X-Cirrus-Client': 'console' },
    })
  })
})

describe('bucketObjectDeleteRequest', () => {
  it('is the DELETE the browser sends, for "Show API request"', () => {
    expect(bucketObjectDeleteRequest('media', 'photos/a b.jpg')).toEqual({
      method: 'DELETE',
      path: '/v1/storage/bucket/media/objects/photos/a%20b.jpg',
    })
  })
})
