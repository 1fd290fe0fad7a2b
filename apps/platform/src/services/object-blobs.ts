/**
 * The bytes of stored objects: one file per object (or multipart part) under the object folder (settings
 * `objectDir`), named by a random id (`<dir>/<first two characters>/<id>`). Files are written as a stream (never
 * a whole object in memory), with their MD5 (the S3 ETag) and SHA-256 (the signed payload hash) computed on the
 * way; a file is only ever created whole under a fresh name, then named by a database row in a transaction, and
 * removed after the transaction that dropped its row commits. A crash between the two leaves at most an unnamed
 * file behind, never a row without its bytes.
 */
import { createHash, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/** A file just written. */
export type WrittenBlob = { blob: string; size: number; md5: string; sha256: string }

/** The body was larger than the limit (the file is already removed). */
export class BlobTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The object is larger than the limit of ${limit} bytes`)
  }
}

/** Where a blob lives. */
export function blobPath(dir: string, blob: string): string {
  if (!/^[0-9a-f-]{36}$/.test(blob)) throw new Error('Not a blob id')
  return join(dir, blob.slice(0, 2), blob)
}

/** Writes `source` into a new blob, up to `limit` bytes. */
export async function writeBlob(
  dir: string,
  source: AsyncIterable<Uint8Array>,
  limit: number,
): Promise<WrittenBlob> {
  const blob = randomUUID()
  const path = blobPath(dir, blob)
  await mkdir(dirname(path), { recursive: true })
  const md5 = createHash('md5')
  const sha256 = createHash('sha256')
  let size = 0
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length
      if (size > limit) return done(new BlobTooLargeError(limit))
      md5.update(chunk)
      sha256.update(chunk)
      done(null, chunk)
    },
  })
  const out = createWriteStream(path, { flags: 'wx' })
  try {
    await pipeline(source, meter, out)
  } catch (error) {
    out.destroy()
    await rm(path, { force: true })
    throw error
  }
  return { blob, size, md5: md5.digest('hex'), sha256: sha256.digest('hex') }
}

/** Reads a blob, or the inclusive byte range `[start, end]` of it. */
export function readBlob(dir: string, blob: string, range?: { start: number; end: number }): Readable {
  // 1 MiB reads: fewer, larger chunks through the HTTP response than the default 64 KiB.
  return createReadStream(blobPath(dir, blob), { highWaterMark: 1 << 20, ...range })
}

/** The blobs one after the other (a multipart upload's parts); each file is opened when reached. */
export async function* concatBlobs(dir: string, blobs: string[]): AsyncIterable<Uint8Array> {
  for (const blob of blobs) yield* readBlob(dir, blob)
}

/** Removes blobs; a missing file is fine (removal is idempotent). */
export async function removeBlobs(dir: string, blobs: (string | undefined)[]): Promise<void> {
  await Promise.all(blobs.filter((b) => b !== undefined).map((b) => rm(blobPath(dir, b), { force: true })))
}
