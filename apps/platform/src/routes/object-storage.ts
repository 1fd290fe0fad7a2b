/**
 * Object storage (API-NOTES §10, SPEC §7 "Object storage"), not location-scoped: buckets with globally unique S3
 * names (409 when taken), their billing account, deletion only when empty (204); the S3 endpoint; the caller's
 * Ceph-RGW-style storage user and S3 keys (camelCase). The storage account comes into being with the first key,
 * bucket or `GET /storage/user`; before that the key list is 404 'Storage account not found.'.
 *
 * Secrets: Warren returns the secret key on every read (§10), so it cannot be stored hashed like API tokens; it
 * is stored sealed (AES-256-GCM under SEALING_SECRET, services/sealed.ts) and opened to answer.
 */
import { randomBytes } from 'node:crypto'
import {
  BucketCreateInputSchema,
  BucketDeleteInputSchema,
  BucketListQuerySchema,
  BucketUpdateInputSchema,
  S3KeyDeleteInputSchema,
} from '@cirrus/domain'
import { apiRoutes, returns, takes } from '../http/route.js'
import { Bucket, S3Endpoint, S3Key } from '../http/entities.js'
import { WarrenError } from '../http/errors.js'
import { userWideOnly } from '../http/scope.js'
import type { Platform } from '../platform.js'
import { isUniqueViolation } from '../services/accounts.js'
import { diskTime } from '../services/format.js'
import { seal, unseal } from '../services/sealed.js'
import { billingAccountForCreate, usableBillingAccount } from '../services/billing-accounts.js'
import { visibleBuckets } from '../services/object-storage.js'
import { kinds, usable } from '../services/usable.js'
import { checkMoveQuota, checkQuota } from '../services/quotas.js'
import {
  deleteEmptyBucket,
  deleteOwnS3Key,
  ensureStorageAccount,
  hasStorageAccount,
  insertBucket,
  insertS3Key,
  listS3Keys,
  updateBucket,
  type BucketRow,
} from '../store/object-storage.js'

/** The S3 endpoint answered once a storage account exists; `S3_ENDPOINT_URL` overrides it. */
export const S3_ENDPOINT_URL = process.env.S3_ENDPOINT_URL ?? 'https://s3.cirrus.test/'

/** `GET /storage/bucket?name=`: the bucket name, as in the delete call. */
const BucketQuerySchema = BucketDeleteInputSchema

/** Warren's bucket object; bucket timestamps use the disk format (API-NOTES §1.4). */
function toWarrenBucket(row: BucketRow) {
  return {
    name: row.name,
    billing_account_id: row.billingAccountId,
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

  return apiRoutes()
    .get('/storage/api/s3', returns(S3Endpoint), async (c) =>
      // Live Warren answers "/" while the account has no storage provisioned (§10).
      c.json({ url: (await hasStorageAccount(db, c.var.principal.user.id)) ? S3_ENDPOINT_URL : '/' }),
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
      const principal = c.var.principal
      const account = await billingAccountForCreate(p, principal, input.billing_account_id, false)
      const now = p.clock()
      try {
        const row = await db.transaction(async (tx) => {
          await checkQuota(tx, p.settings, account.id, { buckets: 1 })
          await ensureStorageAccount(tx, account.userId, p.clock())
          return insertBucket(tx, {
            name: input.name,
            userId: account.userId,
            billingAccountId: account.id,
            createdAt: now,
            modifiedAt: now,
          })
        })
        return c.json(toWarrenBucket(row))
      } catch (error) {
        // Names are global across every user of the platform, like S3's (§10).
        if (!isUniqueViolation(error)) throw error
        const message = `Bucket name ${input.name} is already taken`
        throw new WarrenError(409, message, { name: message })
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
      if (!(await deleteEmptyBucket(db, row.name)))
        throw new WarrenError(409, `Bucket ${row.name} is not empty`)
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
}
