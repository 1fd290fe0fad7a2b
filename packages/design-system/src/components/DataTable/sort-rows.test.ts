import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  ariaSortFor,
  compareSortValues,
  isMissingSortValue,
  nextSort,
  sortRows,
  type SortValue,
} from './sort-rows'

type Row = { id: number; v: SortValue }
const rows = (...values: SortValue[]): Row[] => values.map((v, id) => ({ id, v }))
const ids = (sorted: Row[]) => sorted.map((r) => r.id)
const byV = (r: Row) => r.v

describe('sortRows', () => {
  it('sorts numbers by value, not as text', () => {
    expect(ids(sortRows(rows(10, 9, 100, 1.5), byV, 'asc'))).toEqual([3, 1, 0, 2])
    expect(ids(sortRows(rows(10, 9, 100, 1.5), byV, 'desc'))).toEqual([2, 0, 1, 3])
  })

  it('sorts negative numbers and zero', () => {
    expect(sortRows(rows(0, -2, 3, -10), byV, 'asc').map(byV)).toEqual([-10, -2, 0, 3])
  })

  it('sorts dates by time', () => {
    const a = new Date('2024-03-01T10:00:00Z')
    const b = new Date('2023-12-31T23:59:59Z')
    const c = new Date('2024-03-01T09:59:59Z')
    expect(ids(sortRows(rows(a, b, c), byV, 'asc'))).toEqual([1, 2, 0])
  })

  it('compares text with en-GB collation: case- and accent-insensitive, digits as numbers', () => {
    expect(sortRows(rows('vm-10', 'vm-2', 'vm-1'), byV, 'asc').map(byV)).toEqual(['vm-1', 'vm-2', 'vm-10'])
    expect(sortRows(rows('beta', 'Alpha', 'émile', 'Zulu'), byV, 'asc').map(byV)).toEqual([
      'Alpha',
      'beta',
      'émile',
      'Zulu',
    ])
  })

  it('puts missing values last in both directions', () => {
    const input = rows(2, null, 1, undefined, Number.NaN, 3, '', new Date('nope'))
    expect(sortRows(input, byV, 'asc').slice(0, 3).map(byV)).toEqual([1, 2, 3])
    expect(sortRows(input, byV, 'desc').slice(0, 3).map(byV)).toEqual([3, 2, 1])
    // Missing values keep their original order among themselves.
    expect(ids(sortRows(input, byV, 'desc').slice(3))).toEqual([1, 3, 4, 6, 7])
  })

  it('is stable: equal values keep their order in both directions', () => {
    const input = rows('b', 'a', 'B', 'a', 'A')
    expect(ids(sortRows(input, byV, 'asc'))).toEqual([1, 3, 4, 0, 2])
    expect(ids(sortRows(input, byV, 'desc'))).toEqual([0, 2, 1, 3, 4])
  })

  it('does not change the input array', () => {
    const input = rows(3, 1, 2)
    sortRows(input, byV, 'asc')
    expect(ids(input)).toEqual([0, 1, 2])
  })

  it('orders mixed kinds deterministically: numbers, dates, text, booleans', () => {
    const d = new Date('2024-01-01')
    expect(sortRows(rows(true, 'x', d, 5), byV, 'asc').map(byV)).toEqual([5, d, 'x', true])
  })

  it('sorts bigints with numbers', () => {
    expect(sortRows(rows(10n, 3, 7n), byV, 'asc').map(byV)).toEqual([3, 7n, 10n])
  })

  it('returns an ordered permutation for any numbers (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer(), fc.constant(null))), (values) => {
        const sorted = sortRows(rows(...values), byV, 'asc').map(byV)
        const present = sorted.filter((v) => v !== null) as number[]
        const ordered = present.every((v, i) => i === 0 || present[i - 1]! <= v)
        const nullsLast = sorted.slice(present.length).every((v) => v === null)
        return sorted.length === values.length && ordered && nullsLast
      }),
    )
  })

  it('reverses the order of distinct values between asc and desc (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer()), (values) => {
        const asc = sortRows(rows(...values), byV, 'asc').map(byV)
        const desc = sortRows(rows(...values), byV, 'desc').map(byV)
        return JSON.stringify(asc) === JSON.stringify([...desc].reverse())
      }),
    )
  })
})

describe('compareSortValues and isMissingSortValue', () => {
  it('compares within a kind', () => {
    expect(compareSortValues(1, 2)).toBeLessThan(0)
    expect(compareSortValues('b', 'a')).toBeGreaterThan(0)
    expect(compareSortValues(false, true)).toBeLessThan(0)
  })

  it('knows what is missing', () => {
    expect([null, undefined, '', Number.NaN, new Date('x')].every(isMissingSortValue)).toBe(true)
    expect([0, 'a', false, new Date(0)].some(isMissingSortValue)).toBe(false)
  })
})

describe('nextSort', () => {
  it('cycles asc → desc → none on the same column', () => {
    const asc = nextSort(null, 'name')
    expect(asc).toEqual({ columnId: 'name', direction: 'asc' })
    const desc = nextSort(asc, 'name')
    expect(desc).toEqual({ columnId: 'name', direction: 'desc' })
    expect(nextSort(desc, 'name')).toBeNull()
  })

  it('starts ascending on another column', () => {
    expect(nextSort({ columnId: 'name', direction: 'desc' }, 'price')).toEqual({
      columnId: 'price',
      direction: 'asc',
    })
  })
})

describe('ariaSortFor', () => {
  it('marks only the sorted column', () => {
    const sort = { columnId: 'name', direction: 'desc' } as const
    expect(ariaSortFor(sort, 'name')).toBe('descending')
    expect(ariaSortFor({ ...sort, direction: 'asc' }, 'name')).toBe('ascending')
    expect(ariaSortFor(sort, 'price')).toBeUndefined()
    expect(ariaSortFor(null, 'name')).toBeUndefined()
  })
})
