/**
 * One error type for every failed Warren call (API-NOTES §1.5, CONTRACTS "Error class").
 *
 * Warren answers errors in three shapes, and the reference platform sends both keys:
 * 1. `{"errors": {"Error": "<text>"}}` (VM, user-resource, payment endpoints);
 * 2. `{"errors": {"<field>": "<text>"}}` (validation);
 * 3. `{"message": "<text>"}` (network, disk, floating IP, routing, auth).
 */

/** The header Warren sets on every response; the official client adds it to error messages (§1.4). */
export const CORRELATION_HEADER = 'X-Warren-Correlation-Id'

/**
 * Texts a 400 carries when the resource does not exist: Warren answers "not found" for VMs and networks with
 * a 400, not a 404 (API-NOTES §1.5, §5, §16).
 */
const NOT_FOUND_400_PREFIXES = ['No such virtual machine exists', 'Network UUID is invalid']

/** What {@link ApiError} is built from. */
export type ApiErrorInit = {
  status: number
  message: string
  fieldErrors?: Record<string, string>
  correlationId?: string
  /** For a not-found error found by looking through a list: up to 30 ids that do exist (SPEC §8). */
  availableIds?: string[]
  body?: unknown
}

/** A failed call: HTTP status, the human message, per-field errors and Warren's correlation id. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  /** HTTP status; 0 when the request never got an answer (network failure). */
  readonly status: number
  /** Field name → message, from `errors.<field>` (the catch-all `errors.Error` is the message instead). */
  readonly fieldErrors: Record<string, string>
  /** The `X-Warren-Correlation-Id` response header, to quote to support. */
  readonly correlationId: string | undefined
  /** True for 404s and for Warren's not-found 400s ('No such virtual machine exists…'). */
  readonly isNotFound: boolean
  /** Up to 30 ids that do exist, when the client looked the resource up in a list (SPEC §8). */
  readonly availableIds: string[] | undefined
  /** The parsed response body, for diagnostics. */
  readonly body: unknown

  /** Builds an error; prefer {@link apiErrorFromResponse} for HTTP answers. */
  constructor(init: ApiErrorInit) {
    super(init.message)
    this.status = init.status
    this.fieldErrors = init.fieldErrors ?? {}
    this.correlationId = init.correlationId
    this.availableIds = init.availableIds?.slice(0, 30)
    this.body = init.body
    this.isNotFound =
      init.status === 404 ||
      (init.status === 400 && NOT_FOUND_400_PREFIXES.some((p) => init.message.startsWith(p)))
  }
}

/** True when `e` is an {@link ApiError} (works across bundles, unlike a bare instanceof). */
export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError || (e instanceof Error && e.name === 'ApiError' && 'status' in e)
}

/** True when `e` is an {@link ApiError} that means "this resource does not exist". */
export function isNotFoundError(e: unknown): boolean {
  return isApiError(e) && e.isNotFound
}

function stringRecord(v: unknown): Record<string, string> {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return {}
  const out: Record<string, string> = {}
  for (const [k, x] of Object.entries(v)) {
    if (typeof x === 'string') out[k] = x
    else if (Array.isArray(x) && x.length > 0) out[k] = x.map(String).join(' ')
    else if (x !== null && x !== undefined) out[k] = String(x)
  }
  return out
}

/**
 * Normalises any Warren error body into an {@link ApiError}. `body` is the parsed JSON (or the raw text when
 * it was not JSON). The message is `message`, else `errors.Error`, else the first field error, else the text
 * or the status text.
 */
export function apiErrorFromBody(
  status: number,
  body: unknown,
  correlationId?: string | null,
  statusText?: string,
): ApiError {
  let message: string | undefined
  let fieldErrors: Record<string, string> = {}
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const b = body as { message?: unknown; errors?: unknown; error?: unknown }
    const errors = stringRecord(b.errors)
    const { Error: general, ...fields } = errors
    fieldErrors = fields
    if (typeof b.message === 'string' && b.message !== '') message = b.message
    else if (general !== undefined) message = general
    else if (typeof b.error === 'string') message = b.error
    else message = Object.values(fields)[0]
  } else if (typeof body === 'string' && body.trim() !== '') {
    message = body.trim()
  }
  return new ApiError({
    status,
    message: message ?? (statusText || `Request failed with status ${status}`),
    fieldErrors,
    correlationId: correlationId ?? undefined,
    body,
  })
}

/** Reads a failed fetch `Response` into an {@link ApiError}. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '')
  let body: unknown = text
  try {
    body = text === '' ? undefined : (JSON.parse(text) as unknown)
  } catch {
    // Not JSON (a proxy's HTML page, Hono's plain-text 400): keep the text.
  }
  return apiErrorFromBody(
    response.status,
    body,
    response.headers.get(CORRELATION_HEADER),
    response.statusText,
  )
}

/** Thrown when a 2xx answer does not have the shape the schemas describe: a contract bug, not a user error. */
export class UnexpectedResponseError extends Error {
  override readonly name = 'UnexpectedResponseError'
  /** `METHOD path` of the call. */
  readonly call: string
  /** The validation issues, as text. */
  readonly issues: string

  /** Builds the error from the call and the schema's complaint. */
  constructor(call: string, issues: string, options?: { cause?: unknown }) {
    super(`Unexpected response from ${call}: ${issues}`, options)
    this.call = call
    this.issues = issues
  }
}
