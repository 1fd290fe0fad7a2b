/**
 * The HTTP layer under every Warren call: a ky instance with auth, encodings, error normalisation and
 * response parsing. Resource modules (`vm/api.ts`, …) build their calls on {@link WarrenHttp}.
 */
import ky from 'ky'
import { ZodError, prettifyError } from 'zod'
import { ApiError, UnexpectedResponseError, apiErrorFromResponse } from './errors.js'
import { encodeForm, withQuery, type FormValue } from './encode.js'
import { requestBody, requestTarget, type ApiRequest, type Method } from '../api-request/request.js'
import { CONSOLE_CLIENT_HEADERS } from './headers.js'

/** Where diagnostics go (e.g. 'IP assign failed', SPEC §8). Injected so nothing is printed in tests. */
export type Logger = {
  /** A problem worth recording that is not shown to the user. */
  warn: (message: string, details?: unknown) => void
}

/** How to reach and authenticate to a Warren API. */
export type WarrenClientOptions = {
  /**
   * Root of the server, without `/v1`: `https://api.pilvio.com`, or the console's own origin
   * (`window.location.origin`) for the reference platform. Warren calls go to `{baseUrl}/v1/…`
   * (API-NOTES §1.1), the console-only auth calls to `{baseUrl}/auth/…` (CONTRACTS).
   */
  baseUrl: string
  /**
   * A Warren API token, sent as the `apikey` header (API-NOTES §1.2). Without it the client relies on the
   * same-origin session cookie and sends `X-Cirrus-Client: console` (CONTRACTS, CSRF defence).
   */
  apiKey?: string
  /** Fetch credentials mode for cookie sessions. @default 'same-origin' */
  credentials?: RequestCredentials
  /** A fetch implementation (tests, SSR). @default globalThis.fetch */
  fetch?: typeof fetch
  /** Receives logged-only failures such as 'IP assign failed'. @default console */
  logger?: Logger
  /**
   * Request timeout in ms, or false for none. Warren writes are synchronous and a VM create blocks about
   * 30 s (API-NOTES §1.4), so the default is no timeout.
   * @default false
   */
  timeout?: number | false
  /** Retries for idempotent calls on 408/429/5xx (ky semantics). @default 0 */
  retry?: number
}

/** Per-call options: an AbortSignal, e.g. the one TanStack Query passes to a queryFn. */
export type CallOptions = { signal?: AbortSignal }

/** The request description a resource module gives to {@link WarrenHttp.request}. */
export type RequestSpec = {
  /** Query string fields (undefined values are left out). */
  query?: Record<string, FormValue>
  /** A form body, `application/x-www-form-urlencoded` (API-NOTES §1.3). */
  form?: Record<string, FormValue>
  /** A JSON body (API-NOTES §1.3). */
  json?: unknown
  /** True for paths outside `/v1` (the console's `/auth/…`). */
  root?: boolean
  signal?: AbortSignal
}

export type { Method } from '../api-request/request.js'

/** The shared HTTP layer of one client. */
export type WarrenHttp = {
  /**
   * Sends one call. Throws {@link ApiError} on a non-2xx answer or a network failure, and
   * {@link UnexpectedResponseError} when `parse` rejects the body. Without `parse` the body is ignored.
   */
  request<T = void>(
    method: Method,
    path: string,
    spec?: RequestSpec,
    parse?: (body: unknown) => T,
  ): Promise<T>
  /**
   * Sends one call described by an {@link ApiRequest} (the same description the console's "Show API
   * request" panel shows). Errors and parsing as {@link WarrenHttp.request}.
   */
  send<T = void>(request: ApiRequest, options?: CallOptions, parse?: (body: unknown) => T): Promise<T>
  /** The injected logger. */
  logger: Logger
  /**
   * The absolute URL of a /v1 path and the headers that authenticate it (`apikey`, or the console's CSRF
   * header): for requests the client does not send itself (an upload with XMLHttpRequest, a download link).
   */
  target(path: string): { url: string; headers: Record<string, string> }
}

/** The Warren API version prefix (API-NOTES §1.1). */
export const API_PREFIX = 'v1'

/** Reads a body: JSON when there is one, `undefined` when empty (204, or Warren's empty 200s, §1.5). */
async function readBody(response: Response, call: string): Promise<unknown> {
  const text = await response.text()
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch (cause) {
    throw new UnexpectedResponseError(call, 'the body is not JSON', { cause })
  }
}

/** Builds the HTTP layer of a client. */
export function createWarrenHttp(options: WarrenClientOptions): WarrenHttp {
  const logger = options.logger ?? console
  const headers: Record<string, string> = options.apiKey
    ? { apikey: options.apiKey }
    : { ...CONSOLE_CLIENT_HEADERS }
  const api = ky.create({
    prefixUrl: options.baseUrl,
    credentials: options.credentials ?? 'same-origin',
    headers,
    throwHttpErrors: false,
    timeout: options.timeout ?? false,
    retry: options.retry ?? 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })

  /** Sends to `target` (relative to the base URL, query included) and reads the answer. */
  async function call<T>(
    method: Method,
    target: string,
    body: { contentType: string; text: string } | undefined,
    signal: AbortSignal | undefined,
    parse?: (body: unknown) => T,
  ): Promise<T> {
    const name = `${method} /${target}`
    let response: Response
    try {
      response = await api(target, {
        method,
        ...(body !== undefined ? { body: body.text, headers: { 'content-type': body.contentType } } : {}),
        ...(signal ? { signal } : {}),
      })
    } catch (cause) {
      if (cause instanceof Error && cause.name === 'AbortError') throw cause
      throw new ApiError({
        status: 0,
        message: `Network error: ${cause instanceof Error ? cause.message : String(cause)}`,
        body: cause,
      })
    }
    if (!response.ok) throw await apiErrorFromResponse(response)
    if (!parse) {
      await response.body?.cancel()
      return undefined as T
    }
    const read = await readBody(response, name)
    try {
      return parse(read)
    } catch (e) {
      if (e instanceof ZodError) throw new UnexpectedResponseError(name, prettifyError(e), { cause: e })
      throw e
    }
  }

  function request<T>(
    method: Method,
    path: string,
    spec: RequestSpec = {},
    parse?: (body: unknown) => T,
  ): Promise<T> {
    const target = withQuery(spec.root ? path : `${API_PREFIX}/${path}`, spec.query)
    const body =
      spec.form !== undefined
        ? { contentType: 'application/x-www-form-urlencoded', text: encodeForm(spec.form) }
        : spec.json !== undefined
          ? { contentType: 'application/json', text: JSON.stringify(spec.json) }
          : undefined
    return call(method, target, body, spec.signal, parse)
  }

  function send<T>(
    apiRequest: ApiRequest,
    options: CallOptions = {},
    parse?: (body: unknown) => T,
  ): Promise<T> {
    if (apiRequest.pathVariables && Object.keys(apiRequest.pathVariables).length > 0) {
      // A stand-in for an id that is not known yet: shown, never sent.
      return Promise.reject(new Error(`A shown-only request cannot be sent: ${apiRequest.path}`))
    }
    const target = requestTarget(apiRequest).replace(/^\/+/, '')
    return call(apiRequest.method, target, requestBody(apiRequest), options.signal, parse)
  }

  const target = (path: string) => ({
    url: `${options.baseUrl.replace(/\/+$/, '')}/${API_PREFIX}/${path}`,
    headers: { ...headers },
  })

  return { request, send, logger, target }
}

/** Parses a bare array (Warren lists have no envelope, API-NOTES §1.4) item by item. */
export function listOf<T>(parseItem: (raw: unknown) => T): (body: unknown) => T[] {
  return (body) => {
    if (!Array.isArray(body))
      throw new ZodError([{ code: 'custom', message: 'Expected an array', path: [], input: body }])
    return body.map((item) => parseItem(item))
  }
}
