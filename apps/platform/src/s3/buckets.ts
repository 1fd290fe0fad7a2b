/**
 * S3 service and bucket operations: ListBuckets, CreateBucket, DeleteBucket, ListObjectsV2 and V1 and
 * DeleteObjects (HeadBucket, GetBucketLocation and GetBucketVersioning are answered by s3/routes.ts).
 */
import { BucketNameSchema } from '@cirrus/domain'
import type { Platform } from '../platform.js'
import { deleteBucket, deleteObject, listObjects, type ListPage } from '../services/bucket-objects.js'
import { BucketNameTakenError, createBucket, visibleBuckets } from '../services/object-storage.js'
import { findBucket } from '../store/object-storage.js'
import { s3Bodies } from './bodies.js'
import { S3Error } from './errors.js'
import { owner, usableBucket as usableBucketOf, xmlResponse, type S3Request } from './request.js'
import { parseXml, xml } from './xml.js'

/** The bucket operations of the S3 endpoint. */
export function bucketOps(p: Platform) {
  const db = p.store.db
  const usableBucket = (r: S3Request) => usableBucketOf(p, r)
  const { drain, readSmallBody } = s3Bodies(p)

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

  return { listBuckets, createBucketOf, deleteBucketOf, listObjectsOf, deleteObjectsOf }
}
