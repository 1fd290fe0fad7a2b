import { describe, expect, it } from 'vitest'
import { S3KeySchema, WarrenBucketSchema } from '@cirrus/domain'
import { count, eq } from 'drizzle-orm'
import { call, usePlatform } from '../../test/helpers.js'
import { secondBillingAccount, shareWith } from '../../test/delegation.js'
import { buckets, s3Keys } from '../store/schema.js'

const t = usePlatform()
const BUCKET = '/v1/storage/bucket'
const KEYS = '/v1/storage/user/keys'

const create = (token: string, name: string, billingAccountId?: number) =>
  call(t.app, 'PUT', BUCKET, {
    token,
    form: { name, ...(billingAccountId ? { billing_account_id: billingAccountId } : {}) },
  })
const bucketCount = async () => (await t.store.db.select({ n: count() }).from(buckets))[0]!.n

describe('buckets (API-NOTES §10)', () => {
  it('creates from a form, reads and lists with the billing_account_id filter', async () => {
    const second = await secondBillingAccount(t, t.alice)
    const res = await create(t.alice.token, 'alice-data', t.alice.billingAccountId)
    expect(res.status).toBe(200)
    expect(WarrenBucketSchema.parse(res.body)).toMatchObject({
      name: 'alice-data',
      billing_account_id: t.alice.billingAccountId,
      size_bytes: 0,
      num_objects: 0,
      is_suspended: false,
    })
    expect(res.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+0000$/)
    await call(t.app, 'PUT', BUCKET, {
      token: t.alice.token,
      json: { name: 'alice-logs', billing_account_id: second },
    })
    const got = await call(t.app, 'GET', `${BUCKET}?name=alice-data`, { token: t.alice.token })
    expect(got.body).toEqual(res.body)
    const all = await call(t.app, 'GET', '/v1/storage/bucket/list', { token: t.alice.token })
    expect(all.body.map((b: { name: string }) => b.name)).toEqual(['alice-data', 'alice-logs'])
    const filtered = await call(t.app, 'GET', `/v1/storage/bucket/list?billing_account_id=${second}`, {
      token: t.alice.token,
    })
    expect(filtered.body.map((b: { name: string }) => b.name)).toEqual(['alice-logs'])
  })

  it('enforces S3 naming rules and the billing account with a 400 naming the field, writing nothing', async () => {
    for (const name of [
      'ab',
      'Upper-Case',
      'has_underscore',
      '-starts-with-dash',
      'two..dots',
      'x'.repeat(64),
    ]) {
      const res = await create(t.alice.token, name, t.alice.billingAccountId)
      expect(res.status, name).toBe(400)
      expect(Object.keys(res.body.errors), name).toEqual(['name'])
    }
    const noAccount = await create(t.alice.token, 'fine-name')
    expect(noAccount.status).toBe(400)
    expect(noAccount.body.errors).toHaveProperty('billing_account_id')
    const foreign = await create(t.alice.token, 'fine-name', t.bob.billingAccountId)
    expect(foreign.status).toBe(400)
    expect(await bucketCount()).toBe(0)
  })

  it('answers 409 for a name taken by anyone', async () => {
    await create(t.alice.token, 'shared-name', t.alice.billingAccountId)
    const res = await create(t.bob.token, 'shared-name', t.bob.billingAccountId)
    expect(res.status).toBe(409)
    expect(res.body.errors).toHaveProperty('name')
    expect(await bucketCount()).toBe(1)
  })

  it('changes the billing account', async () => {
    const second = await secondBillingAccount(t, t.alice)
    await create(t.alice.token, 'alice-data', t.alice.billingAccountId)
    const res = await call(t.app, 'PATCH', BUCKET, {
      token: t.alice.token,
      form: { name: 'alice-data', billing_account_id: second },
    })
    expect(res).toMatchObject({ status: 200, body: { billing_account_id: second } })
    const invalid = await call(t.app, 'PATCH', BUCKET, { token: t.alice.token, form: { name: 'alice-data' } })
    expect(Object.keys(invalid.body.errors)).toEqual(['billing_account_id'])
    const foreign = await call(t.app, 'PATCH', BUCKET, {
      token: t.alice.token,
      form: { name: 'alice-data', billing_account_id: t.bob.billingAccountId },
    })
    expect(foreign.status).toBe(400)
    const [row] = await t.store.db.select().from(buckets).where(eq(buckets.name, 'alice-data'))
    expect(row!.billingAccountId).toBe(second)
  })

  it('deletes only an empty bucket (204), with the name in the query or a form', async () => {
    await create(t.alice.token, 'empty-one', t.alice.billingAccountId)
    await create(t.alice.token, 'full-one', t.alice.billingAccountId)
    await t.store.db
      .update(buckets)
      .set({ sizeBytes: 5_000_000, numObjects: 3 })
      .where(eq(buckets.name, 'full-one'))
    const full = await call(t.app, 'DELETE', `${BUCKET}?name=full-one`, { token: t.alice.token })
    expect(full.status).toBe(409)
    const listed = await call(t.app, 'GET', `${BUCKET}?name=full-one`, { token: t.alice.token })
    expect(listed.body).toMatchObject({ size_bytes: 5_000_000, num_objects: 3 })
    const ok = await call(t.app, 'DELETE', BUCKET, { token: t.alice.token, form: { name: 'empty-one' } })
    expect(ok).toMatchObject({ status: 204, text: '' })
    const missing = await call(t.app, 'DELETE', BUCKET, { token: t.alice.token })
    expect(Object.keys(missing.body.errors)).toEqual(['name'])
    expect(await bucketCount()).toBe(1)
  })

  it('refuses another user’s bucket with 404 on every call; grantees reach shared ones', async () => {
    const second = await secondBillingAccount(t, t.alice)
    await create(t.alice.token, 'alice-data', t.alice.billingAccountId)
    await create(t.alice.token, 'alice-shared', second)
    const attempts = [
      ['GET', `${BUCKET}?name=alice-data`, undefined],
      ['PATCH', BUCKET, { name: 'alice-data', billing_account_id: String(t.bob.billingAccountId) }],
      ['DELETE', `${BUCKET}?name=alice-data`, undefined],
      ['GET', `${BUCKET}?name=no-such-bucket`, undefined],
    ] as const
    for (const [method, path, form] of attempts) {
      const res = await call(t.app, method, path, { token: t.bob.token, form })
      expect(res, `${method} ${path}`).toMatchObject({ status: 404, body: { message: 'Bucket not found' } })
    }
    expect((await call(t.app, 'GET', '/v1/storage/bucket/list', { token: t.bob.token })).body).toEqual([])
    await shareWith(t, t.alice, t.bob, second)
    const shared = await call(t.app, 'GET', '/v1/storage/bucket/list', { token: t.bob.token })
    expect(shared.body.map((b: { name: string }) => b.name)).toEqual(['alice-shared'])
    expect((await call(t.app, 'GET', `${BUCKET}?name=alice-data`, { token: t.bob.token })).status).toBe(404)
    const made = await create(t.bob.token, 'made-by-bob', second)
    expect(made.status).toBe(200)
    const [row] = await t.store.db.select().from(buckets).where(eq(buckets.name, 'made-by-bob'))
    expect(row!.userId).toBe(t.alice.id)
  })
})

describe('S3 endpoint, storage user and keys (API-NOTES §10)', () => {
  it('has no storage account until a key is generated: 404 keys and "/" endpoint', async () => {
    const keys = await call(t.app, 'GET', KEYS, { token: t.alice.token })
    expect(keys).toMatchObject({ status: 404, body: { message: 'Storage account not found.' } })
    const endpoint = await call(t.app, 'GET', '/v1/storage/api/s3', { token: t.alice.token })
    expect(endpoint.body).toEqual({ url: '/' })
  })

  it('generates keys (full list with secrets, camelCase), lists them again, deletes by access_key', async () => {
    const first = await call(t.app, 'POST', KEYS, { token: t.alice.token })
    expect(first.status).toBe(200)
    expect(first.body).toHaveLength(1)
    const key = S3KeySchema.parse(first.body[0])
    expect(key.accessKey).toMatch(/^[A-Z0-9]{20}$/)
    expect(key.secretKey).toHaveLength(40)
    expect(key.userId).toBe(String(t.alice.id))
    const second = await call(t.app, 'POST', KEYS, { token: t.alice.token })
    expect(second.body.map((k: { accessKey: string }) => k.accessKey)).toContain(key.accessKey)
    expect(second.body).toHaveLength(2)
    const listed = await call(t.app, 'GET', KEYS, { token: t.alice.token })
    expect(listed.body).toEqual(second.body)
    const [stored] = await t.store.db.select().from(s3Keys).where(eq(s3Keys.accessKey, key.accessKey))
    expect(stored!.secretKey).not.toContain(key.secretKey)
    const endpoint = await call(t.app, 'GET', '/v1/storage/api/s3', { token: t.alice.token })
    // The platform's own S3 endpoint (src/s3/), path-style, at the address the caller used.
    expect(endpoint.body.url).toBe('http://localhost/s3/')
    const deleted = await call(t.app, 'DELETE', KEYS, {
      token: t.alice.token,
      form: { access_key: key.accessKey },
    })
    expect(deleted).toMatchObject({ status: 200, text: '' })
    const after = await call(t.app, 'GET', KEYS, { token: t.alice.token })
    expect(after.body.map((k: { accessKey: string }) => k.accessKey)).not.toContain(key.accessKey)
  })

  it('refuses a missing access_key (400) and another user’s key (404)', async () => {
    const alice = await call(t.app, 'POST', KEYS, { token: t.alice.token })
    const missing = await call(t.app, 'DELETE', KEYS, { token: t.alice.token })
    expect(Object.keys(missing.body.errors)).toEqual(['access_key'])
    const bobs = await call(t.app, 'DELETE', `${KEYS}?access_key=${alice.body[0].accessKey}`, {
      token: t.bob.token,
    })
    expect(bobs).toMatchObject({ status: 404, body: { message: 'Access key not found' } })
    expect((await call(t.app, 'GET', KEYS, { token: t.bob.token })).status).toBe(404)
    expect((await t.store.db.select({ n: count() }).from(s3Keys))[0]!.n).toBe(1)
  })

  it('serves the RGW-style storage user, creating the account', async () => {
    const res = await call(t.app, 'GET', '/v1/storage/user', { token: t.alice.token })
    expect(res.body).toMatchObject({
      userId: String(t.alice.id),
      email: t.alice.email,
      suspended: 0,
      s3Credentials: [],
    })
    expect((await call(t.app, 'GET', KEYS, { token: t.alice.token })).body).toEqual([])
  })
})
