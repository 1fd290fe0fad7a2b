import { describe, expect, it } from 'vitest'
import { describeError, isNotFoundError } from './error-details'

describe('describeError', () => {
  it('shows an Error with its message and stack', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'uuid')")
    const details = describeError(error)
    expect(details.message).toBe("Cannot read properties of undefined (reading 'uuid')")
    expect(details.stack).toContain('TypeError')
  })

  it('falls back to the name of an Error without a message', () => {
    const error = new RangeError()
    error.stack = ''
    expect(describeError(error)).toEqual({ message: 'RangeError', stack: undefined })
  })

  it('shows a route error response by status text with its body', () => {
    expect(
      describeError({ status: 404, statusText: 'Not Found', data: 'No route matches URL "/nope"' }),
    ).toEqual({
      status: 404,
      message: 'Not Found',
      stack: 'No route matches URL "/nope"',
    })
  })

  it('uses the body or the status when a response has no status text', () => {
    expect(describeError({ status: 500, statusText: '', data: 'Upstream timed out' }).message).toBe(
      'Upstream timed out',
    )
    expect(describeError({ status: 502, data: null })).toEqual({
      status: 502,
      message: 'Error 502',
      stack: undefined,
    })
  })

  it('prints a JSON body of a response', () => {
    expect(describeError({ status: 400, statusText: 'Bad Request', data: { field: 'name' } }).stack).toBe(
      '{\n  "field": "name"\n}',
    )
  })

  it('shows a thrown string as the message', () => {
    expect(describeError('boom')).toEqual({ message: 'boom' })
    expect(describeError('')).toEqual({ message: 'Unknown error' })
  })

  it('shows an error-like object and keeps its fields', () => {
    const details = describeError({ message: 'Quota exceeded', code: 'quota' })
    expect(details.message).toBe('Quota exceeded')
    expect(details.stack).toContain('"code": "quota"')
  })

  it.each([
    [undefined, 'Unknown error'],
    [null, 'null'],
    [42, '42'],
  ])('shows %j as %j', (value, message) => {
    expect(describeError(value).message).toBe(message)
  })

  it('survives values JSON cannot print', () => {
    const cyclic: Record<string, unknown> = { status: 'x' }
    cyclic.self = cyclic
    expect(describeError(cyclic).message).toBe('[object Object]')
  })
})

describe('isNotFoundError', () => {
  it('is true only for a 404 route response', () => {
    expect(isNotFoundError({ status: 404, statusText: 'Not Found', data: '' })).toBe(true)
    expect(isNotFoundError({ status: 500, statusText: 'Internal Server Error', data: '' })).toBe(false)
    expect(isNotFoundError(new Error('Not Found'))).toBe(false)
  })
})
