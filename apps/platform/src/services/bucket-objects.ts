/**
 * Objects in buckets: what the S3 endpoint (src/s3/) and the console's object browser (routes/object-storage.ts)
 * both do. The bytes are files (services/object-blobs.ts), the metadata rows (store/bucket-objects.ts); every
 * change of a bucket's objects locks the bucket's row and moves its `size_bytes` and `num_objects` in the same
 * transaction, so the bucket's price and its hourly metering (the `buckets` history trigger, meter-sources.ts
 * `bucketSource`) follow what is stored.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Platform } from '../platform.js'
import {
  addToBucketUsage,
  deleteObjectRow,
  deleteUpload,
  findUpload,
  insertUpload,
  listObjectRows,
  listParts,
  listUploads,
  lockBucketRow,
  upsertObject,
  upsertPart,
  type BucketObjectRow,
  type ListStart,
  type MultipartUploadRow,
} from '../store/bucket-objects.js'
import { deleteEmptyBucket } from '../store/object-storage.js'
import type { DbOrTx } from '../store/store.js'
import { concatBlobs, removeBlobs, writeBlob, type WrittenBlob } from './object-blobs.js'

/** What went wrong, by S3's error code (the S3 layer answers it as XML, the console routes as Warren JSON). */
export type ObjectErrorCode =
  | 'NoSuchBucket'
  | 'NoSuchKey'
  | 'NoSuchUpload'
  | 'BucketNotEmpty'
  | 'InvalidPart'
  | 'InvalidPartOrder'
  | 'EntityTooSmall'
  | 'InvalidArgument'

/** A refusal of an object operation. */
export class ObjectError extends Error {
  constructor(
    readonly code: ObjectErrorCode,
    message: string,
  ) {
    super(message)
  }
}

/** What is stored with an object besides its bytes. */
export type ObjectAttributes = { contentType: string; metadata: Record<string, string> }

/** The default content type (S3's). */
export const DEFAULT_CONTENT_TYPE = 'binary/octet-stream'

/** The smallest part of a multipart upload but the last (S3: 5 MiB). */
export const MIN_PART_SIZE = 5 * 1024 * 1024

/** The ETag of bytes whose MD5 is `md5` (hex), quoted as S3 sends it. */
const quoted = (md5: string) => `"${md5}"`
/** An ETag as a client sends it back, without quotes. */
const bare = (etag: string) => etag.trim().replace(/^"|"$/g, '')

/**
 * Names a blob just written as `bucket/key` (replacing the object there), moving the bucket's size; `also` runs in
 * the same transaction after the bucket's lock. The blob is removed when this fails, the replaced one when it
 * commits.
 */
async function commitObject(
  p: Platform,
  bucket: string,
  key: string,
  blob: { blob: string; size: number; etag: string },
  attributes: ObjectAttributes,
  also?: (tx: DbOrTx) => Promise<void>,
): Promise<BucketObjectRow> {
  const dir = p.settings.objectDir
  try {
    const { row, replaced } = await p.store.db.transaction(async (tx) => {
      if (!(await lockBucketRow(tx, bucket))) throw noSuchBucket(bucket)
      await also?.(tx)
      const now = p.clock()
      const result = await upsertObject(tx, {
        bucketName: bucket,
        key,
        sizeBytes: blob.size,
        etag: blob.etag,
        contentType: attributes.contentType,
        metadata: attributes.metadata,
        blob: blob.blob,
        lastModified: now,
      })
      await addToBucketUsage(
        tx,
        bucket,
        blob.size - (result.replaced?.sizeBytes ?? 0),
        result.replaced ? 0 : 1,
        now,
      )
      return result
    })
    await removeBlobs(dir, [replaced?.blob])
    return row
  } catch (error) {
    await removeBlobs(dir, [blob.blob])
    throw error
  }
}

const noSuchBucket = (bucket: string) =>
  new ObjectError('NoSuchBucket', `The bucket ${bucket} does not exist`)

/** Stores an object from a blob just written (its ETag is the MD5 of its bytes). */
export function putObject(
  p: Platform,
  bucket: string,
  key: string,
  written: WrittenBlob,
  attributes: ObjectAttributes,
): Promise<BucketObjectRow> {
  return commitObject(p, bucket, key, { ...written, etag: quoted(written.md5) }, attributes)
}

/** Deletes an object; false when there was none (S3 answers 204 either way). */
export async function deleteObject(p: Platform, bucket: string, key: string): Promise<boolean> {
  const row = await p.store.db.transaction(async (tx) => {
    if (!(await lockBucketRow(tx, bucket))) throw noSuchBucket(bucket)
    const removed = await deleteObjectRow(tx, bucket, key)
    if (removed) await addToBucketUsage(tx, bucket, -removed.sizeBytes, -1, p.clock())
    return removed
  })
  if (row) await removeBlobs(p.settings.objectDir, [row.blob])
  return row !== undefined
}

/**
 * Deletes an empty bucket (BucketNotEmpty otherwise) with the multipart uploads still open in it (their parts'
 * files too).
 */
export async function deleteBucket(p: Platform, bucket: string): Promise<void> {
  const blobs: string[] = []
  await p.store.db.transaction(async (tx) => {
    for (const upload of await listUploads(tx, bucket)) {
      for (const part of (await deleteUpload(tx, upload.uploadId)) ?? []) blobs.push(part.blob)
    }
    if (!(await deleteEmptyBucket(tx, bucket))) {
      throw new ObjectError('BucketNotEmpty', 'The bucket you tried to delete is not empty')
    }
  })
  await removeBlobs(p.settings.objectDir, blobs)
}

/** A listing request (S3 ListObjectsV2, the console's object list). */
export type ListRequest = {
  prefix: string
  delimiter: string
  /** An opaque token from a previous page. */
  continuationToken?: string
  /** Start after this key (S3 `start-after`; ignored with a token). */
  startAfter?: string
  maxKeys: number
}

/** One page of a listing. */
export type ListPage = {
  objects: BucketObjectRow[]
  prefixes: string[]
  truncated: boolean
  nextContinuationToken: string | null
}

const encodeToken = (start: NonNullable<ListStart>) =>
  Buffer.from(JSON.stringify(start)).toString('base64url')

function decodeToken(token: string): NonNullable<ListStart> {
  try {
    const value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown
    if (value && typeof value === 'object') {
      const v = value as Record<string, unknown>
      if (typeof v.after === 'string') return { after: v.after }
      if (typeof v.from === 'string') return { from: v.from }
    }
  } catch {
    // fall through
  }
  throw new ObjectError('InvalidArgument', 'The continuation token provided is incorrect')
}

/** The first string after every string that starts with `prefix` (byte order, for ASCII delimiters). */
const pastPrefix = (prefix: string) =>
  prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)

/**
 * One page of the bucket's objects in key order: keys under `prefix`; with a delimiter, the keys that contain it
 * after the prefix are folded into one common prefix each (a "folder"), which counts as one entry of `maxKeys`
 * and is skipped over in the database, not read key by key.
 */
export async function listObjects(p: Platform, bucket: string, request: ListRequest): Promise<ListPage> {
  const { prefix, delimiter, maxKeys } = request
  const page: ListPage = { objects: [], prefixes: [], truncated: false, nextContinuationToken: null }
  if (maxKeys === 0) return page
  let start: ListStart = request.continuationToken
    ? decodeToken(request.continuationToken)
    : request.startAfter
      ? { after: request.startAfter }
      : null
  const batch = Math.min(maxKeys + 1, 1001)
  for (;;) {
    const rows = await listObjectRows(p.store.db, bucket, prefix, start, batch)
    let restart: ListStart = null
    for (const row of rows) {
      const at = delimiter ? row.key.indexOf(delimiter, prefix.length) : -1
      const common = at >= 0 ? row.key.slice(0, at + delimiter.length) : null
      if (page.objects.length + page.prefixes.length === maxKeys) {
        page.truncated = true
        page.nextContinuationToken = start ? encodeToken(start) : null
        return page
      }
      if (common !== null) {
        page.prefixes.push(common)
        // Skip the rest of this folder in the database.
        start = restart = { from: pastPrefix(common) }
        break
      }
      page.objects.push(row)
      start = { after: row.key }
    }
    if (restart === null && rows.length < batch) return page
  }
}

/** Starts a multipart upload; returns its id. */
export async function createUpload(
  p: Platform,
  bucket: string,
  key: string,
  attributes: ObjectAttributes,
): Promise<string> {
  const uploadId = randomBytes(24).toString('base64url')
  await insertUpload(p.store.db, {
    uploadId,
    bucketName: bucket,
    key,
    contentType: attributes.contentType,
    metadata: attributes.metadata,
    createdAt: p.clock(),
  })
  return uploadId
}

/** The open upload `uploadId` of `bucket/key`, else NoSuchUpload. */
export async function openUpload(
  p: Platform,
  uploadId: string,
  bucket: string,
  key: string,
): Promise<MultipartUploadRow> {
  const upload = await findUpload(p.store.db, uploadId, bucket, key)
  if (!upload) throw noSuchUpload()
  return upload
}

const noSuchUpload = () =>
  new ObjectError(
    'NoSuchUpload',
    'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.',
  )

/** Records a part written as a blob; returns its ETag. */
export async function putPart(
  p: Platform,
  upload: MultipartUploadRow,
  partNumber: number,
  written: WrittenBlob,
): Promise<string> {
  const etag = quoted(written.md5)
  const dir = p.settings.objectDir
  try {
    const replaced = await p.store.db.transaction(async (tx) => {
      if (!(await findUpload(tx, upload.uploadId, upload.bucketName, upload.key))) throw noSuchUpload()
      return upsertPart(tx, {
        uploadId: upload.uploadId,
        partNumber,
        sizeBytes: written.size,
        etag,
        blob: written.blob,
      })
    })
    await removeBlobs(dir, [replaced?.blob])
    return etag
  } catch (error) {
    await removeBlobs(dir, [written.blob])
    throw error
  }
}

/**
 * Completes an upload from the parts the client names (ascending part numbers, their ETags; every part but the
 * last at least 5 MiB): the parts are copied, streamed, into one object whose ETag is the MD5 of the parts' MD5s
 * followed by `-<number of parts>` (S3's rule), and the upload with its part files is removed.
 */
export async function completeUpload(
  p: Platform,
  upload: MultipartUploadRow,
  requested: { partNumber: number; etag: string }[],
): Promise<BucketObjectRow> {
  if (requested.length === 0) {
    throw new ObjectError('InvalidArgument', 'You must specify at least one part')
  }
  const stored = new Map(
    (await listParts(p.store.db, upload.uploadId)).map((part) => [part.partNumber, part]),
  )
  if (requested.some((r, i) => i > 0 && r.partNumber <= requested[i - 1]!.partNumber)) {
    throw new ObjectError('InvalidPartOrder', 'The list of parts was not in ascending order')
  }
  const parts = requested.map((r, i) => {
    const part = stored.get(r.partNumber)
    if (!part || bare(part.etag) !== bare(r.etag)) {
      throw new ObjectError(
        'InvalidPart',
        "One or more of the specified parts could not be found. The part may not have been uploaded, or the specified entity tag may not match the part's entity tag.",
      )
    }
    if (i < requested.length - 1 && part.sizeBytes < MIN_PART_SIZE) {
      throw new ObjectError(
        'EntityTooSmall',
        'Your proposed upload is smaller than the minimum allowed object size',
      )
    }
    return part
  })
  const digest = createHash('md5')
  for (const part of parts) digest.update(Buffer.from(bare(part.etag), 'hex'))
  const etag = `"${digest.digest('hex')}-${parts.length}"`
  const dir = p.settings.objectDir
  const written = await writeBlob(
    dir,
    concatBlobs(
      dir,
      parts.map((part) => part.blob),
    ),
    Number.MAX_SAFE_INTEGER,
  )
  const allParts: string[] = []
  const row = await commitObject(
    p,
    upload.bucketName,
    upload.key,
    { blob: written.blob, size: written.size, etag },
    { contentType: upload.contentType, metadata: upload.metadata },
    async (tx) => {
      const removed = await deleteUpload(tx, upload.uploadId)
      if (!removed) throw noSuchUpload()
      allParts.push(...removed.map((part) => part.blob))
    },
  )
  await removeBlobs(dir, allParts)
  return row
}

/** Aborts an upload and removes its parts. */
export async function abortUpload(p: Platform, upload: MultipartUploadRow): Promise<void> {
  const parts = await p.store.db.transaction((tx) => deleteUpload(tx, upload.uploadId))
  if (!parts) throw noSuchUpload()
  await removeBlobs(
    p.settings.objectDir,
    parts.map((part) => part.blob),
  )
}
