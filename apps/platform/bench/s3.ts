/**
 * The bench's S3 scenario (bench/run.ts): upload and download throughput of one object through the platform's S3
 * endpoint with the AWS SDK for JavaScript v3, with the server's memory after each operation.
 */
import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { memory } from './load.js'
import type { S3Row } from './report.js'

/** `mb` MiB of pseudo-random bytes as a stream of 1 MiB chunks (never the whole object in memory). */
function objectStream(mb: number): Readable {
  const chunk = randomBytes(1024 * 1024)
  return Readable.from(
    (function* () {
      for (let i = 0; i < mb; i++) {
        chunk.writeUInt32LE(i, 0)
        yield Buffer.from(chunk)
      }
    })(),
  )
}

/**
 * Upload and download throughput of one object through the S3 endpoint with the AWS SDK, against the running
 * server: a key and a bucket made with the Warren API, then PutObject (streamed body: aws-chunked with a CRC32
 * trailer), a multipart Upload (16 MiB parts, 4 at a time) and GetObject (the body consumed as a stream).
 */
export async function s3Scenario(
  label: string,
  port: number,
  token: string,
  billingAccountId: number,
  pid: number,
  mb: number,
): Promise<S3Row[]> {
  const rows: S3Row[] = []
  const api = `http://127.0.0.1:${port}/v1/storage`
  const keys = (await (
    await fetch(`${api}/user/keys`, { method: 'POST', headers: { apikey: token } })
  ).json()) as {
    accessKey: string
    secretKey: string
  }[]
  const bucket = `bench-${randomBytes(4).toString('hex')}`
  const made = await fetch(`${api}/bucket`, {
    method: 'PUT',
    headers: { apikey: token, 'content-type': 'application/x-www-form-urlencoded' },
    body: `name=${bucket}&billing_account_id=${billingAccountId}`,
  })
  if (!made.ok) throw new Error(`bucket create: ${made.status} ${await made.text()}`)
  const s3 = new S3Client({
    endpoint: `http://127.0.0.1:${port}/s3`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: keys[0]!.accessKey, secretAccessKey: keys[0]!.secretKey },
  })
  const bytes = mb * 1024 * 1024
  const timed = async (operation: string, run: () => Promise<void>) => {
    const t0 = performance.now()
    await run()
    const seconds = (performance.now() - t0) / 1000
    const { rss, peak } = memory(pid)
    rows.push({ store: label, operation, seconds, mbps: mb / seconds, rss, peak })
  }
  await timed('PutObject (streamed, aws-chunked)', async () => {
    await s3.send(
      new PutObjectCommand({ Bucket: bucket, Key: 'put.bin', Body: objectStream(mb), ContentLength: bytes }),
    )
  })
  await timed('Upload (multipart, 16 MiB parts × 4)', async () => {
    await new Upload({
      client: s3,
      params: { Bucket: bucket, Key: 'multipart.bin', Body: objectStream(mb) },
      partSize: 16 * 1024 * 1024,
      queueSize: 4,
    }).done()
  })
  for (const key of ['put.bin', 'multipart.bin']) {
    await timed(`GetObject (${key})`, async () => {
      const got = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      let received = 0
      for await (const chunk of got.Body as Readable) received += (chunk as Buffer).length
      if (received !== bytes) throw new Error(`GetObject ${key}: ${received} bytes, expected ${bytes}`)
    })
  }
  const stored = (await (
    await fetch(`${api}/bucket?name=${bucket}`, { headers: { apikey: token } })
  ).json()) as {
    size_bytes: number
  }
  if (stored.size_bytes !== 2 * bytes)
    throw new Error(`bucket size_bytes ${stored.size_bytes}, expected ${2 * bytes}`)
  s3.destroy()
  return rows
}
