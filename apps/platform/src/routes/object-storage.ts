/**
 * Object storage (API-NOTES §10, SPEC §7 "Object storage"), not location-scoped: buckets with globally unique S3
 * names (409 when taken), their billing account, deletion only when empty (204); the S3 endpoint; the caller's
 * Ceph-RGW-style storage user and S3 keys (camelCase). The storage account comes into being with the first key,
 * bucket or `GET /storage/user`; before that the key list is 404 'Storage account not found.'.
 *
 * Secrets: Warren returns the secret key on every read (§10), so it cannot be stored hashed like API tokens; it
 * is stored sealed (AES-256-GCM under SEALING_SECRET, services/sealed.ts) and opened to answer — and to verify
 * the AWS Signature V4 of each S3 request (src/s3/), which needs the secret itself.
 *
 * The object browser (console-only, CONTRACTS "Object browser"): list, upload (the raw body streamed to a file,
 * never held in memory), download and delete objects on the customer's behalf with their session, so the S3
 * secret never has to live in the browser.
 */
import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import type { Context } from 'hono'
import {
  BucketCreateInputSchema,
  BucketDeleteInputSchema,
  BucketListQuerySchema,
  BucketObjectListQuerySchema,
  BucketUpdateInputSchema,
  OBJECT_KEY_MAX_LENGTH,
  S3KeyDeleteInputSchema,
} from '@cirrus/domain'
import { apiRoutes, returns, takes } from '../http/route.js'
import { Bucket, BucketObject, BucketObjectList, S3Endpoint, S3Key } from '../http/entities.js'
import { WarrenError, warrenError } from '../http/errors.js'
import type { AppEnv } from '../http/env.js'
import { userWideOnly } from '../http/scope.js'
import type { Platform } from '../platform.js'
import { diskTime } from '../services/format.js'
import { seal, unseal } from '../services/sealed.js'
import { usableBillingAccount } from '../services/billing-accounts.js'
import { BucketNameTakenError, createBucket, visibleBuckets } from '../services/object-storage.js'
import { checkMoveQuota } from '../services/quotas.js'
import { kinds, usable } from '../services/usable.js'
import {
  DEFAULT_CONTENT_TYPE,
  ObjectError,
  deleteBucket,
  deleteObject,
  listObjects,
  putObject,
} from '../services/bucket-objects.js'
import { BlobTooLargeError, readBlob, writeBlob } from '../services/object-blobs.js'
import { findObject, type BucketObjectRow } from '../store/bucket-objects.js'
import {
  deleteOwnS3Key,
  ensureStorageAccount,
  hasStorageAccount,
  insertS3Key,
  listS3Keys,
  updateBucket,
  type BucketRow,
} from '../store/object-storage.js'

/**
 * The S3 endpoint answered once a storage account exists: this server's own `/s3/` (path-style, src/s3/) at the
 * address the caller used, unless `S3_ENDPOINT_URL` names another (a proxy, a public host name).
 */
export function s3EndpointUrl(requestUrl: string): string {
  return process.env.S3_ENDPOINT_URL || new URL('/s3/', requestUrl).href
}

/** The console's object as CONTRACTS "Object browser" lists it. */
function toBucketObject(row: BucketObjectRow) {
  return {
    key: row.key,
    size_bytes: row.sizeBytes,
    last_modified: row.lastModified.toISOString(),
    etag: row.etag,
  }
}

/**
 * The object key of `/storage/bucket/{name}/objects/{key…}` from the raw path: %-decoded after the bucket's
 * segment, so both `a/b` and `a%2Fb` name the key `a/b`. Empty, too long (S3: 1024 bytes of UTF-8) → 400.
 */
function objectKeyOf(c: Context<AppEnv>): string {
  const m = /\/storage\/bucket\/[^/]+\/objects\/(.*)$/.exec(new URL(c.req.url).pathname)
  const key = m ? decodeURIComponent(m[1]!) : ''
  if (key === '' || Buffer.byteLength(key) > OBJECT_KEY_MAX_LENGTH) {
    throw warrenError(400, `An object key is 1 to ${OBJECT_KEY_MAX_LENGTH} bytes long`, {
      key: `An object key is 1 to ${OBJECT_KEY_MAX_LENGTH} bytes long`,
    })
  }
  return key
}

/** An object-layer refusal in Warren's shape. */
function warrenObjectError(error: unknown, bucket: string): never {
  if (error instanceof BlobTooLargeError) {
    throw new WarrenError(413, `Request body is larger than the limit of ${error.limit} bytes`)
  }
  if (error instanceof ObjectError) {
    if (error.code === 'NoSuchBucket') throw new WarrenError(404, 'Bucket not found')
    if (error.code === 'BucketNotEmpty') throw new WarrenError(409, `Bucket ${bucket} is not empty`)
    throw warrenError(400, error.message)
  }
  throw error
}

/** `attachment; filename*=UTF-8''…` of the key's last segment (RFC 6266/8187). */
function attachment(key: string): string {
  const name = key.split('/').filter(Boolean).pop() ?? 'download'
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/** `GET /storage/bucket?name=`: the bucket name, as in the delete call. */
const BucketQuerySchema = BucketDeleteInputSchema

/** Warren's bucket object; bucket timestamps use the disk format (API-NOTES §1.4). */
function toWarrenBucket(row: BucketRow) {
  return {
    name: row.name,
    billing_account_id: row.billingAccountId,
    // Not in Warren's object: the owner, so a grantee's console marks a bucket shared with them (SPEC §6).
    user_id: row.userId,
    size_bytes: row.sizeBytes,
    num_objects: row.numObjects,
    created_at: diskTime(row.createdAt),
    modified_at: diskTime(row.modifiedAt),
    is_suspended: row.isSuspended,
  }
}

/** The RGW user id of a platform user. */
function storageUserId(userId: number): string {
  return String(userId)
}

const ALNUM_UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const SECRET_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/+'

function randomText(alphabet: string, length: number): string {
  let out = ''
  for (const byte of randomBytes(length)) out += alphabet[byte % alphabet.length]
  return out
}

/** Object storage routes. */
export const objectStorageRoutes = (p: Platform) => {
  const db = p.store.db
  const secret = p.settings.sealingSecret

  /** The user's keys, secrets opened, oldest first. */
  const keysOf = async (userId: number) => {
    const rows = await listS3Keys(db, userId)
    return rows.map((row) => ({
      accessKey: row.accessKey,
      secretKey: unseal(row.secretKey, secret),
      userId: storageUserId(userId),
    }))
  }

  return (
    apiRoutes()
      .get('/storage/api/s3', returns(S3Endpoint), async (c) =>
        // Live Warren answers "/" while the account has no storage provisioned (§10).
        c.json({
          url: (await hasStorageAccount(db, c.var.principal.user.id)) ? s3EndpointUrl(c.req.url) : '/',
        }),
      )
      .get('/storage/bucket/list', takes(BucketListQuerySchema, [Bucket]), async (c) => {
        const { billing_account_id: billingAccountId } = c.req.valid('json')
        const rows = await visibleBuckets(db, c.var.principal, billingAccountId)
        return c.json(rows.map(toWarrenBucket))
      })
      .get('/storage/bucket', takes(BucketQuerySchema, Bucket), async (c) => {
        const row = await usable(db, kinds.bucket, c.var.principal, null, c.req.valid('json').name)
        return c.json(toWarrenBucket(row))
      })
      .put('/storage/bucket', takes(BucketCreateInputSchema, Bucket), async (c) => {
        const input = c.req.valid('json')
        try {
          const row = await createBucket(p, c.var.principal, input.name, input.billing_account_id, false)
          return c.json(toWarrenBucket(row))
        } catch (error) {
          // Names are global across every user of the platform, like S3's (§10).
          if (!(error instanceof BucketNameTakenError)) throw error
          throw new WarrenError(409, error.message, { name: error.message })
        }
      })
      .patch('/storage/bucket', takes(BucketUpdateInputSchema, Bucket), async (c) => {
        const input = c.req.valid('json')
        const principal = c.var.principal
        await usableBillingAccount(p, principal, input.billing_account_id)
        const updated = await db.transaction(async (tx) => {
          const row = await usable(tx, kinds.bucket, principal, null, input.name, { forUpdate: true })
          const move = { from: row.billingAccountId, to: input.billing_account_id }
          await checkMoveQuota(tx, p.settings, move, { buckets: 1 })
          return updateBucket(tx, row.name, { billingAccountId: move.to, modifiedAt: p.clock() })
        })
        return c.json(toWarrenBucket(updated))
      })
      .delete('/storage/bucket', takes(BucketDeleteInputSchema, { 204: 'Deleted' }), async (c) => {
        const row = await usable(db, kinds.bucket, c.var.principal, null, c.req.valid('json').name)
        // S3 refuses to delete a bucket with objects (BucketNotEmpty, a 409).
        await deleteBucket(p, row.name).catch((error: unknown) => warrenObjectError(error, row.name))
        return c.body(null, 204)
      })
      .get(
        '/storage/bucket/:name/objects',
        takes(BucketObjectListQuerySchema, BucketObjectList),
        async (c) => {
          const bucket = await usable(db, kinds.bucket, c.var.principal, null, c.req.param('name'))
          const query = c.req.valid('json')
          const page = await listObjects(p, bucket.name, {
            prefix: query.prefix ?? '',
            delimiter: query.delimiter ?? '',
            continuationToken: query.continuation_token,
            maxKeys: 1000,
          }).catch((error: unknown) => warrenObjectError(error, bucket.name))
          return c.json({
            prefixes: page.prefixes,
            objects: page.objects.map(toBucketObject),
            next_continuation_token: page.nextContinuationToken,
          })
        },
      )
      // The raw body is the object (any Content-Type): app.ts leaves it unread (s3/paths.ts isRawObjectUpload).
      .put('/storage/bucket/:name/objects/:key{.+}', returns({ 201: BucketObject }), async (c) => {
        // The body is the file itself: a form would be stored as its own encoding.
        if ((c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
          const message = 'Send the file itself as the body, not a multipart form'
          throw warrenError(400, message, { body: message })
        }
        const bucket = await usable(db, kinds.bucket, c.var.principal, null, c.req.param('name'))
        const key = objectKeyOf(c)
        const limit = p.settings.objectSizeLimitBytes
        if (Number(c.req.header('content-length') ?? 0) > limit)
          warrenObjectError(new BlobTooLargeError(limit), '')
        const body = c.req.raw.body
        const source = body ? Readable.fromWeb(body as never) : Readable.from([])
        const row = await writeBlob(p.settings.objectDir, source, limit)
          .then((written) =>
            putObject(p, bucket.name, key, written, {
              contentType: (c.req.header('content-type') || DEFAULT_CONTENT_TYPE).slice(0, 256),
              metadata: {},
            }),
          )
          .catch((error: unknown) => warrenObjectError(error, bucket.name))
        return c.json(toBucketObject(row), 201)
      })
      .get(
        '/storage/bucket/:name/objects/:key{.+}',
        returns({ 200: "The object's bytes, as an attachment" }),
        async (c) => {
          const bucket = await usable(db, kinds.bucket, c.var.principal, null, c.req.param('name'))
          const row = await findObject(db, bucket.name, objectKeyOf(c))
          if (!row) throw new WarrenError(404, 'Object not found')
          const stream = readBlob(p.settings.objectDir, row.blob)
          return new Response(Readable.toWeb(stream) as ReadableStream, {
            headers: {
              'Content-Type': row.contentType,
              'Content-Length': String(row.sizeBytes),
              'Content-Disposition': attachment(row.key),
              ETag: row.etag,
              'Last-Modified': row.lastModified.toUTCString(),
            },
          })
        },
      )
      .delete('/storage/bucket/:name/objects/:key{.+}', returns({ 204: 'Deleted' }), async (c) => {
        const bucket = await usable(db, kinds.bucket, c.var.principal, null, c.req.param('name'))
        await deleteObject(p, bucket.name, objectKeyOf(c)).catch((error: unknown) =>
          warrenObjectError(error, bucket.name),
        )
        return c.body(null, 204)
      })
      .use('/storage/user/*', userWideOnly()) // S3 credentials are user-wide (http/scope.ts)
      .get('/storage/user', returns({ 200: 'The storage account (API-NOTES §10)' }), async (c) => {
        const user = c.var.principal.user
        await ensureStorageAccount(db, user.id, p.clock())
        const keys = await keysOf(user.id)
        return c.json({
          userId: storageUserId(user.id),
          displayName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
          email: user.email,
          maxBuckets: 1000,
          suspended: 0,
          caps: [],
          subusers: [],
          swiftCredentials: [],
          s3Credentials: keys,
        })
      })
      .get('/storage/user/keys', returns([S3Key]), async (c) => {
        const userId = c.var.principal.user.id
        if (!(await hasStorageAccount(db, userId))) throw new WarrenError(404, 'Storage account not found.')
        return c.json(await keysOf(userId))
      })
      .post('/storage/user/keys', returns([S3Key]), async (c) => {
        const userId = c.var.principal.user.id
        await db.transaction(async (tx) => {
          await ensureStorageAccount(tx, userId, p.clock())
          await insertS3Key(tx, {
            accessKey: randomText(ALNUM_UPPER, 20),
            secretKey: seal(randomText(SECRET_CHARS, 40), secret),
            userId,
            createdAt: p.clock(),
          })
        })
        // The full list including the new key (§10).
        return c.json(await keysOf(userId))
      })
      .delete('/storage/user/keys', takes(S3KeyDeleteInputSchema, { 200: 'Empty body' }), async (c) => {
        const removed = await deleteOwnS3Key(db, c.var.principal.user.id, c.req.valid('json').access_key)
        if (!removed) throw new WarrenError(404, 'Access key not found')
        return c.body(null, 200)
      })
  )
}
