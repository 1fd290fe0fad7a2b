import { expect, test } from 'vitest'
import { stripTags } from '../http/fields.js'
import { makeBucket } from '../fixtures/index.js'
import { parseBucketList } from './api.js'
import { BucketCreateInputSchema, S3KeySchema, parseBucket } from './schema.js'

test('a bucket carries the type marker bucket and no location (not location-scoped)', () => {
  expect(parseBucket(stripTags(makeBucket()))).toMatchObject({ type: 'bucket', location: null })
})

test('the bucket list reads an array and a name-keyed object', () => {
  const b = stripTags(makeBucket())
  expect(parseBucketList([b])).toHaveLength(1)
  expect(parseBucketList({ 'my-bucket': { ...b, name: undefined } })[0]!.name).toBe('my-bucket')
})

test.each(['ab', 'Upper', '-start', 'end-', 'two..dots', 'a'.repeat(64)])(
  'bucket name %s is rejected',
  (name) => {
    expect(BucketCreateInputSchema.safeParse({ name }).success).toBe(false)
  },
)

test('a valid bucket name and a billing account as a form string', () => {
  expect(BucketCreateInputSchema.parse({ name: 'assets.prod-1', billing_account_id: '1001' })).toEqual({
    name: 'assets.prod-1',
    billing_account_id: 1001,
  })
})

test('S3 keys are camelCase', () => {
  expect(S3KeySchema.safeParse({ access_key: 'a', secret_key: 'b', user_id: 'c' }).success).toBe(false)
  expect(S3KeySchema.parse({ accessKey: 'a', secretKey: 'b', userId: 'c' })).toEqual({
    accessKey: 'a',
    secretKey: 'b',
    userId: 'c',
  })
})
