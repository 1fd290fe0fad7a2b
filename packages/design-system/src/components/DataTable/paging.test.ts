import { describe, expect, it } from 'vitest'
import { clampPage, pageCount, pageRangeText } from './paging'

describe('paging', () => {
  it('counts pages, at least one', () => {
    expect(pageCount({ pageSize: 50, total: 0 })).toBe(1)
    expect(pageCount({ pageSize: 50, total: 50 })).toBe(1)
    expect(pageCount({ pageSize: 50, total: 51 })).toBe(2)
    expect(pageCount({ pageSize: 50, total: 10_000 })).toBe(200)
  })
  it('clamps a page into range', () => {
    expect(clampPage(0, { pageSize: 50, total: 120 })).toBe(1)
    expect(clampPage(9, { pageSize: 50, total: 120 })).toBe(3)
    expect(clampPage(Number.NaN, { pageSize: 50, total: 120 })).toBe(1)
  })
  it('says which rows a page shows', () => {
    expect(pageRangeText({ page: 2, pageSize: 50, total: 10_000 })).toBe('51–100 of 10,000')
    expect(pageRangeText({ page: 3, pageSize: 50, total: 120 })).toBe('101–120 of 120')
    expect(pageRangeText({ page: 1, pageSize: 50, total: 0 })).toBe('0 of 0')
  })
})
