/**
 * Request input the Warren way (API-NOTES §1.3, §16): form, JSON and query string are read the same way and
 * merged into one object; repeated keys become arrays; `+` in a form is a space (URLSearchParams already does
 * that, and `%20` works too); an empty JSON body is fine; DELETE bodies are read. The domain's input schemas
 * coerce strings to numbers and booleans (`true/false/True/False/1/0`), so one schema validates every encoding.
 */
import type { Context, MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import type { AppEnv } from './env.js'
import { WarrenError, validationError } from './errors.js'
import { checkInput, checkIntegers, parseMultipart, readBodyLimited } from './limits.js'

type Input = Record<string, unknown>

function addValue(target: Input, key: string, value: unknown) {
  const existing = target[key]
  if (existing === undefined) target[key] = value
  else if (Array.isArray(existing)) existing.push(value)
  else target[key] = [existing, value]
}

/** Parses `a=1&a=2&b=x+y` into `{a: ['1','2'], b: 'x y'}`. */
export function parseForm(text: string): Input {
  const out: Input = {}
  for (const [key, value] of new URLSearchParams(text)) addValue(out, key, value)
  return out
}

async function readBody(c: Context, limit: number): Promise<Input> {
  const method = c.req.method
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return {}
  const type = (c.req.header('content-type') ?? '').toLowerCase()
  const bytes = await readBodyLimited(c.req.raw, limit)
  if (type.startsWith('multipart/form-data')) {
    const out: Input = {}
    for (const [key, value] of await parseMultipart(bytes, c.req.header('content-type')!)) {
      addValue(out, key, value)
    }
    return out
  }
  const text = new TextDecoder().decode(bytes)
  if (text.trim() === '') return {}
  const looksJson = type.includes('json') || (!type.includes('form') && /^\s*[[{"]/.test(text))
  if (!looksJson) return parseForm(text)
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new WarrenError(400, 'Malformed JSON in request body', { Error: 'Malformed JSON in request body' })
  }
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Input
  // A bare JSON value (e.g. `true` or an array) has no fields; keep it for routes that want it.
  return { _body: parsed }
}

/**
 * Middleware: reads query and body once into `c.var.input` (the body wins over the query for the same key), the
 * body streamed up to `limit` bytes (413 past it, http/limits.ts), and refuses NUL bytes, lone surrogates and
 * integers beyond a PostgreSQL integer with a 400 naming the field. Under /v1, app.ts runs it after
 * authentication, so an anonymous body is never read.
 */
export function inputMiddleware(limit: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const query: Input = {}
    for (const [key, values] of Object.entries(c.req.queries())) {
      query[key] = values.length === 1 ? values[0] : values
    }
    const input = { ...query, ...(await readBody(c, limit)) }
    checkInput(input)
    c.set('input', input)
    await next()
  }
}

/**
 * The domain schema each {@link warrenBody} middleware validates with (http/malformed.test.ts walks the routes with
 * it; the OpenAPI document takes the same schema from the route's `takes`, http/route.ts).
 */
export const inputSchemas = new WeakMap<object, z.ZodType>()

/** The largest value of a PostgreSQL `integer` (http/limits.ts's floor). */
const INT32_MAX = 2 ** 31 - 1

/** The `less_than` bound a number schema declares itself (through optional/default/nullable), if any. */
function declaredMax(schema: z.ZodType): number | undefined {
  let def = (schema as unknown as { _zod: { def: ZodDef } })._zod.def
  while (def.innerType) def = (def.innerType as unknown as { _zod: { def: ZodDef } })._zod.def
  if (def.type !== 'number') return undefined
  const bounds = (def.checks ?? [])
    .map((check) => check._zod.def)
    .filter((c) => c.check === 'less_than')
    .map((c) => c.value as number)
  return bounds.length ? Math.min(...bounds) : undefined
}
type ZodDef = {
  type: string
  innerType?: z.ZodType
  checks?: { _zod: { def: { check?: string; value?: unknown } } }[]
}

/**
 * The top-level fields of an object schema that name a row of a `bigserial` column (issue 18: an activity event
 * id as a paging cursor): the domain bounds them itself above a PostgreSQL integer, up to `MAX_BIGSERIAL_ID`
 * (2^53 − 1; the domain's bounds test admits only the listed id fields there). The integer floor leaves them to it.
 */
export function bigserialIdFields(schema: z.ZodType): Set<string> {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape
  const fields = new Set<string>()
  for (const [key, field] of Object.entries(shape ?? {})) {
    const max = declaredMax(field)
    if (max !== undefined && max > INT32_MAX && max <= Number.MAX_SAFE_INTEGER) fields.add(key)
  }
  return fields
}

function withoutFields(data: unknown, fields: Set<string>): unknown {
  if (!data || typeof data !== 'object') return data
  return Object.fromEntries(Object.entries(data).filter(([key]) => !fields.has(key)))
}

/**
 * Validates the request input with a domain schema: a 400 naming the field in `errors.<field>` when it fails,
 * before the handler runs (so nothing is written). Read the result with `c.req.valid('json')`.
 *
 * `aliases` maps alternative spellings to the schema's (e.g. `{ r_type: 'type' }`, API-NOTES §14.5).
 */
export function warrenBody<S extends z.ZodType>(
  schema: S,
  aliases: Record<string, string> = {},
): MiddlewareHandler<AppEnv, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }> {
  const wide = bigserialIdFields(schema)
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const input = { ...c.var.input }
    for (const [alias, name] of Object.entries(aliases)) {
      if (input[name] === undefined && input[alias] !== undefined) input[name] = input[alias]
    }
    const parsed = schema.safeParse(input)
    if (!parsed.success) throw validationError(parsed.error)
    checkIntegers(wide.size === 0 ? parsed.data : withoutFields(parsed.data, wide))
    c.req.addValidatedData('json', parsed.data as object)
    await next()
  }
  inputSchemas.set(middleware, schema)
  return middleware
}
