/**
 * The `aws-chunked` body encoding of S3 uploads, decoded as a stream (never the whole body in memory):
 *
 * - `STREAMING-AWS4-HMAC-SHA256-PAYLOAD[-TRAILER]`: `<hex size>;chunk-signature=<sig>\r\n<data>\r\n` …, each chunk
 *   signed with the request's signing key over the previous signature and the chunk's SHA-256 (verified here with
 *   the signer of s3/auth.ts);
 * - `STREAMING-UNSIGNED-PAYLOAD-TRAILER` (what the AWS SDK for JavaScript v3 sends for a stream body):
 *   `<hex size>\r\n<data>\r\n` …, then `0\r\n` and trailing headers (`x-amz-checksum-crc32:<base64>`), whose
 *   checksum is verified against the decoded bytes.
 *
 * `x-amz-decoded-content-length`, when sent, must equal the decoded size.
 */
import { createHash } from 'node:crypto'
import { crc32 } from 'node:zlib'
import { S3Error } from './errors.js'
import type { Verified } from './auth.js'

/** The streaming payload modes (x-amz-content-sha256 values). */
export const STREAMING_MODES = new Set([
  'STREAMING-AWS4-HMAC-SHA256-PAYLOAD',
  'STREAMING-AWS4-HMAC-SHA256-PAYLOAD-TRAILER',
  'STREAMING-UNSIGNED-PAYLOAD-TRAILER',
])

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'
const MAX_LINE = 4096

const incomplete = () =>
  new S3Error(
    'IncompleteBody',
    'You did not provide the number of bytes specified by the Content-Length HTTP header',
  )
const badChunk = () => new S3Error('InvalidArgument', 'The aws-chunked body is malformed')

/** Reads lines and byte runs from a stream of buffers. */
class ChunkReader {
  private buffer: Buffer = Buffer.alloc(0)
  private readonly source: AsyncIterator<Uint8Array>
  private ended = false

  constructor(source: AsyncIterable<Uint8Array>) {
    this.source = source[Symbol.asyncIterator]()
  }

  private async fill(): Promise<boolean> {
    if (this.ended) return false
    const next = await this.source.next()
    if (next.done) {
      this.ended = true
      return false
    }
    const chunk = Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength)
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk
    return true
  }

  /** The next CRLF-terminated line, or null at the end of the stream. */
  async line(): Promise<string | null> {
    for (;;) {
      const at = this.buffer.indexOf('\r\n')
      if (at >= 0) {
        const line = this.buffer.subarray(0, at).toString('latin1')
        this.buffer = this.buffer.subarray(at + 2)
        return line
      }
      if (this.buffer.length > MAX_LINE) throw badChunk()
      if (!(await this.fill())) {
        if (this.buffer.length === 0) return null
        // The last line of a body may end without its CRLF.
        const line = this.buffer.toString('latin1')
        this.buffer = Buffer.alloc(0)
        return line
      }
    }
  }

  /** Exactly `size` bytes, as they arrive. */
  async *take(size: number): AsyncGenerator<Buffer> {
    let left = size
    while (left > 0) {
      if (this.buffer.length === 0 && !(await this.fill())) throw incomplete()
      const part = this.buffer.subarray(0, Math.min(left, this.buffer.length))
      this.buffer = this.buffer.subarray(part.length)
      left -= part.length
      yield part
    }
  }
}

/** A running checksum of the decoded bytes, for the trailer named `name`. */
function trailerChecksum(name: string | undefined) {
  if (name === 'x-amz-checksum-crc32') {
    // zlib's CRC-32 (native; the one S3's CRC32 checksum uses), carried across chunks.
    let value = 0
    return {
      update: (data: Buffer) => void (value = crc32(data, value)),
      digest: async () => {
        const out = Buffer.alloc(4)
        out.writeUInt32BE(value >>> 0)
        return out.toString('base64')
      },
    }
  }
  const algorithm =
    name === 'x-amz-checksum-sha256' ? 'sha256' : name === 'x-amz-checksum-sha1' ? 'sha1' : null
  if (!algorithm) return null // CRC32C/CRC64: not verified here (the signature or TLS still covers the body)
  const hash = createHash(algorithm)
  return {
    update: (data: Buffer) => void hash.update(data),
    digest: async () => hash.digest('base64'),
  }
}

/** Options of {@link decodeAwsChunked}. */
export type ChunkedOptions = {
  /** x-amz-content-sha256: one of {@link STREAMING_MODES}. */
  mode: string
  verified: Verified
  /** x-amz-decoded-content-length. */
  decodedLength: number | null
  /** x-amz-trailer: the checksum header the trailer carries. */
  trailer: string | undefined
}

/** Decodes an aws-chunked body, verifying chunk signatures and the trailing checksum. */
export async function* decodeAwsChunked(
  source: AsyncIterable<Uint8Array>,
  options: ChunkedOptions,
): AsyncGenerator<Buffer> {
  const signed = options.mode.startsWith('STREAMING-AWS4-HMAC-SHA256-PAYLOAD')
  const { verified } = options
  const reader = new ChunkReader(source)
  const checksum = trailerChecksum(options.trailer?.toLowerCase())
  let previous = verified.signature
  let total = 0
  for (;;) {
    const header = await reader.line()
    if (header === null) throw incomplete()
    const [sizeText, ...extensions] = header.split(';')
    if (!/^[0-9a-fA-F]{1,16}$/.test(sizeText ?? '')) throw badChunk()
    const size = parseInt(sizeText!, 16)
    const hash = signed ? createHash('sha256') : null
    for await (const part of reader.take(size)) {
      hash?.update(part)
      checksum?.update(part)
      total += part.length
      yield part
    }
    if (signed) {
      const given = extensions.find((e) => e.startsWith('chunk-signature='))?.slice('chunk-signature='.length)
      const stringToSign = [
        'AWS4-HMAC-SHA256-PAYLOAD',
        verified.longDate,
        verified.scope,
        previous,
        EMPTY_SHA256,
        hash!.digest('hex'),
      ].join('\n')
      const expected = await verified.signString(stringToSign)
      if (given !== expected) {
        throw new S3Error(
          'SignatureDoesNotMatch',
          'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
        )
      }
      previous = expected
    }
    if (size === 0) break
    if ((await reader.line()) !== '') throw badChunk()
  }
  const trailers = new Map<string, string>()
  for (let line = await reader.line(); line !== null && line !== ''; line = await reader.line()) {
    const at = line.indexOf(':')
    if (at > 0) trailers.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim())
  }
  if (options.decodedLength !== null && total !== options.decodedLength) throw incomplete()
  const name = options.trailer?.toLowerCase()
  if (checksum && name) {
    const given = trailers.get(name)
    if (given === undefined) throw new S3Error('InvalidRequest', `The trailer ${name} is missing`)
    if (given !== (await checksum.digest())) {
      throw new S3Error('BadDigest', `The ${name} you specified did not match the calculated checksum.`)
    }
  }
}
