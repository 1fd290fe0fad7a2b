/**
 * One authenticated S3 request (s3/routes.ts reads it) and what every operation on it shares: the bucket the
 * caller may use, the request's headers read as S3 does (content type, `x-amz-meta-*`), sub-resource and payload
 * mode checks, and the XML answer.
 */
import type { Context } from 'hono'
import { canAccess } from '../access.js'
import type { AppEnv, Principal } from '../http/env.js'
import type { Platform } from '../platform.js'
import { DEFAULT_CONTENT_TYPE } from '../services/bucket-objects.js'
import { findBucket, type BucketRow } from '../store/object-storage.js'
import { UNSIGNED_PAYLOAD, type Verified } from './auth.js'
import { STREAMING_MODES } from './chunked.js'
import { S3Error } from './errors.js'

export type C = Context<AppEnv>

/** The longest key S3 allows (bytes of UTF-8). */
export const MAX_KEY_BYTES = 1024
/** The largest XML body read (CompleteMultipartUpload of 10,000 parts, DeleteObjects of 1,000 keys). */
export const MAX_XML_BYTES = 4 * 1024 * 1024
/** User metadata (`x-amz-meta-*`) allowed per object, as S3: 2 KB. */
const MAX_METADATA_BYTES = 2048
/** The region name answered (any is accepted when signing). */
export const S3_REGION = 'us-east-1'

/** One authenticated S3 request. */
export type S3Request = {
  c: C
  url: URL
  principal: Principal
  verified: Verified
  bucket: string
  key: string
}

export const xmlResponse = (body: string, status = 200, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'Content-Type': 'application/xml', ...headers } })

/** The bucket if the principal may use it: NoSuchBucket, else AccessDenied. */
export async function usableBucket(p: Platform, r: S3Request): Promise<BucketRow> {
  const row = await findBucket(p.store.db, r.bucket)
  if (!row) throw new S3Error('NoSuchBucket', 'The specified bucket does not exist', { BucketName: r.bucket })
  if (!canAccess(r.principal, row)) throw new S3Error('AccessDenied', 'Access Denied')
  return row
}

export function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw new S3Error('InvalidURI', 'Couldn’t parse the specified URI.')
  }
}

/** A key in a URL path: segments %-encoded, slashes kept. */
export const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/')

/** Query parameters that name a sub-resource this endpoint does not serve (?acl, ?tagging, …). */
export function hasSubresource(q: URLSearchParams): boolean {
  const known = new Set([
    'list-type',
    'prefix',
    'delimiter',
    'max-keys',
    'continuation-token',
    'start-after',
    'encoding-type',
    'fetch-owner',
    'marker',
    'partNumber',
    'uploadId',
    'x-id',
    'versionId',
  ])
  for (const name of q.keys()) {
    if (name.toLowerCase().startsWith('x-amz-') || name.startsWith('response-') || known.has(name)) continue
    return true
  }
  return false
}

export function checkPayloadMode(mode: string) {
  if (mode === UNSIGNED_PAYLOAD || STREAMING_MODES.has(mode) || /^[0-9a-f]{64}$/.test(mode)) return
  throw new S3Error(
    'InvalidArgument',
    'x-amz-content-sha256 must be UNSIGNED-PAYLOAD, STREAMING-… or a SHA-256 hex digest',
  )
}

export const notImplemented = () =>
  new S3Error(
    'NotImplemented',
    'A header or query you provided implies functionality that is not implemented.',
  )
export const notAllowed = () =>
  new S3Error('MethodNotAllowed', 'The specified method is not allowed against this resource.')

export const owner = (principal: Principal) => ({
  ID: String(principal.user.id),
  DisplayName: principal.user.email,
})

export function contentTypeOf(r: S3Request): string {
  return (r.c.req.header('content-type') || DEFAULT_CONTENT_TYPE).slice(0, 256)
}

/** The `x-amz-meta-*` headers, names without the prefix; over 2 KB → MetadataTooLarge. */
export function metadataOf(r: S3Request): Record<string, string> {
  const metadata: Record<string, string> = {}
  let size = 0
  r.c.req.raw.headers.forEach((value, name) => {
    if (!name.startsWith('x-amz-meta-')) return
    const short = name.slice('x-amz-meta-'.length)
    size += Buffer.byteLength(short) + Buffer.byteLength(value)
    metadata[short] = value
  })
  if (size > MAX_METADATA_BYTES) {
    throw new S3Error('MetadataTooLarge', 'Your metadata headers exceed the maximum allowed metadata size.')
  }
  return metadata
}
