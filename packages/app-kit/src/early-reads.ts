/**
 * The first load's reads, sent before the client's code has arrived (issue 17). The domain client (zod and every
 * response schema, ≈ 50 kB gzip) is a lazy chunk (`lazy-client.ts`); without this, the session reads (user,
 * configuration, locations, prices) and a screen's first list left only once that chunk had downloaded and run.
 * Now a call made on the stand-in before then, when the domain names it in `firstLoadRequests` (a schema-free
 * module: the very builders the client sends), goes out at once with plain `fetch`; the client, given this
 * module's `fetch`, takes that answer for its first identical GET and parses, validates and reports errors on it
 * exactly as on one it sent itself. The console's page sends the session reads even before its code has loaded
 * (a script of its own, `vite/first-reads.ts`); they are taken over here. Nothing is parsed here except for
 * `peek`, a loader's look at a body before the client has validated it (to decide what else to start early, never
 * to show).
 */
import { CONSOLE_CLIENT_HEADERS, firstLoadRequests, requestTarget, type ApiRequest } from '@cirrus/domain'

/** The reads sent ahead of the client, and the fetch that hands their answers to it. */
export type EarlyReads = {
  /** Sends `request` (a GET) now unless an identical one is on its way; returns whether it was sent now. */
  start(request: ApiRequest): boolean
  /**
   * Sends a call of the stand-in early when the domain names it (`firstLoadRequests`, by the member's path and
   * with its arguments); other calls are left to wait for the client. Returns whether it went out.
   */
  startCall(path: readonly string[], args: readonly unknown[]): boolean
  /**
   * The JSON body of a read sent early, as it came, not validated (undefined when none was sent, or it failed
   * or was not JSON): for a loader deciding what else to start before the client is there, never for a screen.
   */
  peek(request: ApiRequest): Promise<unknown>
  /** The fetch to give the client: its first identical GET of an early read takes that answer. */
  fetch: typeof fetch
}

/** How long an early answer nobody took is kept (a loader that never asked, a screen that changed its mind). */
const UNTAKEN_KEPT_MS = 30_000

/** The global the page's own script leaves its reads in (`vite/first-reads.ts`): target path → answer. */
export const FIRST_READS_GLOBAL = '__cirrusFirstReads'

/** Takes (once) the reads the page's script sent before the app's code was there, if it sent any. */
export function takePageFirstReads(): Record<string, Promise<Response>> | undefined {
  if (typeof window === 'undefined') return undefined
  const holder = window as unknown as Record<string, Record<string, Promise<Response>> | undefined>
  const reads = holder[FIRST_READS_GLOBAL]
  delete holder[FIRST_READS_GLOBAL]
  return reads
}

/** Options of {@link createEarlyReads}. */
export type EarlyReadsOptions = {
  credentials?: RequestCredentials
  /** The fetch that sends (tests). @default globalThis.fetch */
  fetch?: typeof fetch
  /** Reads already on their way (the page's script, {@link takePageFirstReads}): target path → answer. */
  sent?: Record<string, Promise<Response>>
}

/** Early reads against `baseUrl` (the client's), with the console's session headers. */
export function createEarlyReads(baseUrl: string, options: EarlyReadsOptions = {}): EarlyReads {
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const root = baseUrl.replace(/\/+$/, '')
  // As the client's ky builds it: the base URL, a slash, the target without its leading slash.
  const urlOf = (request: ApiRequest) => new URL(`${root}/${requestTarget(request).replace(/^\/+/, '')}`).href
  /** Answers not taken yet, by URL. */
  const waiting = new Map<string, Promise<Response>>()
  /** The bodies of every read sent early, by URL (for `peek`). */
  const bodies = new Map<string, Promise<unknown>>()

  const start = (request: ApiRequest): boolean => {
    if (request.method !== 'GET') return false
    const url = urlOf(request)
    if (waiting.has(url)) return false
    hold(
      url,
      send(url, {
        method: 'GET',
        headers: { ...CONSOLE_CLIENT_HEADERS },
        credentials: options.credentials ?? 'same-origin',
      }),
    )
    return true
  }

  /** Keeps an answer on its way for the client's first identical GET (and its body for `peek`). */
  function hold(url: string, answer: Promise<Response>) {
    // A copy of the body for `peek`, made before the client can read the original.
    bodies.set(
      url,
      answer
        .then(
          (response) => (response.ok ? response.clone().json() : undefined),
          () => undefined,
        )
        .catch(() => undefined),
    )
    // Its failure is the client's to report, when it takes the answer.
    answer.catch(() => {})
    waiting.set(url, answer)
    setTimeout(() => {
      if (waiting.get(url) === answer) waiting.delete(url)
    }, UNTAKEN_KEPT_MS)
  }

  for (const [target, answer] of Object.entries(options.sent ?? {}))
    hold(urlOf({ method: 'GET', path: target }), answer)

  const startCall = (path: readonly string[], args: readonly unknown[]): boolean => {
    const name = path.join('.')
    if (!Object.hasOwn(firstLoadRequests, name)) return false
    const build = firstLoadRequests[name as keyof typeof firstLoadRequests] as (
      ...a: readonly unknown[]
    ) => ApiRequest
    // The builder takes the call's own arguments; the trailing options ({ signal }) fall beyond its parameters.
    return start(build(...args))
  }

  const earlyFetch: typeof fetch = (input, init) => {
    const request = input instanceof Request ? input : undefined
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase()
    const url = request ? request.url : new URL(String(input), `${root}/`).href
    const answer = method === 'GET' ? waiting.get(url) : undefined
    if (answer) {
      waiting.delete(url)
      return answer
    }
    return send(input, init)
  }

  return {
    start,
    startCall,
    peek: (request) => bodies.get(urlOf(request)) ?? Promise.resolve(undefined),
    fetch: earlyFetch,
  }
}
