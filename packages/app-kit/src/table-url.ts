/**
 * The one hook every resource table uses for its search, column filters and sort (issue 18 "Filters and URLs"):
 * the state lives in the URL's search parameters (the design system's `readTableParams`/`writeTableParams`), so a
 * filtered view can be shared and survives a reload. Spread the result on a DataTable:
 * `<DataTable searchable {...useTableUrlState()} … />`. Changes replace the history entry (typing is not history).
 */
import { useCallback, useMemo } from 'react'
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
  return {
    search: state.search,
    onSearchChange: (search) => write({ search }),
    filters: state.filters,
    onFiltersChange: (filters) => write({ filters }),
    ...(state.sort === undefined ? {} : { sort: state.sort }),
    onSortChange: (sort) => write({ sort }),
  }
}
