import { describe, expect, it } from 'vitest'
import { clickHeaderSelection, clickRowSelection, headerSelectionState } from './selection'

const ids = ['a', 'b', 'c', 'd', 'e']

describe('row selection', () => {
  it('a click toggles one row and becomes the anchor', () => {
    const first = clickRowSelection(new Set(), ids, 'b', { shift: false, anchor: null })
    expect([...first.selection]).toEqual(['b'])
    expect(first.anchor).toBe('b')
    expect([
      ...clickRowSelection(first.selection, ids, 'b', { shift: false, anchor: 'b' }).selection,
    ]).toEqual([])
  })
  it('a shift-click selects the range from the anchor, in either direction', () => {
    const down = clickRowSelection(new Set(['b']), ids, 'd', { shift: true, anchor: 'b' })
    expect([...down.selection].sort()).toEqual(['b', 'c', 'd'])
    const up = clickRowSelection(new Set(), ids, 'a', { shift: true, anchor: 'c' })
    expect([...up.selection].sort()).toEqual(['a', 'b', 'c'])
  })
  it('a shift-click on a selected row clears the range', () => {
    const cleared = clickRowSelection(new Set(ids), ids, 'b', { shift: true, anchor: 'd' })
    expect([...cleared.selection].sort()).toEqual(['a', 'e'])
  })
  it('a shift-click without an anchor on screen toggles one row', () => {
    expect([...clickRowSelection(new Set(), ids, 'c', { shift: true, anchor: 'gone' }).selection]).toEqual([
      'c',
    ])
  })
  it('the header checkbox selects the rows on screen, or clears them when all are selected', () => {
    expect(headerSelectionState(new Set(), ids)).toBe(false)
    expect(headerSelectionState(new Set(['a']), ids)).toBe('indeterminate')
    expect(headerSelectionState(new Set(ids), ids)).toBe(true)
    expect([...clickHeaderSelection(new Set(['a', 'zz']), ['a', 'b'])].sort()).toEqual(['a', 'b', 'zz'])
    expect([...clickHeaderSelection(new Set(['a', 'b', 'zz']), ['a', 'b'])]).toEqual(['zz'])
  })
})
