import { describe, expect, it } from 'vitest'
import { warrenKeys } from '@cirrus/domain'
import { mergePages, objectListKey } from './use-object-browser'

describe('mergePages', () => {
  it('joins the pages of a listing and keeps the last continuation token', () => {
    const first = {
      prefixes: ['a/'],
      objects: [{ key: 'x', size_bytes: 1, last_modified: '2026-11-25T07:00:00.000Z', etag: '"x"' }],
      next_continuation_token: 't1',
    }
    const second = {
      prefixes: ['a/', 'b/'],
      objects: [{ key: 'y', size_bytes: 2, last_modified: '2026-11-25T07:00:00.000Z', etag: '"y"' }],
      next_continuation_token: null,
    }
    expect(mergePages([first, second])).toEqual({
      prefixes: ['a/', 'b/'],
      objects: [first.objects[0], second.objects[0]],
      next_continuation_token: null,
    })
    expect(mergePages([first])?.next_continuation_token).toBe('t1')
    expect(mergePages(undefined)).toBeUndefined()
  })

  it('keys a folder under the bucket scope, so a bucket refresh reaches it', () => {
    const scope = warrenKeys.scope('bucket')
    const key = objectListKey('media', 'photos/')
    expect(key.slice(0, scope.length)).toEqual([...scope])
    expect(key.slice(scope.length)).toEqual(['objects', 'media', 'photos/'])
  })
})
