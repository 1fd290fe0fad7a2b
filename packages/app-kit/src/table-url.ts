/**
 * The one hook every resource table uses for its search, column filters and sort (issue 18 "Filters and URLs"):
 * the state lives in the URL's search parameters (the design system's `readTableParams`/`writeTableParams`), so a
 * filtered view can be shared and survives a reload. Spread the result on a DataTable:
 * `<DataTable searchable {...useTableUrlState()} … />`. Changes replace the history entry (typing is not history).
 */
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import {
  readTableParams,
  writeTableParams,
  type ColumnFilters,
  type SortState,
  type TableUrlState,
} from '@cirrus/design-system'

/** The controlled search, filters and sort of a DataTable, from and to the URL. */
export type TableQueryProps = {
  search: string
  onSearchChange: (search: string) => void
  filters: ColumnFilters
  onFiltersChange: (filters: ColumnFilters) => void
  /** Undefined when the URL says nothing: the table's `defaultSort` then. */
  sort?: SortState | null
  onSortChange: (sort: SortState | null) => void
}

/** A table's query in the URL; `prefix` keeps two tables of one page apart ("disks."). */
export function useTableUrlState(prefix = ''): TableQueryProps {
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => readTableParams(params, prefix), [params, prefix])
  const write = useCallback(
    (next: Partial<TableUrlState>) =>
      setParams((current) => writeTableParams(current, next, prefix), { replace: true }),
    [setParams, prefix],
  )
  // What was typed, until the URL catches up: the router updates the parameters after the keystroke, and a field
  // controlled by the URL alone would lose the characters typed in between.
  const [draft, setDraft] = useState<{ search?: string; filters?: ColumnFilters }>({})
  useEffect(() => {
    setDraft((d) => {
      const searchDone = d.search === undefined || d.search.trim() === state.search.trim()
      const filtersDone = d.filters === undefined || sameFilters(d.filters, state.filters)
      return searchDone && filtersDone ? {} : d
    })
  }, [state])
  return {
    search: draft.search ?? state.search,
    onSearchChange: (search) => {
      setDraft((d) => ({ ...d, search }))
      write({ search })
    },
    filters: draft.filters ?? state.filters,
    onFiltersChange: (filters) => {
      setDraft((d) => ({ ...d, filters }))
      write({ filters })
    },
    ...(state.sort === undefined ? {} : { sort: state.sort }),
    onSortChange: (sort) => write({ sort }),
  }
}

function sameFilters(a: ColumnFilters, b: ColumnFilters): boolean {
  const active = (f: ColumnFilters) =>
    Object.entries(f)
      .filter(([, text]) => text.trim() !== '')
      .sort(([x], [y]) => x.localeCompare(y))
  return JSON.stringify(active(a)) === JSON.stringify(active(b))
}
