import { describe, expect, it } from 'vitest'
import { bucketObjectDeleteRequest } from './object-api'

describe('bucketObjectDeleteRequest', () => {
  it('is the DELETE the browser sends (each key segment encoded), for "Show API request"', () => {
    expect(bucketObjectDeleteRequest('media', 'photos/a b.jpg')).toEqual({
      method: 'DELETE',
      path: '/v1/storage/bucket/media/objects/photos/a%20b.jpg',
    })
  })
})
