import { describe, expect, it } from 'vitest'
import { activeFilters, foldText, matchesText, queryRows, type QueryColumn } from './table-query'

type Row = { name: string; location: string; ip: string }
const rows: Row[] = [
  { name: 'web-1', location: 'Tallinn', ip: '10.0.0.1' },
  { name: 'db-2', location: 'Jõhvi', ip: '10.0.0.2' },
  { name: 'Web-3', location: 'Jõhvi', ip: '192.168.1.3' },
]
const columns: QueryColumn<Row>[] = [
  { id: 'name', text: (r) => r.name },
  { id: 'location', text: (r) => r.location },
  { id: 'ip', text: (r) => r.ip },
]

describe('foldText / matchesText', () => {
  it('ignores case, accents and outer spaces', () => {
    expect(foldText('  Jõhvi ')).toBe('johvi')
    expect(matchesText('Jõhvi', 'JOH')).toBe(true)
    expect(matchesText('Tallinn', 'x')).toBe(false)
    expect(matchesText('anything', '   ')).toBe(true)
  })
})

describe('queryRows', () => {
  it('returns the same rows when nothing filters', () => {
    expect(queryRows(rows, columns, {})).toBe(rows)
    expect(queryRows(rows, columns, { search: ' ', filters: { name: '' } })).toBe(rows)
  })
  it('searches across every column', () => {
    expect(queryRows(rows, columns, { search: 'web' }).map((r) => r.name)).toEqual(['web-1', 'Web-3'])
    expect(queryRows(rows, columns, { search: '192.168' }).map((r) => r.name)).toEqual(['Web-3'])
    expect(queryRows(rows, columns, { search: 'johvi' }).map((r) => r.name)).toEqual(['db-2', 'Web-3'])
  })
  it('filters a column by its own text only, every filter at once', () => {
    expect(queryRows(rows, columns, { filters: { location: 'jõ' } }).map((r) => r.name)).toEqual([
      'db-2',
      'Web-3',
    ])
    // "web" is in no location: a column filter does not look at other columns.
    expect(queryRows(rows, columns, { filters: { location: 'web' } })).toEqual([])
    expect(queryRows(rows, columns, { filters: { location: 'jõ', name: 'web' } }).map((r) => r.name)).toEqual(
      ['Web-3'],
    )
  })
  it('combines the search with the filters and ignores filters of unknown columns', () => {
    expect(
      queryRows(rows, columns, { search: '10.0', filters: { location: 'hvi' } }).map((r) => r.name),
    ).toEqual(['db-2'])
    expect(queryRows(rows, columns, { filters: { nope: 'x' } })).toEqual(rows)
  })
  it('keeps 10,000 rows in their order', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ name: `vm-${i}`, location: 'Tallinn', ip: '' }))
    const found = queryRows(many, columns, { search: 'vm-99' })
    expect(found).toEqual(many.filter((r) => r.name.includes('vm-99')))
    expect(found).toHaveLength(111)
  })
})

describe('activeFilters', () => {
  it('keeps only non-blank filters, folded', () => {
    expect(activeFilters({ a: ' Jõ ', b: '  ' })).toEqual([['a', 'jo']])
  })
})
