/**
 * WebSockets on the platform's HTTP server (the VM console, issue 15), with `ws` (@hono/node-ws needs
 * @hono/node-server 1.x). An upgrade request goes through the whole Hono app like any request — authentication,
 * rate limit, location, the route's own checks — and a route that accepts it calls {@link acceptWebSocket}; any
 * other answer (401, 403, 400 …) is written as a plain HTTP response and the socket closed, so a refused caller
 * never gets a WebSocket. server.ts (and the tests) attach it with {@link attachWebSockets}.
 */
import type { IncomingMessage, Server } from 'node:http'
import type { Http2SecureServer, Http2Server } from 'node:http2'
import type { Duplex } from 'node:stream'
import { STATUS_CODES } from 'node:http'
import { WebSocketServer, type WebSocket } from 'ws'

/** What a route does with an accepted socket. */
export type SocketHandler = (socket: WebSocket) => void

/** The upgrade requests in flight: a route accepts one by its Request. */
const pending = new WeakMap<Request, { accept(handler: SocketHandler): void }>()

/** True when the request came through {@link attachWebSockets} as an upgrade (a plain GET does not). */
export function isUpgrade(request: Request): boolean {
  return pending.has(request)
}

/** Accepts the upgrade of `request`: the socket goes to `handler` once the handshake is done. */
export function acceptWebSocket(request: Request, handler: SocketHandler): void {
  const slot = pending.get(request)
  if (!slot) throw new Error('not an upgrade request')
  slot.accept(handler)
}

/** The largest frame a client may send (a paste is one input frame). */
const MAX_PAYLOAD = 128 * 1024

type App = { fetch(request: Request, env: { incoming: IncomingMessage }): Response | Promise<Response> }

/** Writes a refusal as an HTTP/1.1 response on the raw socket and closes it. */
async function refuse(socket: Duplex, response: Response) {
  const body = Buffer.from(await response.arrayBuffer())
  const head = [`HTTP/1.1 ${response.status} ${STATUS_CODES[response.status] ?? ''}`]
  response.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'transfer-encoding' && name !== 'connection')
      head.push(`${name}: ${value}`)
  })
  head.push(`content-length: ${body.length}`, 'connection: close')
  socket.end(Buffer.concat([Buffer.from(head.join('\r\n') + '\r\n\r\n'), body]))
}

/** Answers the server's upgrade requests through `app` (see the file comment). */
export function attachWebSockets(
  server: Server | Http2Server | Http2SecureServer,
  app: App,
): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD })
  server.on('upgrade', (incoming: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    const headers = new Headers()
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
    }
    const request = new Request(`http://${incoming.headers.host ?? 'localhost'}${incoming.url ?? '/'}`, {
      method: incoming.method ?? 'GET',
      headers,
    })
    let accepted: SocketHandler | null = null
    pending.set(request, { accept: (handler) => (accepted = handler) })
    void (async () => {
      try {
        const response = await app.fetch(request, { incoming })
        const handler = accepted as SocketHandler | null
        if (handler) wss.handleUpgrade(incoming, socket, head, (ws) => handler(ws))
        else await refuse(socket, response)
      } catch {
        socket.destroy()
      }
    })()
  })
  return wss
}

/**
 * True when a browser's `Origin` is the platform's own: the host the request was sent to, or `publicUrl`'s (behind
 * a proxy). A request without `Origin` (an API client, not a browser page) passes: it carries no ambient cookie of
 * another site's page. Stops cross-site WebSocket hijacking (a WebSocket handshake is not bound by CORS).
 */
export function sameOrigin(request: Request, publicUrl: string | null | undefined): boolean {
  const origin = request.headers.get('origin')
  if (origin === null) return true
  let host: string
  try {
    host = new URL(origin).host
  } catch {
    return false
  }
  if (host === request.headers.get('host')) return true
  if (!publicUrl) return false
  try {
    return new URL(publicUrl).host === host
  } catch {
    return false
  }
}
