/**
 * Guards of the input layer (issue 9, adversarial run items 3 and 4), so that malformed input is a 400 naming the
 * field and never reaches the store as a 500:
 * - the request body is read as a stream with a byte limit (`bodyLimitBytes`, default 1 MiB): a larger body is
 *   413 as soon as its Content-Length or its bytes pass the limit, never buffered whole;
 * - a broken multipart body is 400 `errors.body`;
 * - a NUL byte or a lone UTF-16 surrogate in any string (or key) is 400 naming the field (PostgreSQL text cannot
 *   hold either);
 * - a bad %-escape in the path is 400 (`errors.location` for the slug after /v1, else `errors.path`);
 * - a string longer than 64 Ki characters is 400 naming the field;
 * - an integer that does not fit a PostgreSQL `integer` is 400 naming the field: in a JSON body, after a domain
 *   schema coerced a value ({@link checkIntegers}), and as a numeric path segment.
 */
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './env.js'
import { WarrenError } from './errors.js'

/** The largest value of a PostgreSQL `integer` column. */
export const MAX_INT32 = 2 ** 31 - 1

/** The default request body limit: 1 MiB, far above the largest legitimate body (a 64 KiB cloud-init). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024

/** The 413 of a body over the limit (Warren's error shape). */
export function bodyTooLarge(limit: number): WarrenError {
  return new WarrenError(413, `Request body is larger than the limit of ${limit} bytes`)
}

/**
 * Reads a request body up to `limit` bytes. Refuses at once when Content-Length says more; otherwise stops
 * reading (and cancels the stream) at the first chunk past the limit.
 */
export async function readBodyLimited(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (declared > limit) throw bodyTooLarge(limit)
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      throw bodyTooLarge(limit)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** Parses a multipart body; a broken one is 400 `errors.body`. Files are kept as File values. */
export async function parseMultipart(bytes: Uint8Array, contentType: string): Promise<[string, unknown][]> {
  try {
    const form = await new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': contentType },
    }).formData()
    const entries: [string, unknown][] = []
    form.forEach((value, key) => entries.push([key, value]))
    return entries
  } catch {
    throw fieldError('body', 'Malformed multipart body')
  }
}

function fieldError(field: string, text: string): WarrenError {
  return new WarrenError(400, `${field}: ${text}`, { [field]: text })
}

// A lone surrogate: with the `u` flag a valid pair is one code point, so only unpaired halves match.
const LONE_SURROGATE = /\p{Cs}/u

/**
 * The longest string a field may hold (64 Ki characters): far above a cloud-init or an SSH key, below what a
 * PostgreSQL index entry or a log line should carry. The domain schemas set tighter bounds per field.
 */
export const MAX_STRING_LENGTH = 64 * 1024

function checkString(field: string, value: string) {
  if (value.length > MAX_STRING_LENGTH)
    throw fieldError(field, `Must be at most ${MAX_STRING_LENGTH} characters`)
  if (value.includes('\u0000')) throw fieldError(field, 'Must not contain a NUL character')
  if (LONE_SURROGATE.test(value)) throw fieldError(field, 'Must be valid Unicode text')
}

/**
 * Walks the merged request input: NUL bytes and lone surrogates in strings or keys, and JSON numbers that are
 * integers beyond a PostgreSQL integer, are a 400 naming the field (`a.b.0` for nested values).
 */
export function checkInput(value: unknown, field = ''): void {
  if (typeof value === 'string') checkString(field || 'Error', value)
  else if (typeof value === 'number') checkInteger(field || 'Error', value)
  else if (Array.isArray(value))
    value.forEach((item, i) => checkInput(item, field ? `${field}.${i}` : String(i)))
  else if (value && typeof value === 'object' && !(value instanceof Blob)) {
    for (const [key, item] of Object.entries(value)) {
      const name = field ? `${field}.${key}` : key
      checkString(name, key)
      checkInput(item, name)
    }
  }
}

function checkInteger(field: string, value: number) {
  if (Number.isInteger(value) && Math.abs(value) > MAX_INT32) {
    throw fieldError(field, `Must be at most ${MAX_INT32}`)
  }
}

/**
 * After a domain schema parsed the input: any integer (a coerced form value included) too big for a PostgreSQL
 * integer is a 400 naming the field. The domain schemas carry their own, tighter bounds; this is the floor.
 */
export function checkIntegers(value: unknown, field = ''): void {
  if (typeof value === 'number') checkInteger(field || 'Error', value)
  else if (Array.isArray(value))
    value.forEach((item, i) => checkIntegers(item, field ? `${field}.${i}` : String(i)))
  else if (value && typeof value === 'object' && !(value instanceof Date) && !(value instanceof Blob)) {
    for (const [key, item] of Object.entries(value)) checkIntegers(item, field ? `${field}.${key}` : key)
  }
}

/**
 * Middleware: a path with a bad %-escape is 400 (`errors.location` when it is the slug after /v1), and a numeric
 * path segment beyond a PostgreSQL integer is 400 `errors.path`, before anything reads it.
 */
export function pathGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname
    const segments = path.split('/')
    // An object key (`…/storage/bucket/{name}/objects/{key…}`) is text, whatever digits it holds.
    const key = /\/storage\/bucket\/[^/]+\/objects\//.exec(path)
    const keyFrom = key ? path.slice(0, key.index + key[0].length).split('/').length - 1 : Infinity
    segments.forEach((segment, i) => {
      let decoded: string
      try {
        decoded = decodeURIComponent(segment)
      } catch {
        const slug = i === 2 && segments[1] === 'v1'
        throw fieldError(slug ? 'location' : 'path', 'Malformed %-escape in the path')
      }
      checkString('path', decoded)
      if (i < keyFrom && /^\d{10,}$/.test(decoded) && Number(decoded) > MAX_INT32) {
        throw fieldError('path', `Numbers in the path must be at most ${MAX_INT32}`)
      }
    })
    await next()
  }
}
