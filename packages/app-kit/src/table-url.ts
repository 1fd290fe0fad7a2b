/**
 * The one hook every resource table uses for its search, column filters and sort (issue 18 "Filters and URLs"):
 * the state lives in the URL's search parameters (the design system's `readTableParams`/`writeTableParams`), so a
 * filtered view can be shared and survives a reload. Spread the result on a DataTable:
 * `<DataTable searchable {...useTableUrlState()} … />`. Changes replace the history entry (typing is not history).
 * A table paged on the server keeps its page there too (`page=`, {@link useTablePageUrl}, issue 17): a reload
 * keeps it, and a change of the search, filters or sort goes back to page 1 (the same write removes `page=`).
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
      setParams(
        (current) => {
          const written = writeTableParams(current, next, prefix)
          // Another search, filter or sort: the pages are other pages now, back to the first (issue 17).
          written.delete(`${prefix}${PAGE_PARAM}`)
          return written
        },
        { replace: true },
      ),
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

/** The page parameter's name (after the table's prefix). */
const PAGE_PARAM = 'page'

/** The 1-based page a URL names (`page=3`); 1 when it names none or something that is not a whole number ≥ 1. */
export function readTablePage(params: URLSearchParams, prefix = ''): number {
  const raw = params.get(`${prefix}${PAGE_PARAM}`)
  const page = raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : 1
  return Math.max(1, page)
}

/** The page of a table paged on the server, from and to the URL. */
export type TablePageUrl = {
  /** 1-based. */
  page: number
  /** Goes to a page (page 1 leaves no parameter, so a first page has a clean URL). */
  onPageChange: (page: number) => void
}

/**
 * A server-paged table's page in the URL (`page=`, beside `q=`, `sort=`, `f.…`; issue 17): a reload or a shared
 * link opens the same page; {@link useTableUrlState}'s search, filter and sort changes remove it (page 1).
 */
export function useTablePageUrl(prefix = ''): TablePageUrl {
  const [params, setParams] = useSearchParams()
  const onPageChange = useCallback(
    (page: number) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          if (page <= 1) next.delete(`${prefix}${PAGE_PARAM}`)
          else next.set(`${prefix}${PAGE_PARAM}`, String(Math.floor(page)))
          return next
        },
        { replace: true },
      ),
    [setParams, prefix],
  )
  return { page: readTablePage(params, prefix), onPageChange }
}

function sameFilters(a: ColumnFilters, b: ColumnFilters): boolean {
  const active = (f: ColumnFilters) =>
    Object.entries(f)
      .filter(([, text]) => text.trim() !== '')
      .sort(([x], [y]) => x.localeCompare(y))
  return JSON.stringify(active(a)) === JSON.stringify(active(b))
}
