import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { readTableParams, writeTableParams } from './table-url'

describe('readTableParams', () => {
  it('reads the search, the column filters and the sort', () => {
    const params = new URLSearchParams('q=web&f.status=running&f.location=tll&sort=-price&other=1')
    expect(readTableParams(params)).toEqual({
      search: 'web',
      filters: { status: 'running', location: 'tll' },
      sort: { columnId: 'price', direction: 'desc' },
    })
  })

  it('says nothing of the sort when the URL does not, and null for "none"', () => {
    expect(readTableParams(new URLSearchParams('')).sort).toBeUndefined()
    expect(readTableParams(new URLSearchParams('sort=none')).sort).toBeNull()
    expect(readTableParams(new URLSearchParams('sort=name')).sort).toEqual({
      columnId: 'name',
      direction: 'asc',
    })
  })

  it('keeps two tables apart by prefix', () => {
    const params = new URLSearchParams('q=a&disks.q=b&disks.f.size=20')
    expect(readTableParams(params, 'disks.')).toEqual({
      search: 'b',
      filters: { size: '20' },
      sort: undefined,
    })
    expect(readTableParams(params).filters).toEqual({})
  })
})

describe('writeTableParams', () => {
  it('writes the state, keeps other parameters and drops empty texts', () => {
    const params = new URLSearchParams('page=2&f.size=20')
    const next = writeTableParams(params, { search: 'web', filters: { status: 'running', name: ' ' } })
    expect(next.toString()).toBe('page=2&q=web&f.status=running')
    expect(writeTableParams(next, { search: '' }).get('q')).toBeNull()
    expect(params.toString()).toBe('page=2&f.size=20')
  })

  it('round-trips through readTableParams', () => {
    const text = fc.string({ minLength: 1 }).filter((s) => s.trim() !== '')
    fc.assert(
      fc.property(
        text,
        fc.dictionary(fc.stringMatching(/^[a-z]{1,8}$/), text),
        fc.option(
          fc.record({
            columnId: fc.stringMatching(/^[a-z]{1,8}$/),
            direction: fc.constantFrom('asc' as const, 'desc' as const),
          }),
        ),
        (search, filters, sort) => {
          const written = writeTableParams(new URLSearchParams(), { search, filters, sort }, 't.')
          expect(readTableParams(written, 't.')).toEqual({ search, filters, sort })
        },
      ),
    )
  })
})
