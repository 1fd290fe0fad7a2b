import { expect, test } from 'vitest'
import { compact, encodeForm, withQuery } from './encode.js'

test('encodeForm: repeated keys, booleans as words, undefined and null left out, spaces as %20', () => {
  expect(
    encodeForm({
      public_keys: ['a b', 'c+d'],
      force: false,
      backup: true,
      n: 3,
      gone: undefined,
      nil: null,
      e: '',
    }),
  ).toBe('public_keys=a%20b&public_keys=c%2Bd&force=false&backup=true&n=3&e=')
})

test('withQuery appends only when something is set', () => {
  expect(withQuery('x', undefined)).toBe('x')
  expect(withQuery('x', { a: undefined })).toBe('x')
  expect(withQuery('x', { vm_uuid: 'u' })).toBe('x?vm_uuid=u')
})

test('compact drops undefined but keeps null, false and 0', () => {
  expect(compact({ a: undefined, b: null, c: false, d: 0 })).toEqual({ b: null, c: false, d: 0 })
})
