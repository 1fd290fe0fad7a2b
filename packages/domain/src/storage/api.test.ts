import { expect, test } from 'vitest'
import { createWarrenClient } from '../http/client.js'
import { bucketObjectPath } from './api.js'
import { describeCalls } from '../http/test-utils/calls.js'
import { stripTags } from '../http/fields.js'
import { makeBucket, makeS3Key } from '../fixtures/index.js'
import type { Bucket } from './schema.js'

const bucket = makeBucket()
const raw = stripTags(bucket)
const key = makeS3Key()

describeCalls('Object storage calls (SPEC §7 Object storage; forms, API-NOTES §10)', [
  {
    name: 'list: GET storage/bucket/list',
    run: (c) => c.storage.listBuckets(),
    reply: { body: [raw] },
    method: 'GET',
    path: '/v1/storage/bucket/list',
    check: (r) =>
      expect((r as Bucket[])[0]).toMatchObject({ type: 'bucket', location: null, name: bucket.name }),
  },
  {
    name: 'list: a name-keyed object is read too',
    run: (c) => c.storage.listBuckets({ billing_account_id: 1001 }),
    reply: { body: { [bucket.name]: { ...raw, name: undefined } } },
    method: 'GET',
    path: '/v1/storage/bucket/list',
    query: { billing_account_id: '1001' },
    check: (r) => expect((r as Bucket[]).map((b) => b.name)).toEqual([bucket.name]),
  },
  {
    name: 'get: GET storage/bucket?name=',
    run: (c) => c.storage.getBucket(bucket.name),
    reply: { body: raw },
    method: 'GET',
    path: '/v1/storage/bucket',
    query: { name: bucket.name },
  },
  {
    name: 'create: PUT storage/bucket (form)',
    run: (c) => c.storage.createBucket({ name: 'new-bucket', billing_account_id: 1001 }),
    reply: { body: { ...raw, name: 'new-bucket' } },
    method: 'PUT',
    path: '/v1/storage/bucket',
    form: { name: 'new-bucket', billing_account_id: '1001' },
    check: (r) => expect((r as Bucket).name).toBe('new-bucket'),
  },
  {
    name: 'change billing account: PATCH storage/bucket (form)',
    run: (c) => c.storage.updateBucket({ name: bucket.name, billing_account_id: 1002 }),
    reply: { body: raw },
    method: 'PATCH',
    path: '/v1/storage/bucket',
    form: { name: bucket.name, billing_account_id: '1002' },
  },
  {
    name: 'delete: DELETE storage/bucket (form name), 204',
    run: (c) => c.storage.deleteBucket(bucket.name),
    reply: { status: 204 },
    method: 'DELETE',
    path: '/v1/storage/bucket',
    form: { name: bucket.name },
  },
  {
    name: 'endpoint: GET storage/api/s3',
    run: (c) => c.storage.s3Endpoint(),
    reply: { body: { url: 'https://s3.example.com:8080/' } },
    method: 'GET',
    path: '/v1/storage/api/s3',
    check: (r) => expect(r).toEqual({ url: 'https://s3.example.com:8080/' }),
  },
  {
    name: 'keys: GET storage/user/keys (camelCase)',
    run: (c) => c.storage.listKeys(),
    reply: { body: [key] },
    method: 'GET',
    path: '/v1/storage/user/keys',
    check: (r) => expect(r).toEqual([key]),
  },
  {
    name: 'keys: POST storage/user/keys generates; answers the full list',
    run: (c) => c.storage.generateKey(),
    reply: { body: [key, makeS3Key({}, 2)] },
    method: 'POST',
    path: '/v1/storage/user/keys',
    check: (r) => expect(r).toHaveLength(2),
  },
  {
    name: 'objects: GET storage/bucket/{name}/objects (prefix, delimiter, continuation_token)',
    run: (c) =>
      c.storage.listBucketObjects(bucket.name, {
        prefix: 'photos/',
        delimiter: '/',
        continuationToken: 'tok',
      }),
    reply: {
      body: {
        prefixes: ['photos/2024/'],
        objects: [
          { key: 'photos/a.jpg', size_bytes: 3, last_modified: '2025-11-10T10:15:00.000Z', etag: '"x"' },
        ],
        next_continuation_token: null,
      },
    },
    method: 'GET',
    path: `/v1/storage/bucket/${bucket.name}/objects`,
    query: { prefix: 'photos/', delimiter: '/', continuation_token: 'tok' },
    check: (r) => expect(r).toMatchObject({ prefixes: ['photos/2024/'], next_continuation_token: null }),
  },
  {
    name: 'objects: the first page sends no empty query fields',
    run: (c) => c.storage.listBucketObjects(bucket.name),
    reply: { body: { prefixes: [], objects: [], next_continuation_token: null } },
    method: 'GET',
    path: `/v1/storage/bucket/${bucket.name}/objects`,
  },
  {
    name: 'objects: DELETE storage/bucket/{name}/objects/{key…}, slashes kept',
    run: (c) => c.storage.deleteBucketObject(bucket.name, 'photos/a b.jpg'),
    reply: { status: 204 },
    method: 'DELETE',
    path: `/v1/storage/bucket/${bucket.name}/objects/photos/a b.jpg`,
  },
  {
    name: 'keys: DELETE storage/user/keys (form access_key)',
    run: (c) => c.storage.deleteKey(key.accessKey),
    reply: { status: 200 },
    method: 'DELETE',
    path: '/v1/storage/user/keys',
    form: { access_key: key.accessKey },
  },
])

test('object download and upload addresses: %-encoded segments, the auth header of the client', () => {
  const session = createWarrenClient({ baseUrl: 'https://console.test/' })
  expect(session.storage.bucketObjectUrl('b1', 'photos/a b#1.jpg')).toBe(
    'https://console.test/v1/storage/bucket/b1/objects/photos/a%20b%231.jpg',
  )
  expect(session.storage.bucketObjectUploadRequest('b1', 'x.txt')).toEqual({
    method: 'PUT',
    url: 'https://console.test/v1/storage/bucket/b1/objects/x.txt',
    headers: { 'X-Cirrus-Client': 'console' },
  })
  const token = createWarrenClient({ baseUrl: 'https://api.test', apiKey: 'k1' })
  expect(token.storage.bucketObjectUploadRequest('b1', 'x').headers).toEqual({ apikey: 'k1' })
})

test('a key with an empty segment is encoded whole so its slashes survive', () => {
  expect(bucketObjectPath('b1', 'folder/')).toBe('storage/bucket/b1/objects/folder%2F')
  expect(bucketObjectPath('b1', 'a//b')).toBe('storage/bucket/b1/objects/a%2F%2Fb')
})
