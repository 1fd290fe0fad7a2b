import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import {
  ReplicaUuidSchema,
  blankOrNull,
  formArray,
  formBool,
  formInt,
  optionalInput,
  orNull,
  stripTags,
  withAliases,
} from './fields.js'

describe('input coercion for form, JSON and query bodies (API-NOTES §1.3)', () => {
  test.each([
    ['true', true],
    ['True', true],
    ['1', true],
    [1, true],
    [true, true],
    ['false', false],
    ['False', false],
    ['0', false],
    [0, false],
    [false, false],
  ] as const)('formBool reads %j as %s', (input, expected) => {
    expect(formBool().parse(input)).toBe(expected)
  })

  test.each(['yes please', '2', '', null])('formBool rejects %j', (input) => {
    expect(formBool().safeParse(input).success).toBe(false)
  })

  test('formInt reads numbers sent as strings, and rejects non-integers and junk', () => {
    expect(formInt().parse('4096')).toBe(4096)
    expect(formInt().parse(' 20 ')).toBe(20)
    expect(formInt().parse(7)).toBe(7)
    expect(formInt().safeParse('2.5').success).toBe(false)
    expect(formInt().safeParse('abc').success).toBe(false)
    expect(formInt().safeParse('').success).toBe(false)
  })

  test('formArray turns one value into a list and keeps a repeated key as a list', () => {
    expect(formArray(z.string()).parse('ssh-ed25519 A')).toEqual(['ssh-ed25519 A'])
    expect(formArray(z.string()).parse(['a', 'b'])).toEqual(['a', 'b'])
  })

  test('optionalInput: left out, null and an empty form value all mean "not given"', () => {
    const s = z.object({ n: optionalInput(formInt()) })
    expect(s.parse({})).toEqual({})
    expect(s.parse({ n: '' }).n).toBeUndefined()
    expect(s.parse({ n: null }).n).toBeUndefined()
    expect(s.parse({ n: [''] }).n).toBeUndefined()
    expect(s.parse({ n: '3' }).n).toBe(3)
  })

  test('a repeated scalar key keeps its last value', () => {
    expect(formInt().parse(['1', '2'])).toBe(2)
  })
})

describe('response leniency', () => {
  test('orNull: a key left out and an explicit null both become null; a wrong type is an error', () => {
    const s = z.object({ a: orNull(z.string()) })
    expect(s.parse({})).toEqual({ a: null })
    expect(s.parse({ a: null })).toEqual({ a: null })
    expect(s.safeParse({ a: 5 }).success).toBe(false)
  })

  test('blankOrNull: an empty string is also null', () => {
    const s = z.object({ a: blankOrNull(z.string()) })
    expect(s.parse({ a: '' })).toEqual({ a: null })
    expect(s.parse({})).toEqual({ a: null })
    expect(s.parse({ a: 'x' })).toEqual({ a: 'x' })
  })
})

describe('replica uuids are the master uuid plus -YYYY-MM-DD-HH-MM-SS (API-NOTES §7.1)', () => {
  const master = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b'
  test('accepted', () => {
    expect(ReplicaUuidSchema.parse(`${master}-2025-11-20-10-00-00`)).toBe(`${master}-2025-11-20-10-00-00`)
  })
  test.each([master, `${master}-2025-11-20`, `${master}-2025-11-20-10-00-00-extra`, 'snapshot-1'])(
    'rejected: %s',
    (v) => {
      expect(ReplicaUuidSchema.safeParse(v).success).toBe(false)
    },
  )
})

test('stripTags drops the client-side type and location only', () => {
  expect(stripTags({ type: 'disk', location: 'tll01', uuid: 'u', size_gb: 1 })).toEqual({
    uuid: 'u',
    size_gb: 1,
  })
})

describe('alternative key spellings (API-NOTES §15 item 8)', () => {
  const schema = withAliases(z.object({ size_gb: z.number() }).loose(), { sizeGb: 'size_gb' })

  test('an alias is read as the canonical key and removed', () => {
    expect(schema.parse({ sizeGb: 10 })).toEqual({ size_gb: 10 })
  })

  test('the canonical key wins when both are sent', () => {
    expect(schema.parse({ size_gb: 20, sizeGb: 10 })).toEqual({ size_gb: 20, sizeGb: 10 })
  })

  test('a value that is not an object is left to the schema', () => {
    expect(schema.safeParse('10').success).toBe(false)
  })
})
