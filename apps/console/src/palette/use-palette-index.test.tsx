import { describe, expect, it } from 'vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { makeDisk, makeLocation, makeVm } from '@cirrus/domain/fixtures'
import { appWrapper, fetchDouble } from '../test/render'
import { usePaletteIndex } from './use-palette-index'

const tll = makeLocation({ slug: 'tll01', display_name: 'Tallinn' }, 1)
const jhv = makeLocation({ slug: 'jhv01', display_name: 'Jõhvi' }, 2)

/** The palette's data over a cache that already holds the lists (nothing is fetched: the data stays fresh). */
function setup() {
  const api = fetchDouble({})
  const { wrapper, services } = appWrapper(api.fetch)
  const { queryClient, queries } = services
  queryClient.setDefaultOptions({ queries: { staleTime: Infinity, retry: false } })
  queryClient.setQueryData(queries.locations().queryKey, [tll, jhv])
  queryClient.setQueryData(queries.vmList('tll01').queryKey, [
    makeVm({ name: 'web-1', location: 'tll01' }, 1),
  ])
  queryClient.setQueryData(queries.vmList('jhv01').queryKey, [makeVm({ name: 'db-1', location: 'jhv01' }, 2)])
  queryClient.setQueryData(queries.diskList('tll01').queryKey, [makeDisk({ location: 'tll01' }, 1)])
  return { wrapper, queryClient, queries }
}

describe('usePaletteIndex: the index is rebuilt only when a list changes (issue 18, hot path)', () => {
  it('keeps the same entries and index through an unrelated re-render', async () => {
    const { wrapper } = setup()
    const { result, rerender } = renderHook(
      ({ open }: { open: boolean; tick: number }) => usePaletteIndex(open),
      {
        wrapper,
        initialProps: { open: true, tick: 0 },
      },
    )
    await waitFor(() =>
      expect(result.current.entries.map((e) => e.title)).toEqual(expect.arrayContaining(['web-1', 'db-1'])),
    )
    const { entries, index } = result.current
    rerender({ open: true, tick: 1 })
    rerender({ open: true, tick: 2 })
    expect(result.current.entries).toBe(entries)
    expect(result.current.index).toBe(index)
  })

  it('rebuilds it when one location’s list changes, with the new VM in it', async () => {
    const { wrapper, queryClient, queries } = setup()
    const { result } = renderHook(() => usePaletteIndex(true), { wrapper })
    await waitFor(() =>
      expect(result.current.entries.map((e) => e.title)).toEqual(expect.arrayContaining(['web-1', 'db-1'])),
    )
    const { index } = result.current
    act(() => {
      queryClient.setQueryData(queries.vmList('jhv01').queryKey, [
        makeVm({ name: 'db-1', location: 'jhv01' }, 2),
        makeVm({ name: 'db-2', location: 'jhv01' }, 3),
      ])
    })
    await waitFor(() => expect(result.current.index).not.toBe(index))
    expect(result.current.index.map((e) => e.entry.title)).toEqual(
      expect.arrayContaining(['web-1', 'db-1', 'db-2']),
    )
  })
})
