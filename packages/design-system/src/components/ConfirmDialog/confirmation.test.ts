import { describe, expect, it } from 'vitest'
import { canConfirm, isConfirmationMatch, isPromiseLike } from './confirmation'

describe('isConfirmationMatch', () => {
  it('accepts the exact name', () => {
    expect(isConfirmationMatch('web-01', 'web-01')).toBe(true)
  })

  it('forgives whitespace around a pasted name', () => {
    expect(isConfirmationMatch(' web-01\n', 'web-01')).toBe(true)
  })

  it.each([['web-0'], ['WEB-01'], ['web-01x'], ['']])('rejects %j', (typed) => {
    expect(isConfirmationMatch(typed, 'web-01')).toBe(false)
  })

  it('never matches an empty expected name', () => {
    expect(isConfirmationMatch('', '')).toBe(false)
  })
})

describe('canConfirm', () => {
  it('allows confirming at once without typed confirmation', () => {
    expect(canConfirm({ pending: false, confirmText: undefined, typed: '' })).toBe(true)
  })

  it('waits for the typed name', () => {
    expect(canConfirm({ pending: false, confirmText: 'db-main', typed: 'db' })).toBe(false)
    expect(canConfirm({ pending: false, confirmText: 'db-main', typed: 'db-main' })).toBe(true)
  })

  it('blocks a second click while the action runs', () => {
    expect(canConfirm({ pending: true, confirmText: undefined, typed: '' })).toBe(false)
    expect(canConfirm({ pending: true, confirmText: 'db-main', typed: 'db-main' })).toBe(false)
  })
})

describe('isPromiseLike', () => {
  it('recognises promises and thenables', () => {
    expect(isPromiseLike(Promise.resolve())).toBe(true)
    expect(isPromiseLike({ then: () => undefined })).toBe(true)
  })

  it.each([[undefined], [null], [42], [{ then: 1 }]])('rejects %j', (value) => {
    expect(isPromiseLike(value)).toBe(false)
  })
})
