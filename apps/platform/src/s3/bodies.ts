/**
 * Request bodies of the S3 endpoint: streamed to a blob file (PutObject, UploadPart) with their size, signed
 * SHA-256 and Content-MD5 checked, or read whole when small (the XML of DeleteObjects and
 * CompleteMultipartUpload); aws-chunked bodies decoded (s3/chunked.ts).
 */
import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import type { Platform } from '../platform.js'
import { removeBlobs, writeBlob, type WrittenBlob } from '../services/object-blobs.js'
import { STREAMING_MODES, decodeAwsChunked } from './chunked.js'
import { S3Error } from './errors.js'
import { MAX_XML_BYTES, type S3Request } from './request.js'

/** The body readers of one platform (its object directory and size limit). */
export function s3Bodies(p: Platform) {
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

  return { bodyOf, receive, readSmallBody, drain }
}
