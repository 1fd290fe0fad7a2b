import { describe, expect, it } from 'vitest'
import type { ReactNode } from 'react'
import { act, renderHook } from '@testing-library/react'
import { MemoryRouter, useSearchParams } from 'react-router'
import { adminVmSortKeys } from '@cirrus/domain'
import { useServerTable } from './use-server-table'

// An admin server-paged table keeps its page in the URL beside its search, filters and sort (app-kit
// `useTablePageUrl`), so a reload or a shared link opens the same page.
const vms = { sortKeys: adminVmSortKeys, filterKeys: ['status', 'owner'] as const, pageSize: 50 }

function setup(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  )
  return renderHook(() => ({ server: useServerTable(vms), params: useSearchParams()[0] }), { wrapper })
}

describe('an admin server-paged table in the URL', () => {
  it('opens on the page the URL names and asks the platform for it', () => {
    const { result } = setup('/virtual_machines?q=web&page=3')
    expect(result.current.server.table.pageNumber).toBe(3)
    expect(result.current.server.query).toMatchObject({ search: 'web', offset: 100, limit: 50 })
  })

  it('writes the page, and a new search goes back to page 1', () => {
    const { result } = setup('/virtual_machines?q=web')
    act(() => result.current.server.table.onPageChange(2))
    expect(result.current.params.get('page')).toBe('2')
    expect(result.current.server.query).toMatchObject({ offset: 50 })
    act(() => result.current.server.table.onSearchChange('db'))
    expect(result.current.params.get('page')).toBeNull()
    expect(result.current.server.table.pageNumber).toBe(1)
  })
})
