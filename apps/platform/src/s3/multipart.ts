/**
 * S3 multipart upload: CreateMultipartUpload, UploadPart, CompleteMultipartUpload, AbortMultipartUpload (the
 * parts and their assembly: services/bucket-objects.ts).
 */
import type { Platform } from '../platform.js'
import { abortUpload, completeUpload, createUpload, openUpload, putPart } from '../services/bucket-objects.js'
import { s3Bodies } from './bodies.js'
import { S3Error } from './errors.js'
import { S3_PREFIX } from './paths.js'
import {
  contentTypeOf,
  encodeKey,
  metadataOf,
  usableBucket as usableBucketOf,
  xmlResponse,
  type S3Request,
} from './request.js'
import { parseXml, xml } from './xml.js'

/** The multipart upload operations of the S3 endpoint. */
export function multipartOps(p: Platform) {
  const usableBucket = (r: S3Request) => usableBucketOf(p, r)
  const { drain, readSmallBody, receive } = s3Bodies(p)

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

  return { createUploadOf, uploadPartOf, completeUploadOf, abortUploadOf }
}
