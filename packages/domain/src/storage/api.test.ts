import { expect } from 'vitest'
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
    name: 'keys: DELETE storage/user/keys (form access_key)',
    run: (c) => c.storage.deleteKey(key.accessKey),
    reply: { status: 200 },
    method: 'DELETE',
    path: '/v1/storage/user/keys',
    form: { access_key: key.accessKey },
  },
])
