/**
 * The console's object browser (CONTRACTS "Object browser"): list, upload, download and delete objects on the
 * customer's behalf, with the session (CSRF header on unsafe methods) or an API token; strangers get Warren's 404.
 */
import { bucketHourlyPrice, BucketObjectListSchema, BucketObjectSchema, demoPriceList } from '@cirrus/domain'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { shareWith } from '../../test/delegation.js'
import { call, syncBusinessClock, usePlatform, type TestUser } from '../../test/helpers.js'
import { meterHour } from '../services/metering.js'
import { bucketObjects, usageRecords } from '../store/schema.js'

const t = usePlatform({ objectSizeLimitBytes: 1000 })
const OBJECTS = '/v1/storage/bucket/photos/objects'

const makeBucket = (user: TestUser, name = 'photos') =>
  call(t.app, 'PUT', '/v1/storage/bucket', {
    token: user.token,
    form: { name, billing_account_id: user.billingAccountId },
  })

/** Sends raw bytes (not through call(), which only sends text forms and JSON). */
async function send(method: string, path: string, headers: Record<string, string>, body?: BodyInit) {
  await syncBusinessClock(t.app)
  return t.app.request(path, { method, headers, body })
}

const upload = (user: TestUser, key: string, body: BodyInit, type = 'text/plain') =>
  send('PUT', `${OBJECTS}/${key}`, { apikey: user.token, 'content-type': type }, body)

const list = async (user: TestUser, query = '') =>
  call(t.app, 'GET', `${OBJECTS}${query}`, { token: user.token })

const bucket = async () =>
  (await call(t.app, 'GET', '/v1/storage/bucket?name=photos', { token: t.alice.token })).body

async function signIn(user: TestUser): Promise<string> {
  const res = await call(t.app, 'POST', '/auth/sign-in', {
    json: { email: user.email, password: user.password },
  })
  return /cirrus_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!
}

describe('object browser (CONTRACTS "Object browser")', () => {
  it('uploads with the session and the CSRF header (201 with the object), refuses it without the header', async () => {
    await makeBucket(t.alice)
    const cookie = `cirrus_session=${await signIn(t.alice)}`
    const refused = await send('PUT', `${OBJECTS}/a.txt`, { cookie, 'content-type': 'text/plain' }, 'hello')
    expect(refused.status).toBe(403)
    const res = await send(
      'PUT',
      `${OBJECTS}/notes/a%20b.txt`,
      { cookie, 'X-Cirrus-Client': 'console', 'content-type': 'text/plain' },
      'hello',
    )
    expect(res.status).toBe(201)
    const object = BucketObjectSchema.parse(await res.json())
    expect(object).toEqual({
      key: 'notes/a b.txt',
      size_bytes: 5,
      last_modified: '2025-11-10T10:15:00.000Z',
      etag: '"5d41402abc4b2a76b9719d911017c592"', // MD5 of "hello"
    })
    const download = await send('GET', `${OBJECTS}/notes/a%20b.txt`, { cookie })
    expect(download.status).toBe(200)
    expect(await download.text()).toBe('hello')
  })

  it('lists folders as prefixes and objects under a prefix, in byte order', async () => {
    await makeBucket(t.alice)
    for (const key of ['b.txt', 'a.txt', 'docs/x.txt', 'docs/y.txt', 'docs/deep/z.txt', 'img/p.png']) {
      expect((await upload(t.alice, key, key)).status).toBe(201)
    }
    const root = await list(t.alice, '?delimiter=/')
    expect(root.status).toBe(200)
    const page = BucketObjectListSchema.parse(root.body)
    expect(page.prefixes).toEqual(['docs/', 'img/'])
    expect(page.objects.map((o) => o.key)).toEqual(['a.txt', 'b.txt'])
    expect(page.next_continuation_token).toBeNull()
    const docs = await list(t.alice, '?prefix=docs/&delimiter=/')
    expect(docs.body.prefixes).toEqual(['docs/deep/'])
    expect(docs.body.objects.map((o: { key: string }) => o.key)).toEqual(['docs/x.txt', 'docs/y.txt'])
    const flat = await list(t.alice)
    expect(flat.body.objects).toHaveLength(6)
    expect(flat.body.prefixes).toEqual([])
    const bad = await list(t.alice, '?continuation_token=nonsense')
    expect(bad.status).toBe(400)
  })

  it('downloads the bytes with the stored Content-Type as an attachment named by the key', async () => {
    await makeBucket(t.alice)
    await upload(t.alice, 'reports/été 2025.csv', 'a,b\n1,2\n', 'text/csv')
    const res = await send('GET', `${OBJECTS}/reports/${encodeURIComponent('été 2025.csv')}`, {
      apikey: t.alice.token,
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="_t_ 2025.csv"; filename*=UTF-8''${encodeURIComponent('été 2025.csv')}`,
    )
    expect(await res.text()).toBe('a,b\n1,2\n')
    // The key may also come %-encoded whole.
    const whole = await send('GET', `${OBJECTS}/${encodeURIComponent('reports/été 2025.csv')}`, {
      apikey: t.alice.token,
    })
    expect(whole.status).toBe(200)
    const missing = await call(t.app, 'GET', `${OBJECTS}/nothing-here`, { token: t.alice.token })
    expect(missing).toMatchObject({ status: 404, body: { message: 'Object not found' } })
  })

  it("moves the bucket's size_bytes and num_objects with uploads, replacements and deletes", async () => {
    await makeBucket(t.alice)
    await upload(t.alice, 'one', 'x'.repeat(300))
    await upload(t.alice, 'two', 'y'.repeat(200))
    expect(await bucket()).toMatchObject({ size_bytes: 500, num_objects: 2 })
    await upload(t.alice, 'one', 'z'.repeat(100))
    expect(await bucket()).toMatchObject({ size_bytes: 300, num_objects: 2 })
    const notEmpty = await call(t.app, 'DELETE', '/v1/storage/bucket', {
      token: t.alice.token,
      form: { name: 'photos' },
    })
    expect(notEmpty).toMatchObject({ status: 409, body: { message: 'Bucket photos is not empty' } })
    const deleted = await call(t.app, 'DELETE', `${OBJECTS}/one`, { token: t.alice.token })
    expect(deleted.status).toBe(204)
    expect(await bucket()).toMatchObject({ size_bytes: 200, num_objects: 1 })
    // Deleting what is not there is still 204 (S3's rule), and changes nothing.
    expect((await call(t.app, 'DELETE', `${OBJECTS}/one`, { token: t.alice.token })).status).toBe(204)
    await call(t.app, 'DELETE', `${OBJECTS}/two`, { token: t.alice.token })
    expect(await bucket()).toMatchObject({ size_bytes: 0, num_objects: 0 })
    const gone = await call(t.app, 'DELETE', '/v1/storage/bucket', {
      token: t.alice.token,
      form: { name: 'photos' },
    })
    expect(gone.status).toBe(204)
  })

  it('refuses a body over the object size limit with 413 and stores nothing', async () => {
    await makeBucket(t.alice)
    const declared = await upload(t.alice, 'big', 'x'.repeat(1001))
    expect(declared.status).toBe(413)
    // Streamed without a length: cut at the first chunk over the limit.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(new Uint8Array(400))
        controller.close()
      },
    })
    const streamed = await t.app.request(`${OBJECTS}/big`, {
      method: 'PUT',
      headers: { apikey: t.alice.token },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(413)
    expect(await t.store.db.select().from(bucketObjects)).toEqual([])
    expect(await bucket()).toMatchObject({ size_bytes: 0, num_objects: 0 })
  })

  it("answers a stranger with Warren's 404 on every call, and lets a delegated user in", async () => {
    await makeBucket(t.alice)
    await upload(t.alice, 'private.txt', 'secret')
    const stranger = [
      await list(t.bob),
      await call(t.app, 'PUT', `${OBJECTS}/x.txt`, { token: t.bob.token, json: 'intrusion' }),
      await call(t.app, 'GET', `${OBJECTS}/private.txt`, { token: t.bob.token }),
      await call(t.app, 'DELETE', `${OBJECTS}/private.txt`, { token: t.bob.token }),
    ]
    for (const res of stranger) {
      expect(res).toMatchObject({ status: 404, body: { message: 'Bucket not found' } })
    }
    const rows = await t.store.db
      .select()
      .from(bucketObjects)
      .where(and(eq(bucketObjects.bucketName, 'photos')))
    expect(rows.map((r) => r.key)).toEqual(['private.txt'])
    await shareWith(t, t.alice, t.bob)
    expect((await list(t.bob)).body.objects).toHaveLength(1)
    expect((await upload(t.bob, 'from-bob.txt', 'hi')).status).toBe(201)
  })

  it('takes keys of digits beyond a 32-bit integer (the path guard leaves object keys alone)', async () => {
    await makeBucket(t.alice)
    const res = await upload(t.alice, 'logs/20251125083000', 'log line')
    expect(res.status).toBe(201)
    const got = await send('GET', `${OBJECTS}/logs/20251125083000`, { apikey: t.alice.token })
    expect(await got.text()).toBe('log line')
  })

  it('refuses an empty or too long key with a 400 naming the key', async () => {
    await makeBucket(t.alice)
    const long = await upload(t.alice, 'k'.repeat(1025), 'x')
    expect(long.status).toBe(400)
    expect(Object.keys((await long.json()).errors)).toEqual(['key'])
  })

  it('meters the bucket by what is stored: the hour after an upload costs more', async () => {
    await makeBucket(t.alice)
    t.clock.set('2025-11-10T11:30:00Z')
    expect((await upload(t.alice, 'one', 'x')).status).toBe(201)
    t.clock.set('2025-11-10T13:05:00Z')
    await meterHour(t.app.platform, new Date('2025-11-10T10:00:00Z'))
    await meterHour(t.app.platform, new Date('2025-11-10T12:00:00Z'))
    const rows = await t.store.db
      .select()
      .from(usageRecords)
      .where(eq(usageRecords.resourceType, 'bucket'))
      .orderBy(usageRecords.hour)
    const ctx = { list: demoPriceList, currency: 'EUR' }
    expect(rows.map((r) => r.amount)).toEqual([
      bucketHourlyPrice({ size_bytes: 0 }, ctx).price!.amount,
      // One byte is billed as a whole GB (SPEC §5).
      bucketHourlyPrice({ size_bytes: 1 }, ctx).price!.amount,
    ])
    expect(rows[0]!.amount).not.toBe(rows[1]!.amount)
  })
})
