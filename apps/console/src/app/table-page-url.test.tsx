import { describe, expect, it } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { useSearchParams } from 'react-router'
import { readTablePage, useTablePageUrl, useTableUrlState } from '@cirrus/app-kit'
import { appWrapper, fetchDouble } from '../test/render'

// Issue 17: a server-paged table (the compute list) keeps its page in the URL beside its search, filters and sort.
function setup(path: string) {
  const { wrapper } = appWrapper(fetchDouble({}).fetch, path)
  return renderHook(
    () => ({ table: useTableUrlState(), paging: useTablePageUrl(), params: useSearchParams()[0] }),
    { wrapper },
  )
}

describe('the page of a server-paged table in the URL', () => {
  it('opens on the page the URL names (a reload keeps it), beside the search and sort', () => {
    const { result } = setup('/compute?q=web&sort=-price&page=3')
    expect(result.current.paging.page).toBe(3)
    expect(result.current.table.search).toBe('web')
  })

  it('writes the page, keeping the search; page 1 leaves a clean URL', () => {
    const { result } = setup('/compute?q=web')
    expect(result.current.paging.page).toBe(1)
    act(() => result.current.paging.onPageChange(4))
    expect(result.current.params.toString()).toBe('q=web&page=4')
    expect(result.current.paging.page).toBe(4)
    act(() => result.current.paging.onPageChange(1))
    expect(result.current.params.toString()).toBe('q=web')
  })

  it.each([
    ['search', (t: ReturnType<typeof useTableUrlState>) => t.onSearchChange('db')],
    ['filter', (t: ReturnType<typeof useTableUrlState>) => t.onFiltersChange({ status: 'running' })],
    [
      'sort',
      (t: ReturnType<typeof useTableUrlState>) => t.onSortChange({ columnId: 'price', direction: 'desc' }),
    ],
  ])('goes back to page 1 when the %s changes', (_, change) => {
    const { result } = setup('/compute?q=web&page=5')
    act(() => change(result.current.table))
    expect(result.current.params.has('page')).toBe(false)
    expect(result.current.paging.page).toBe(1)
  })

  it('reads page 1 from a missing or malformed page', () => {
    for (const raw of ['', 'page=0', 'page=-2', 'page=abc', 'page=2.5', 'page=1e3'])
      expect(readTablePage(new URLSearchParams(raw))).toBe(1)
    expect(readTablePage(new URLSearchParams('ips.page=7'), 'ips.')).toBe(7)
  })
})
