/** S3 object operations: PutObject, GetObject (with Range) and HeadObject, DeleteObject. */
import { Readable } from 'node:stream'
import type { Platform } from '../platform.js'
import { deleteObject, putObject } from '../services/bucket-objects.js'
import { readBlob } from '../services/object-blobs.js'
import { findObject, type BucketObjectRow } from '../store/bucket-objects.js'
import { s3Bodies } from './bodies.js'
import { S3Error } from './errors.js'
import { contentTypeOf, metadataOf, usableBucket as usableBucketOf, type S3Request } from './request.js'

/** The object operations of the S3 endpoint. */
export function objectOps(p: Platform) {
  const db = p.store.db
  const usableBucket = (r: S3Request) => usableBucketOf(p, r)
  const { receive } = s3Bodies(p)

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

  return { putObjectOf, getObjectOf, deleteObjectOf }
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
