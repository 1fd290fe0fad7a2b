/**
 * The S3-compatible endpoint, path-style on the platform's own port: `/s3/` (ListBuckets), `/s3/<bucket>`
 * (CreateBucket, DeleteBucket, HeadBucket, ListObjectsV2 and V1, GetBucketLocation, DeleteObjects) and
 * `/s3/<bucket>/<key>` (PutObject, GetObject with Range, HeadObject, DeleteObject, multipart upload). Every
 * request is signed with AWS Signature V4 (s3/auth.ts) by an access key the customer generated; the key acts
 * as its owner: the owner's buckets and those shared with them by access delegation (access.ts `canAccess`, the
 * platform's one rule), another user's bucket is AccessDenied. Errors are S3's XML (s3/errors.ts). Bodies are
 * streamed to files (services/object-blobs.ts) and their payload hash checked (hex SHA-256, UNSIGNED-PAYLOAD,
 * aws-chunked with chunk signatures or a trailing checksum, s3/chunked.ts). Mounted by app.ts before the Warren
 * middleware, which would read bodies and answer JSON.
 *
 * This file authenticates and dispatches; the operations are by concern: buckets.ts, objects.ts, multipart.ts,
 * bodies.ts (request bodies), request.ts (what they share), errors.ts (S3's XML errors).
 */
import { Hono } from 'hono'
import { extendPrincipal } from '../access.js'
import type { AppEnv, Principal } from '../http/env.js'
import type { Platform } from '../platform.js'
import { unseal } from '../services/sealed.js'
import { s3KeyWithOwner } from '../store/object-storage.js'
import { verifySignature, type Verified } from './auth.js'
import { bucketOps } from './buckets.js'
import { S3Error, toS3Error } from './errors.js'
import { multipartOps } from './multipart.js'
import { objectOps } from './objects.js'
import { S3_PREFIX } from './paths.js'
import {
  MAX_KEY_BYTES,
  S3_REGION,
  checkPayloadMode,
  decode,
  hasSubresource,
  notAllowed,
  notImplemented,
  usableBucket as usableBucketOf,
  xmlResponse,
  type C,
  type S3Request,
} from './request.js'
import { xml } from './xml.js'

/** The S3 endpoint's routes (mounted at {@link S3_PREFIX}). */
export function s3Routes(p: Platform) {
  const db = p.store.db

  /** The request's principal: the key's owner, with what access delegation shares with them. */
  const authenticate = async (c: C, url: URL): Promise<{ principal: Principal; verified: Verified }> => {
    let owner: Awaited<ReturnType<typeof s3KeyWithOwner>>
    const verified = await verifySignature(
      { method: c.req.method, url, header: (name) => c.req.header(name) },
      async (accessKey) => {
        owner = await s3KeyWithOwner(db, accessKey)
        return owner ? unseal(owner.key.secretKey, p.settings.sealingSecret) : null
      },
    )
    const principal: Principal = {
      user: owner!.user,
      via: 'apikey',
      token: null,
      restrictedBillingAccountId: null,
      delegatedBillingAccountIds: [],
      delegatedUserIds: [],
    }
    await extendPrincipal(db, principal, p.principalExtensions)
    return { principal, verified }
  }
  const usableBucket = (r: S3Request) => usableBucketOf(p, r)
  const { listBuckets, createBucketOf, deleteBucketOf, listObjectsOf, deleteObjectsOf } = bucketOps(p)
  const { putObjectOf, getObjectOf, deleteObjectOf } = objectOps(p)
  const { createUploadOf, uploadPartOf, completeUploadOf, abortUploadOf } = multipartOps(p)

  const handler = async (c: C) => {
    const url = new URL(c.req.url)
    const requestId = c.var.correlationId
    c.header('x-amz-request-id', requestId)
    try {
      const response = await dispatch(c, url)
      response.headers.set('x-amz-request-id', requestId)
      return response
    } catch (error) {
      const s3 = toS3Error(error)
      if (!s3) {
        p.log({ level: 'error', msg: 's3 error', correlation_id: requestId, error: String(error) })
      }
      const failure =
        s3 ?? new S3Error('InternalError', 'We encountered an internal error. Please try again.')
      // The body may be unread: cancel it so the connection does not wait for it.
      await c.req.raw.body?.cancel().catch(() => undefined)
      if (c.req.method === 'HEAD') return new Response(null, { status: failure.status })
      return xmlResponse(failure.body(url.pathname, requestId), failure.status, {
        'x-amz-request-id': requestId,
      })
    }
  }

  async function dispatch(c: C, url: URL): Promise<Response> {
    const m = /^\/([^/]*)(?:\/(.*))?$/.exec(url.pathname.slice(S3_PREFIX.length))
    const bucket = m ? decode(m[1]!) : ''
    const key = m?.[2] ? decode(m[2]) : ''
    if (Buffer.byteLength(key) > MAX_KEY_BYTES) {
      throw new S3Error('KeyTooLongError', 'Your key is too long')
    }
    const { principal, verified } = await authenticate(c, url)
    checkPayloadMode(verified.payloadHash)
    const r: S3Request = { c, url, principal, verified, bucket, key }
    const q = url.searchParams
    const method = c.req.method
    if (!bucket) {
      if (method === 'GET') return listBuckets(r)
      throw notAllowed()
    }
    if (!key) {
      if (method === 'PUT' && !q.size) return createBucketOf(r)
      if (method === 'DELETE' && !q.size) return deleteBucketOf(r)
      if (method === 'HEAD') {
        await usableBucket(r)
        return new Response(null, { headers: { 'x-amz-bucket-region': S3_REGION } })
      }
      if (method === 'GET' && q.has('location')) {
        await usableBucket(r)
        return xmlResponse(xml('LocationConstraint', {}))
      }
      if (method === 'GET' && q.has('versioning')) {
        await usableBucket(r)
        return xmlResponse(xml('VersioningConfiguration', {}))
      }
      if (method === 'GET' && !hasSubresource(q)) return listObjectsOf(r)
      if (method === 'POST' && q.has('delete')) return deleteObjectsOf(r)
      throw notImplemented()
    }
    if (method === 'PUT' && c.req.header('x-amz-copy-source')) throw notImplemented()
    if (method === 'PUT' && q.has('uploadId')) return uploadPartOf(r)
    if (method === 'PUT' && !hasSubresource(q)) return putObjectOf(r)
    if ((method === 'GET' || method === 'HEAD') && !hasSubresource(q))
      return getObjectOf(r, method === 'HEAD')
    if (method === 'DELETE' && q.has('uploadId')) return abortUploadOf(r)
    if (method === 'DELETE' && !hasSubresource(q)) return deleteObjectOf(r)
    if (method === 'POST' && q.has('uploads')) return createUploadOf(r)
    if (method === 'POST' && q.has('uploadId')) return completeUploadOf(r)
    throw notImplemented()
  }

  return new Hono<AppEnv>().all('*', handler)
}
