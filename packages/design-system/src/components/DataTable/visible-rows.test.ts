import { describe, expect, it } from 'vitest'
import { ariaRowIndex, shouldVirtualize, visibleRows, VIEW_ALL_INITIAL_ROWS } from './visible-rows'

const range = (n: number) => Array.from({ length: n }, (_, i) => i)

describe('visibleRows', () => {
  it('shows the first 10 rows of a view-all table and counts the rest (SPEC §9)', () => {
    const out = visibleRows(range(25), { viewAll: true, expanded: false })
    expect(VIEW_ALL_INITIAL_ROWS).toBe(10)
    expect(out.rows).toEqual(range(10))
    expect(out.hiddenCount).toBe(15)
  })

  it('shows every row once expanded', () => {
    const out = visibleRows(range(25), { viewAll: true, expanded: true })
    expect(out.rows).toHaveLength(25)
    expect(out.hiddenCount).toBe(0)
  })

  it('has nothing to reveal when there are 10 rows or fewer', () => {
    expect(visibleRows(range(10), { viewAll: true, expanded: false }).hiddenCount).toBe(0)
    expect(visibleRows(range(3), { viewAll: true, expanded: false }).rows).toHaveLength(3)
  })

  it('shows every row when view-all is off', () => {
    expect(visibleRows(range(40), { viewAll: false, expanded: false }).rows).toHaveLength(40)
  })

  it('takes another limit', () => {
    const out = visibleRows(range(8), { viewAll: true, expanded: false, limit: 5 })
    expect(out.rows).toEqual(range(5))
    expect(out.hiddenCount).toBe(3)
  })
})

describe('shouldVirtualize', () => {
  it('virtualises past the threshold only', () => {
    expect(shouldVirtualize(200)).toBe(false)
    expect(shouldVirtualize(201)).toBe(true)
    expect(shouldVirtualize(5000)).toBe(true)
    expect(shouldVirtualize(50, 20)).toBe(true)
  })
})

describe('ariaRowIndex', () => {
  it('counts the header as row 1', () => {
    expect(ariaRowIndex(0)).toBe(2)
    expect(ariaRowIndex(4999)).toBe(5001)
  })
})
