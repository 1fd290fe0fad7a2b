import { expect, test } from 'vitest'
import { ApiError, apiErrorFromBody, isApiError, isNotFoundError } from './errors.js'

test.each([
  [
    400,
    { errors: { Error: 'No such virtual machine exists: abc' } },
    'No such virtual machine exists: abc',
    {},
    true,
  ],
  [400, { errors: { name: 'Too short' } }, 'Too short', { name: 'Too short' }, false],
  [404, { message: 'Ip address 1.2.3.4 was not found.' }, 'Ip address 1.2.3.4 was not found.', {}, true],
  [409, { message: 'server is locked', errors: { Error: 'locked' } }, 'server is locked', {}, false],
  [
    400,
    { errors: { public_keys: ['bad key', 'another'] } },
    'bad key another',
    { public_keys: 'bad key another' },
    false,
  ],
  [500, 'Internal Server Error', 'Internal Server Error', {}, false],
] as const)('status %i body %j → message %j', (status, body, message, fieldErrors, notFound) => {
  const e = apiErrorFromBody(status, body, 'cid')
  expect(e).toBeInstanceOf(ApiError)
  expect(e.message).toBe(message)
  expect(e.fieldErrors).toEqual(fieldErrors)
  expect(e.isNotFound).toBe(notFound)
  expect(e.correlationId).toBe('cid')
})

test('isApiError and isNotFoundError', () => {
  const e = new ApiError({ status: 404, message: 'gone' })
  expect(isApiError(e)).toBe(true)
  expect(isNotFoundError(e)).toBe(true)
  expect(isApiError(new Error('x'))).toBe(false)
  expect(isNotFoundError(new ApiError({ status: 500, message: 'x' }))).toBe(false)
})
