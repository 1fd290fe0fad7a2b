import { describe, expect, it } from 'vitest'
import { adminVmSortKeys } from '@cirrus/domain'
import { fetchEveryRow, serverTableQuery } from './use-server-table'

const vms = { sortKeys: adminVmSortKeys, filterKeys: ['status', 'owner'] as const, pageSize: 50 }
const state = { search: '', pageNumber: 1, sort: null, filters: {} }

describe('the query of a server-paged admin table (issue 13)', () => {
  it('is newest first by default, and when the sort is cleared or unknown', () => {
    expect(serverTableQuery(vms, state)).toEqual({ order: 'desc', sort: 'created', offset: 0, limit: 50 })
    const size = serverTableQuery(vms, { ...state, sort: { columnId: 'size', direction: 'asc' } })
    expect(size).toMatchObject({ order: 'desc', sort: 'created' })
  })

  it('sends the sort column, its direction, the column filters and the page', () => {
    const query = serverTableQuery(vms, {
      search: ' web ',
      pageNumber: 3,
      sort: { columnId: 'name', direction: 'asc' },
      filters: { status: ' run ', owner: '', ip: '10.0' },
    })
    expect(query).toEqual({
      search: 'web',
      status: 'run',
      order: 'asc',
      sort: 'name',
      offset: 100,
      limit: 50,
    })
  })

  it('fetches every row page by page, without the search, for the CSV export', async () => {
    const seen: unknown[] = []
    const rows = await fetchEveryRow({ search: 'x', offset: 50, limit: 50, sort: 'name' }, async (q) => {
      seen.push(q)
      return q.offset === 0 ? { total: 101, items: Array(100).fill(1) } : { total: 101, items: [2] }
    })
    expect(rows).toHaveLength(101)
    expect(seen).toEqual([
      { search: undefined, offset: 0, limit: 100, sort: 'name' },
      { search: undefined, offset: 100, limit: 100, sort: 'name' },
    ])
  })
})
