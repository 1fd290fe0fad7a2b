import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import * as domain from '../index.js'
import { MAX_BIGSERIAL_ID, MAX_INT32 } from './index.js'

// Issue 9, adversarial items 2 and 4: every number of every request body or query has a finite maximum that
// fits a PostgreSQL integer, every string and every list a maximum length. This walks every exported input
// schema (`…InputSchema`, `…QuerySchema`), so a new schema or field without a bound fails here.
//
// One exception, by field: an id of a `bigserial` column (BIGSERIAL_IDS, each with its reason) may go up to
// MAX_BIGSERIAL_ID (2^53 − 1, what the platform reads exactly as a JS number), never beyond.

type Def = {
  type: string
  checks?: { _zod: { def: Record<string, unknown> } }[]
  format?: string
  shape?: Record<string, z.ZodType>
  in?: z.ZodType
  out?: z.ZodType
  innerType?: z.ZodType
  element?: z.ZodType
  options?: z.ZodType[]
  valueType?: z.ZodType
  left?: z.ZodType
  right?: z.ZodType
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** The largest value (numbers) or length (strings, lists) a schema allows; Infinity when unbounded. */
function maxOf(schema: z.ZodType): number {
  const def = defOf(schema)
  if (def.type === 'pipe') return Math.min(maxOf(def.in!), maxOf(def.out!))
  if (def.type === 'transform') return Infinity
  if (def.format === 'guid' || def.format === 'uuid' || def.format === 'ipv4' || def.format === 'ipv6') {
    return 45
  }
  let max = Infinity
  for (const check of def.checks ?? []) {
    const c = check._zod.def
    if (c.check === 'max_length') max = Math.min(max, c.maximum as number)
    if (c.check === 'length_equals') max = Math.min(max, c.length as number)
    if (c.check === 'less_than') max = Math.min(max, c.value as number)
  }
  return max
}

const LEAF = new Set(['string', 'number', 'int', 'bigint'])
const PASSIVE = new Set(['boolean', 'enum', 'literal', 'transform', 'undefined', 'null', 'any', 'never'])

/** The leaf type a schema checks through pipes ('string', 'number', …), or undefined for a structure. */
function leafType(schema: z.ZodType): string | undefined {
  const def = defOf(schema)
  if (LEAF.has(def.type)) return def.type
  if (def.type === 'pipe') return leafType(def.out!) ?? leafType(def.in!)
  return undefined
}

/**
 * Number fields that name a row of a `bigserial` column: bounded by MAX_BIGSERIAL_ID instead of MAX_INT32. Each
 * entry says why.
 */
const BIGSERIAL_IDS: Record<string, string> = {
  // Issue 18: `events.id` is a bigserial that outgrows 2^31 − 1 on a busy platform; `before` pages the feed.
  'ActivityListQuerySchema.before': 'an activity event id (events.id, bigserial)',
  // Issue 18: the stream resumes after an event id (`?after=`, like Last-Event-ID).
  'ActivityStreamQuerySchema.after': 'an activity event id (events.id, bigserial)',
}

/** The largest number `path` may allow. */
const numberLimit = (path: string) => (path in BIGSERIAL_IDS ? MAX_BIGSERIAL_ID : MAX_INT32)

/** The paths of `schema` whose number, string or list is unbounded. */
function unbounded(schema: z.ZodType, path: string): string[] {
  const def = defOf(schema)
  const leaf = leafType(schema)
  if (leaf) {
    const max = maxOf(schema)
    const limit = leaf === 'string' ? 1_000_000 : numberLimit(path)
    return Number.isFinite(max) && max <= limit ? [] : [`${path} (${leaf}, max ${max})`]
  }
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape!).flatMap(([key, field]) => unbounded(field, `${path}.${key}`))
    case 'pipe':
      return defOf(def.out!).type === 'transform'
        ? unbounded(def.in!, path)
        : [...unbounded(def.out!, path), ...structuralIn(def.in!, path)]
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return unbounded(def.innerType!, path)
    case 'array': {
      const own = Number.isFinite(maxOf(schema)) ? [] : [`${path} (list without a max length)`]
      return [...own, ...unbounded(def.element!, `${path}[]`)]
    }
    case 'union':
      return def.options!.flatMap((option, i) => unbounded(option, `${path}|${i}`))
    case 'intersection':
      return [...unbounded(def.left!, path), ...unbounded(def.right!, path)]
    case 'record':
      return [...unbounded(def.valueType!, `${path}{}`)]
    case 'unknown':
      return [`${path} (unknown)`]
    default:
      return PASSIVE.has(def.type) ? [] : [`${path} (${def.type}: not understood by this walk)`]
  }
}

/** The structure on the input side of a pipe (a preprocess of an object) is walked too. */
function structuralIn(schema: z.ZodType, path: string): string[] {
  const type = defOf(schema).type
  return type === 'transform' || LEAF.has(type) ? [] : unbounded(schema, path)
}

/**
 * Free-form JSON documents the platform stores as given; bounded by the request body limit, not field by field.
 * Each entry says why.
 */
const FREE_FORM: Record<string, string> = {
  // `PUT /user-resource/service/{uuid}/properties`: a free-form object (API-NOTES §9).
  'ServicePropertiesInputSchema{}': 'free-form properties object',
}

const inputSchemas = Object.entries(domain).filter(
  ([name]) => name.endsWith('InputSchema') || name.endsWith('QuerySchema'),
) as [string, z.ZodType][]

describe('every exported input schema is bounded', () => {
  test('the walk finds the schemas', () => {
    expect(inputSchemas.length).toBeGreaterThan(40)
  })
  test.each(inputSchemas)('%s', (name, schema) => {
    const problems = unbounded(schema, name).filter(
      (p) => !Object.keys(FREE_FORM).some((f) => p.startsWith(f)),
    )
    expect(problems).toEqual([])
  })
})

describe('the walk itself', () => {
  test('sees a missing bound', async () => {
    const { z } = await import('zod')
    expect(unbounded(z.object({ n: z.number().int(), s: z.string(), l: z.array(z.boolean()) }), 'X')).toEqual(
      ['X.n (number, max Infinity)', 'X.s (string, max Infinity)', 'X.l (list without a max length)'],
    )
    expect(
      unbounded(
        z.object({
          n: z
            .number()
            .int()
            .max(MAX_INT32 + 1),
        }),
        'X',
      ),
    ).toHaveLength(1)
    expect(unbounded(z.object({ n: z.number().max(10), s: z.string().max(5) }), 'X')).toEqual([])
  })
  test('lets a listed bigserial id reach MAX_BIGSERIAL_ID, never beyond, and no other field', async () => {
    const { z } = await import('zod')
    const id = z.coerce.number().int().max(MAX_BIGSERIAL_ID)
    expect(unbounded(z.object({ before: id }), 'ActivityListQuerySchema')).toEqual([])
    expect(unbounded(z.object({ before: z.coerce.number().int() }), 'ActivityListQuerySchema')).toHaveLength(
      1,
    )
    expect(unbounded(z.object({ n: id }), 'X')).toEqual([`X.n (number, max ${MAX_BIGSERIAL_ID})`])
  })
})

describe('activity cursors (issue 18) take every bigserial id a JS number holds exactly', () => {
  test('an id past 2^31 − 1 pages and resumes; past 2^53 − 1 it is refused', () => {
    const past32 = String(MAX_INT32 + 10)
    expect(domain.ActivityListQuerySchema.parse({ before: past32 }).before).toBe(MAX_INT32 + 10)
    expect(domain.ActivityStreamQuerySchema.parse({ after: past32 }).after).toBe(MAX_INT32 + 10)
    const max = String(Number.MAX_SAFE_INTEGER)
    expect(domain.ActivityListQuerySchema.parse({ before: max }).before).toBe(Number.MAX_SAFE_INTEGER)
    expect(domain.ActivityListQuerySchema.safeParse({ before: '9007199254740993' }).success).toBe(false)
    expect(domain.ActivityStreamQuerySchema.safeParse({ after: '1e300' }).success).toBe(false)
    expect(domain.ActivityListQuerySchema.safeParse({ before: '0' }).success).toBe(false)
  })
})
