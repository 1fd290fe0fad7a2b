/**
 * A real local HTTP server (node:http on 127.0.0.1, random port) that records every request and answers
 * from a queue, so client tests check method, path, encoding and body on the wire rather than trusting
 * types.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request as it arrived. */
export type Recorded = {
  method: string
  /** Path without the query string, still percent-encoded. */
  path: string
  /** Raw query string (without `?`), still encoded. */
  rawQuery: string
  headers: IncomingHttpHeaders
  rawBody: string
}

/** One scripted answer. A non-string body is sent as JSON. */
export type Reply = { status?: number; body?: unknown; headers?: Record<string, string> }

/** The recording server. */
export type Recorder = {
  url: string
  requests: Recorded[]
  /** Queues answers, used in order; when the queue is empty the server answers 599. */
  reply: (...replies: Reply[]) => void
  /** Forgets recorded requests and queued answers. */
  reset: () => void
  close: () => Promise<void>
}

/** Starts a recorder on 127.0.0.1 with a random free port. */
export async function startRecorder(): Promise<Recorder> {
  const requests: Recorded[] = []
  let queue: Reply[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const [path = '', rawQuery = ''] = (req.url ?? '').split(/\?(.*)/s)
      requests.push({
        method: req.method ?? '',
        path,
        rawQuery,
        headers: req.headers,
        rawBody: Buffer.concat(chunks).toString(),
      })
      const r = queue.shift() ?? { status: 599, body: { message: 'no reply queued' } }
      const headers: Record<string, string> = { ...r.headers }
      let text = ''
      if (r.body !== undefined) {
        text = typeof r.body === 'string' ? r.body : JSON.stringify(r.body)
        if (typeof r.body !== 'string') headers['content-type'] ??= 'application/json'
      }
      res.writeHead(r.status ?? 200, headers)
      res.end(text)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply: (...replies) => {
      queue.push(...replies)
    },
    reset: () => {
      requests.length = 0
      queue = []
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  }
}

/**
 * Decodes a form or query string strictly: `%20` is a space and `+` stays a plus (API-NOTES §1.3), so a
 * client that sends spaces as `+` fails the comparison. Repeated keys give arrays.
 */
export function decodeForm(raw: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  if (raw === '') return out
  for (const pair of raw.split('&')) {
    const [k = '', v = ''] = pair.split(/=(.*)/s)
    const key = decodeURIComponent(k)
    const value = decodeURIComponent(v)
    const prev = out[key]
    out[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value]
  }
  return out
}
