import { describe, expect, it } from 'vitest'
import { MAX_AVAILABLE_IDS, limitAvailableIds } from './available-ids'

const ids = (n: number) => Array.from({ length: n }, (_, i) => `vm-${String(i + 1).padStart(2, '0')}`)

describe('limitAvailableIds', () => {
  it('lists at most 30 ids (SPEC §8)', () => {
    expect(MAX_AVAILABLE_IDS).toBe(30)
    const { shown, hidden } = limitAvailableIds(ids(45))
    expect(shown).toHaveLength(30)
    expect(shown.at(-1)).toBe('vm-30')
    expect(hidden).toBe(15)
  })

  it('lists all of exactly 30', () => {
    expect(limitAvailableIds(ids(30))).toEqual({ shown: ids(30), hidden: 0 })
  })

  it('keeps order and drops duplicates and blanks', () => {
    expect(limitAvailableIds(['b', 'a', 'b', '', '  ', 'c'])).toEqual({ shown: ['b', 'a', 'c'], hidden: 0 })
  })

  it('counts hidden ids after dropping duplicates', () => {
    expect(limitAvailableIds(['a', 'a', 'b', 'c'], 2)).toEqual({ shown: ['a', 'b'], hidden: 1 })
  })

  it('handles an empty list', () => {
    expect(limitAvailableIds([])).toEqual({ shown: [], hidden: 0 })
  })
})
