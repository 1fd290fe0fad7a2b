/**
 * Field schemas shared by every Warren entity and request body.
 *
 * Two directions, two attitudes (issue 3, API-NOTES §1.3, §15):
 * - response fields are lenient where real deployments differ (a key left out or sent as null both become
 *   `null`) and strict where a wrong type means a bug (a number is a number);
 * - request ("input") fields coerce what arrives from an HTML form or a query string: numbers as strings,
 *   booleans as true/false/True/False/1/0, a repeated key as an array, an empty value as "not given",
 *   because the platform validates form, JSON and query bodies with the same schemas.
 */
import { z } from 'zod'
import { MAX_INT32, MAX_LIST_ITEMS, TEXT_LIMITS } from '../rules/index.js'

/** A Warren uuid (8-4-4-4-12 hex; any version, as live deployments mint their own). */
export const UuidSchema = z.guid()

/**
 * A replica (snapshot or backup) uuid: the master disk uuid followed by `-YYYY-MM-DD-HH-MM-SS`
 * (API-NOTES §7.1), so it is not a plain uuid.
 */
export const ReplicaUuidSchema = z
  .string()
  .regex(
    /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}$/,
    'Expected a replica uuid: <master uuid>-YYYY-MM-DD-HH-MM-SS',
  )
  .max(64)

/**
 * A timestamp as the platform sends it. The formats differ by subsystem (API-NOTES §1.4, SPEC §3 Timestamps);
 * they are kept as sent and parsed by the time module.
 */
export const TimestampSchema = z.string()

/** Location slug, e.g. `tll01` (API-NOTES §0). */
export const LocationSlugSchema = z
  .string()
  .max(TEXT_LIMITS.short)
  .regex(/^[a-z0-9][a-z0-9_-]*$/, 'Expected a location slug')

/** Billing account id: a positive integer that fits its column (API-NOTES §12). */
export const BillingAccountIdSchema = z.number().int().positive().max(MAX_INT32)

/**
 * A response field that real deployments either leave out or send as null: both become `null`
 * (API-NOTES §4 "read endpoints may leave out all three assigned_* keys").
 */
export function orNull<T extends z.ZodType>(schema: T) {
  return schema.nullable().default(null)
}

/** Like {@link orNull}, but an empty string also means "not set" (e.g. IP `assigned_to: ""`). */
export function blankOrNull<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable())
}

/**
 * Reads alternative spellings of a key that deployments and clients differ on (API-NOTES §15 item 8): each
 * `alias` found on an object that lacks its `canonical` key is moved to it before `schema` parses.
 * Example: `withAliases(schema, { public_ipv4: 'public_address' })`.
 */
export function withAliases<T extends z.ZodType>(schema: T, aliases: Record<string, string>) {
  return z.preprocess((v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v
    let out = v as Record<string, unknown>
    for (const [alias, canonical] of Object.entries(aliases)) {
      if (canonical in out || !(alias in out)) continue
      const { [alias]: value, ...rest } = out
      out = { ...rest, [canonical]: value }
    }
    return out
  }, schema)
}

// ---------------------------------------------------------------------------------------------------------
// Request ("input") coercion, API-NOTES §1.3

const TRUE_WORDS = new Set(['true', 'True', 'TRUE', '1', 'on', 'yes'])
const FALSE_WORDS = new Set(['false', 'False', 'FALSE', '0', 'off', 'no'])

/** The last value of a repeated scalar form key wins, as most form parsers do. */
function lastScalar(v: unknown): unknown {
  return Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string') ? v[v.length - 1] : v
}

function toNumber(v: unknown): unknown {
  const x = lastScalar(v)
  if (typeof x === 'string' && x.trim() !== '') {
    const n = Number(x.trim())
    return Number.isNaN(n) ? x : n
  }
  return x
}

function toBoolean(v: unknown): unknown {
  const x = lastScalar(v)
  if (typeof x === 'string') {
    if (TRUE_WORDS.has(x.trim())) return true
    if (FALSE_WORDS.has(x.trim())) return false
  }
  if (x === 1) return true
  if (x === 0) return false
  return x
}

function blankToUndefined(v: unknown): unknown {
  return v === '' || v === null ? undefined : v
}

/**
 * An integer that may arrive as a string (form or query), within a PostgreSQL `integer` (±2^31; issue 9: larger
 * integers were 500s). Narrow it further with `.pipe(...)` where the product has a smaller bound.
 */
export function formInt() {
  return z.preprocess(
    toNumber,
    z
      .number()
      .int()
      .min(-MAX_INT32 - 1)
      .max(MAX_INT32),
  )
}

/** A number that may arrive as a string (form or query), within ±(2^31 − 1). */
export function formNumber() {
  return z.preprocess(toNumber, z.number().min(-MAX_INT32).max(MAX_INT32))
}

/** A boolean that may arrive as true/false/True/False/1/0 (API-NOTES §1.3). */
export function formBool() {
  return z.preprocess(toBoolean, z.boolean())
}

/**
 * A string field of a form (a repeated key keeps its last value), at most `max` characters: a name's length by
 * default (`TEXT_LIMITS`, issue 9: a 1 MB name must be a 400 naming the field, not a 500).
 */
export function formString(max: number = TEXT_LIMITS.name) {
  return z.preprocess(lastScalar, z.string().max(max, `Use at most ${max} characters`))
}

/** A list that may arrive as one value or as a repeated form key (`public_keys`, API-NOTES §1.3). */
export function formArray<T extends z.ZodType>(item: T, max: number = MAX_LIST_ITEMS) {
  return z.preprocess(
    (v) => (v === undefined || Array.isArray(v) ? v : [v]),
    z.array(item).max(max, `Send at most ${max} items`),
  )
}

/**
 * An optional input field: left out, `null` and an empty form value all mean "not given", so
 * `source_image_type=&source_image=` is an EMPTY disk (API-NOTES §16).
 */
export function optionalInput<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => blankToUndefined(lastScalarIfSchemaIsScalar(v)), schema.optional())
}

function lastScalarIfSchemaIsScalar(v: unknown): unknown {
  // An array of one empty string is what a form sends for `key=`; treat it as blank too.
  return Array.isArray(v) && v.length === 1 && v[0] === '' ? '' : v
}

/** A uuid in a request body or query (a repeated key keeps its last value). */
export function formUuid() {
  return z.preprocess(lastScalar, UuidSchema)
}

/** Every tag a normalised client-side entity carries (SPEC §2 side nav, §3 "type tag"). */
export const ENTITY_TYPES = [
  'virtual_machine',
  'disk',
  'ip_address',
  'vpc',
  'firewall',
  'load_balancer',
  'managed_service',
  'bucket',
  'storage_access_key',
  'vm_image',
  'bare_metal_os',
  'bare_metal',
  'bare_metal_type',
  'vm_interface',
  'access_delegation',
  'access_impersonation',
  'api_token',
  'billing_account',
  'ssh_key',
] as const

/** The type tag of a normalised entity. */
export type EntityType = (typeof ENTITY_TYPES)[number]

/**
 * Drops the client-side `type` tag and `location` of a normalised entity, giving back the Warren shape (for
 * the platform's demo seed and for tests that play the server). IPs and networks also need their own
 * `type` back: use `toWarrenIp` / `toWarrenNetwork`.
 */
export function stripTags<T extends { type: string; location: unknown }>(
  entity: T,
): Omit<T, 'type' | 'location'> {
  const { type: _type, location: _location, ...rest } = entity
  return rest
}
