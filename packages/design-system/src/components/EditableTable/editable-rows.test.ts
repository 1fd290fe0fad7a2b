import { describe, expect, test } from 'vitest'
import { cellKey, removeRow, replaceRow, shownError, touchedAfterRemove } from './editable-rows'

describe('editable rows', () => {
  test('replace and remove leave the other rows as they were', () => {
    expect(replaceRow(['a', 'b', 'c'], 1, 'B')).toEqual(['a', 'B', 'c'])
    expect(removeRow(['a', 'b', 'c'], 0)).toEqual(['b', 'c'])
    expect(removeRow(['a'], 3)).toEqual(['a'])
  })

  test('removing a row drops its touched cells and moves the rows below up, so errors stay with their row', () => {
    const touched = new Set([cellKey(0, 'port'), cellKey(1, 'port'), cellKey(2, 'port'), cellKey(2, 'cidr')])
    expect([...touchedAfterRemove(touched, 1)].sort()).toEqual(['0:port', '1:cidr', '1:port'])
  })

  test('an error shows once its cell was left, or when every error is to show', () => {
    const touched = new Set([cellKey(0, 'port')])
    expect(shownError('bad', touched, 0, 'port', false)).toBe('bad')
    expect(shownError('bad', touched, 1, 'port', false)).toBeUndefined()
    expect(shownError('bad', touched, 1, 'port', true)).toBe('bad')
    expect(shownError(undefined, touched, 0, 'port', true)).toBeUndefined()
    expect(shownError('', touched, 0, 'port', true)).toBeUndefined()
  })
})
