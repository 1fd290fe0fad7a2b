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
 */
import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import { BucketNameSchema } from '@cirrus/domain'
import { Hono, type Context } from 'hono'
import { canAccess, extendPrincipal } from '../access.js'
import type { AppEnv, Principal } from '../http/env.js'
import { WarrenError } from '../http/errors.js'
import type { Platform } from '../platform.js'
import {
  DEFAULT_CONTENT_TYPE,
  ObjectError,
  abortUpload,
  completeUpload,
  createUpload,
  deleteBucket,
  deleteObject,
  listObjects,
  openUpload,
  putObject,
  putPart,
  type ListPage,
} from '../services/bucket-objects.js'
import {
  BlobTooLargeError,
  readBlob,
  removeBlobs,
  writeBlob,
  type WrittenBlob,
} from '../services/object-blobs.js'
import { BucketNameTakenError, createBucket, visibleBuckets } from '../services/object-storage.js'
import { unseal } from '../services/sealed.js'
import { findObject, type BucketObjectRow } from '../store/bucket-objects.js'
import { findBucket, s3KeyWithOwner, type BucketRow } from '../store/object-storage.js'
import { UNSIGNED_PAYLOAD, verifySignature, type Verified } from './auth.js'
import { STREAMING_MODES, decodeAwsChunked } from './chunked.js'
import { S3Error } from './errors.js'
import { S3_PREFIX } from './paths.js'
import { parseXml, xml } from './xml.js'

type C = Context<AppEnv>

/** The longest key S3 allows (bytes of UTF-8). */
const MAX_KEY_BYTES = 1024
/** The largest XML body read (CompleteMultipartUpload of 10,000 parts, DeleteObjects of 1,000 keys). */
const MAX_XML_BYTES = 4 * 1024 * 1024
/** User metadata (`x-amz-meta-*`) allowed per object, as S3: 2 KB. */
const MAX_METADATA_BYTES = 2048
/** The region name answered (any is accepted when signing). */
export const S3_REGION = 'us-east-1'

/** One authenticated S3 request. */
type S3Request = {
  c: C
  url: URL
  principal: Principal
  verified: Verified
  bucket: string
  key: string
}

const xmlResponse = (body: string, status = 200, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'Content-Type': 'application/xml', ...headers } })

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

  /** The bucket if the principal may use it: NoSuchBucket, else AccessDenied. */
  const usableBucket = async (r: S3Request): Promise<BucketRow> => {
    const row = await findBucket(db, r.bucket)
    if (!row)
      throw new S3Error('NoSuchBucket', 'The specified bucket does not exist', { BucketName: r.bucket })
    if (!canAccess(r.principal, row)) throw new S3Error('AccessDenied', 'Access Denied')
    return row
  }

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

  // ---- Service and buckets

  async function listBuckets(r: S3Request) {
    const rows = await visibleBuckets(db, r.principal, undefined)
    return xmlResponse(
      xml('ListAllMyBucketsResult', {
        Owner: owner(r.principal),
        Buckets: { Bucket: rows.map((b) => ({ Name: b.name, CreationDate: b.createdAt.toISOString() })) },
      }),
    )
  }

  async function createBucketOf(r: S3Request) {
    await drain(r)
    if (!BucketNameSchema.safeParse(r.bucket).success) {
      throw new S3Error('InvalidBucketName', 'The specified bucket is not valid.', { BucketName: r.bucket })
    }
    try {
      await createBucket(p, r.principal, r.bucket, undefined, true)
    } catch (error) {
      if (!(error instanceof BucketNameTakenError)) throw error
      const existing = await findBucket(db, r.bucket)
      if (existing?.userId === r.principal.user.id) {
        throw new S3Error(
          'BucketAlreadyOwnedByYou',
          'Your previous request to create the named bucket succeeded and you already own it.',
          { BucketName: r.bucket },
        )
      }
      throw new S3Error('BucketAlreadyExists', 'The requested bucket name is not available.', {
        BucketName: r.bucket,
      })
    }
    return new Response(null, { headers: { Location: `/${r.bucket}` } })
  }

  async function deleteBucketOf(r: S3Request) {
    const bucket = await usableBucket(r)
    await deleteBucket(p, bucket.name)
    return new Response(null, { status: 204 })
  }

  async function listObjectsOf(r: S3Request) {
    const bucket = await usableBucket(r)
    const q = r.url.searchParams
    const v2 = q.get('list-type') === '2'
    const maxKeysText = q.get('max-keys')
    const maxKeys = maxKeysText === null ? 1000 : Number(maxKeysText)
    if (!Number.isInteger(maxKeys) || maxKeys < 0) {
      throw new S3Error('InvalidArgument', 'Provided max-keys not an integer or within integer range')
    }
    const prefix = q.get('prefix') ?? ''
    const delimiter = q.get('delimiter') ?? ''
    const urlEncoded = q.get('encoding-type') === 'url'
    const enc = (value: string) => (urlEncoded ? encodeURIComponent(value).replace(/%2F/g, '/') : value)
    const token = q.get('continuation-token') ?? undefined
    const startAfter = (v2 ? q.get('start-after') : q.get('marker')) ?? undefined
    const page: ListPage = await listObjects(p, bucket.name, {
      prefix,
      delimiter,
      continuationToken: v2 ? token : undefined,
      startAfter,
      maxKeys: Math.min(maxKeys, 1000),
    })
    const contents = page.objects.map((o) => ({
      Key: enc(o.key),
      LastModified: o.lastModified.toISOString(),
      ETag: o.etag,
      Size: o.sizeBytes,
      StorageClass: 'STANDARD',
      ...(v2 && q.get('fetch-owner') !== 'true' ? {} : { Owner: owner(r.principal) }),
    }))
    const common = page.prefixes.map((prefix) => ({ Prefix: enc(prefix) }))
    const last = [...page.objects.map((o) => o.key), ...page.prefixes].sort().pop()
    const body: Record<string, unknown> = {
      Name: bucket.name,
      Prefix: enc(prefix),
      ...(v2 ? {} : { Marker: enc(startAfter ?? '') }),
      ...(delimiter ? { Delimiter: enc(delimiter) } : {}),
      MaxKeys: maxKeys,
      ...(urlEncoded ? { EncodingType: 'url' } : {}),
      IsTruncated: page.truncated,
      ...(v2
        ? {
            KeyCount: contents.length + common.length,
            ...(token ? { ContinuationToken: token } : {}),
            ...(page.nextContinuationToken ? { NextContinuationToken: page.nextContinuationToken } : {}),
            ...(q.get('start-after') ? { StartAfter: enc(q.get('start-after')!) } : {}),
          }
        : page.truncated && delimiter && last
          ? { NextMarker: enc(last) }
          : {}),
      Contents: contents,
      CommonPrefixes: common,
    }
    return xmlResponse(xml('ListBucketResult', body))
  }

  async function deleteObjectsOf(r: S3Request) {
    const bucket = await usableBucket(r)
    const parsed = parseXml((await readSmallBody(r)).toString('utf8'))
    const request = parsed?.Delete as { Object?: { Key?: unknown }[]; Quiet?: unknown } | undefined
    if (!request || !Array.isArray(request.Object) || request.Object.length > 1000) {
      throw new S3Error(
        'MalformedXML',
        'The XML you provided was not well-formed or did not validate against our published schema.',
      )
    }
    const quiet = String(request.Quiet ?? '') === 'true'
    const deleted: { Key: string }[] = []
    const errors: { Key: string; Code: string; Message: string }[] = []
    for (const item of request.Object) {
      const key = typeof item.Key === 'string' ? item.Key : String(item.Key ?? '')
      if (!key) {
        errors.push({ Key: key, Code: 'InvalidArgument', Message: 'An object key is required' })
        continue
      }
      await deleteObject(p, bucket.name, key)
      if (!quiet) deleted.push({ Key: key })
    }
    return xmlResponse(xml('DeleteResult', { Deleted: deleted, Error: errors }))
  }

  // ---- Objects

  async function putObjectOf(r: S3Request) {
    const bucket = await usableBucket(r)
    const attributes = { contentType: contentTypeOf(r), metadata: metadataOf(r) }
    const written = await receive(r)
    const row = await putObject(p, bucket.name, r.key, written, attributes)
    return new Response(null, { headers: { ETag: row.etag } })
  }

  async function getObjectOf(r: S3Request, head: boolean) {
    const bucket = await usableBucket(r)
    const row = await findObject(db, bucket.name, r.key)
    if (!row) {
      throw new S3Error('NoSuchKey', 'The specified key does not exist.', {
        Key: r.key,
        BucketName: bucket.name,
      })
    }
    const range = rangeOf(r.c.req.header('range'), row)
    const q = r.url.searchParams
    const headers: Record<string, string> = {
      'Content-Type': q.get('response-content-type') ?? row.contentType,
      'Content-Length': String(range ? range.end - range.start + 1 : row.sizeBytes),
      ETag: row.etag,
      'Last-Modified': row.lastModified.toUTCString(),
      'Accept-Ranges': 'bytes',
    }
    for (const [name, value] of Object.entries(row.metadata)) headers[`x-amz-meta-${name}`] = value
    const disposition = q.get('response-content-disposition')
    if (disposition) headers['Content-Disposition'] = disposition
    if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${row.sizeBytes}`
    const status = range ? 206 : 200
    if (head || row.sizeBytes === 0) return new Response(null, { status, headers })
    const stream = readBlob(p.settings.objectDir, row.blob, range ?? undefined)
    return new Response(Readable.toWeb(stream) as ReadableStream, { status, headers })
  }

  async function deleteObjectOf(r: S3Request) {
    const bucket = await usableBucket(r)
    await deleteObject(p, bucket.name, r.key)
    return new Response(null, { status: 204 })
  }

  // ---- Multipart upload

  async function createUploadOf(r: S3Request) {
    const bucket = await usableBucket(r)
    await drain(r)
    const uploadId = await createUpload(p, bucket.name, r.key, {
      contentType: contentTypeOf(r),
      metadata: metadataOf(r),
    })
    return xmlResponse(
      xml('InitiateMultipartUploadResult', { Bucket: bucket.name, Key: r.key, UploadId: uploadId }),
    )
  }

  async function uploadPartOf(r: S3Request) {
    const bucket = await usableBucket(r)
    const partNumber = Number(r.url.searchParams.get('partNumber'))
    if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > 10_000) {
      throw new S3Error('InvalidArgument', 'Part number must be an integer between 1 and 10000, inclusive')
    }
    const upload = await openUpload(p, r.url.searchParams.get('uploadId') ?? '', bucket.name, r.key)
    const written = await receive(r)
    const etag = await putPart(p, upload, partNumber, written)
    return new Response(null, { headers: { ETag: etag } })
  }

  async function completeUploadOf(r: S3Request) {
    const bucket = await usableBucket(r)
    const upload = await openUpload(p, r.url.searchParams.get('uploadId') ?? '', bucket.name, r.key)
    const parsed = parseXml((await readSmallBody(r)).toString('utf8'))
    const parts = (parsed?.CompleteMultipartUpload as { Part?: { PartNumber?: unknown; ETag?: unknown }[] })
      ?.Part
    if (!Array.isArray(parts)) {
      throw new S3Error(
        'MalformedXML',
        'The XML you provided was not well-formed or did not validate against our published schema.',
      )
    }
    const row = await completeUpload(
      p,
      upload,
      parts.map((part) => ({ partNumber: Number(part.PartNumber), etag: String(part.ETag ?? '') })),
    )
    return xmlResponse(
      xml('CompleteMultipartUploadResult', {
        Location: new URL(`${S3_PREFIX}/${bucket.name}/${encodeKey(row.key)}`, r.url).href,
        Bucket: bucket.name,
        Key: row.key,
        ETag: row.etag,
      }),
    )
  }

  async function abortUploadOf(r: S3Request) {
    const bucket = await usableBucket(r)
    const upload = await openUpload(p, r.url.searchParams.get('uploadId') ?? '', bucket.name, r.key)
    await abortUpload(p, upload)
    return new Response(null, { status: 204 })
  }

  // ---- Bodies

  /** The request body, decoded from aws-chunked when it is. */
  function bodyOf(r: S3Request): AsyncIterable<Uint8Array> {
    const raw = r.c.req.raw.body ? Readable.fromWeb(r.c.req.raw.body as never) : Readable.from([])
    const mode = r.verified.payloadHash
    if (!STREAMING_MODES.has(mode)) return raw
    const decoded = r.c.req.header('x-amz-decoded-content-length')
    return decodeAwsChunked(raw, {
      mode,
      verified: r.verified,
      decodedLength: decoded === undefined ? null : Number(decoded),
      trailer: r.c.req.header('x-amz-trailer'),
    })
  }

  /** Streams the body to a new blob, checking its size, signed SHA-256 and Content-MD5. */
  async function receive(r: S3Request): Promise<WrittenBlob> {
    const limit = p.settings.objectSizeLimitBytes
    const declared = Number(
      r.c.req.header('x-amz-decoded-content-length') ?? r.c.req.header('content-length') ?? 0,
    )
    if (declared > limit) {
      throw new S3Error('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed object size.')
    }
    const written = await writeBlob(p.settings.objectDir, bodyOf(r), limit)
    const refuse = async (error: S3Error) => {
      await removeBlobs(p.settings.objectDir, [written.blob])
      throw error
    }
    if (/^[0-9a-f]{64}$/.test(r.verified.payloadHash) && written.sha256 !== r.verified.payloadHash) {
      await refuse(
        new S3Error(
          'XAmzContentSHA256Mismatch',
          "The provided 'x-amz-content-sha256' header does not match what was computed.",
        ),
      )
    }
    const md5 = r.c.req.header('content-md5')
    if (md5 !== undefined && Buffer.from(written.md5, 'hex').toString('base64') !== md5.trim()) {
      await refuse(new S3Error('BadDigest', 'The Content-MD5 you specified did not match what we received.'))
    }
    return written
  }

  /** A small body (XML requests) in memory, its payload hash checked. */
  async function readSmallBody(r: S3Request): Promise<Buffer> {
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of bodyOf(r)) {
      size += chunk.byteLength
      if (size > MAX_XML_BYTES) throw new S3Error('MalformedXML', 'The XML you provided was too large')
      chunks.push(Buffer.from(chunk))
    }
    const body = Buffer.concat(chunks)
    const mode = r.verified.payloadHash
    if (/^[0-9a-f]{64}$/.test(mode)) {
      if (createHash('sha256').update(body).digest('hex') !== mode) {
        throw new S3Error(
          'XAmzContentSHA256Mismatch',
          "The provided 'x-amz-content-sha256' header does not match what was computed.",
        )
      }
    }
    return body
  }

  /** Reads and drops a body the operation does not use (CreateBucket's location constraint). */
  async function drain(r: S3Request) {
    await readSmallBody(r)
  }

  return new Hono<AppEnv>().all('*', handler)
}

// ---- Helpers

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw new S3Error('InvalidURI', 'Couldn’t parse the specified URI.')
  }
}

/** A key in a URL path: segments %-encoded, slashes kept. */
const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/')

/** Query parameters that name a sub-resource this endpoint does not serve (?acl, ?tagging, …). */
function hasSubresource(q: URLSearchParams): boolean {
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

function checkPayloadMode(mode: string) {
  if (mode === UNSIGNED_PAYLOAD || STREAMING_MODES.has(mode) || /^[0-9a-f]{64}$/.test(mode)) return
  throw new S3Error(
    'InvalidArgument',
    'x-amz-content-sha256 must be UNSIGNED-PAYLOAD, STREAMING-… or a SHA-256 hex digest',
  )
}

const notImplemented = () =>
  new S3Error(
    'NotImplemented',
    'A header or query you provided implies functionality that is not implemented.',
  )
const notAllowed = () =>
  new S3Error('MethodNotAllowed', 'The specified method is not allowed against this resource.')

const owner = (principal: Principal) => ({
  ID: String(principal.user.id),
  DisplayName: principal.user.email,
})

function contentTypeOf(r: S3Request): string {
  return (r.c.req.header('content-type') || DEFAULT_CONTENT_TYPE).slice(0, 256)
}

/** The `x-amz-meta-*` headers, names without the prefix; over 2 KB → MetadataTooLarge. */
function metadataOf(r: S3Request): Record<string, string> {
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

/** The single byte range of a `Range: bytes=…` header; malformed → the whole object (as S3); beyond → 416. */
function rangeOf(header: string | undefined, row: BucketObjectRow): { start: number; end: number } | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '')
  if (!m || (m[1] === '' && m[2] === '')) return null
  const size = row.sizeBytes
  const unsatisfiable = () =>
    new S3Error('InvalidRange', 'The requested range is not satisfiable', {
      RangeRequested: header!,
      ActualObjectSize: String(size),
    })
  if (m[1] === '') {
    const suffix = Number(m[2])
    if (suffix === 0 || size === 0) throw unsatisfiable()
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(m[1])
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1)
  if (m[2] !== '' && Number(m[2]) < start) return null
  if (start >= size) throw unsatisfiable()
  return { start, end }
}

/** Errors of the layers below, as S3 errors; null for an unexpected error (500). */
function toS3Error(error: unknown): S3Error | null {
  if (error instanceof S3Error) return error
  if (error instanceof BlobTooLargeError) {
    return new S3Error('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed object size.')
  }
  if (error instanceof ObjectError) return new S3Error(error.code, error.message)
  if (error instanceof WarrenError && error.status < 500) {
    // Billing account or quota refusals of CreateBucket.
    return new S3Error(
      error.message.startsWith('Quota exceeded') ? 'TooManyBuckets' : 'InvalidRequest',
      error.message,
    )
  }
  return null
}
