import { describe, expect, test } from 'vitest'
import { vmCountOf, vmPageQuery } from './vm-page-query'

const base = { search: '', filters: {}, sort: undefined, pageNumber: 1 }

describe('vmPageQuery (issue 17)', () => {
  test('a bare URL is the first page by name', () => {
    expect(vmPageQuery(base)).toEqual({ page: 1, per_page: 50, sort: 'name', order: 'asc' })
  })

  test('the URL sort, search and status filter go to the server; blanks stay out', () => {
    expect(
      vmPageQuery({
        search: ' web ',
        filters: { status: 'running', size: '' },
        sort: { columnId: 'price', direction: 'desc' },
        pageNumber: 3,
      }),
    ).toEqual({ page: 3, per_page: 50, sort: 'price', order: 'desc', search: 'web', status: 'running' })
    expect(vmPageQuery({ ...base, filters: { status: '  ' } })).not.toHaveProperty('status')
  })

  test('a cleared sort is the rows’ own order (oldest first); an unknown column sorts by name', () => {
    expect(vmPageQuery({ ...base, sort: null })).toMatchObject({ sort: 'created', order: 'asc' })
    expect(vmPageQuery({ ...base, sort: { columnId: 'size', direction: 'desc' } })).toMatchObject({
      sort: 'name',
      order: 'desc',
    })
  })

  test('the page number is at least 1', () => {
    expect(vmPageQuery({ ...base, pageNumber: 0 }).page).toBe(1)
  })
})

describe('vmCountOf', () => {
  test('adds the per-status counts up; unknown until loaded', () => {
    expect(vmCountOf({ running: 3, stopped: 2 })).toBe(5)
    expect(vmCountOf(undefined)).toBeUndefined()
  })
})
