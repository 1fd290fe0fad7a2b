/**
 * The state of a server-paged admin table (issue 13 "every admin table behaves as Warren's do": quick search,
 * per-column filters, sortable columns newest first by default, server-side paging): what the table shows and
 * the list query it sends. Column ids are the list's sort keys and filter parameters (`GET /v1/admin/…?sort=name
 * &order=asc&status=run`), validated on the platform by the domain's list query schemas.
 */
import { useTablePageUrl, useTableUrlState } from '@cirrus/app-kit'
import type { ColumnFilters, DataTableColumn, SortState } from '@cirrus/design-system'
import { ADMIN_PAGE_MAX } from '@cirrus/domain'

const NEWEST_FIRST: SortState = { columnId: 'created', direction: 'desc' }

/** The list query a table sends: search, sort, column filters, page. */
export type ServerTableQuery<K extends string, F extends string> = {
  search?: string
  order: 'asc' | 'desc'
  sort: K
  offset: number
  limit: number
} & Partial<Record<F, string>>

/** The sort and filter columns a list takes and its page size. */
export type ServerTableOptions<K extends string, F extends string> = {
  sortKeys: readonly K[]
  filterKeys: readonly F[]
  pageSize: number
}

/**
 * A table's state and the query it sends; `table` spreads onto a View's search/sort/filter/page props. The
 * search, filters and sort live in the URL (`useTableUrlState`, issue 18), so a filtered admin view can be shared
 * and survives a reload; the page starts at 1.
 */
export function useServerTable<K extends string, F extends string>(o: ServerTableOptions<K, F>) {
  const url = useTableUrlState()
  // The page is in the URL too (`page=`): a reload or a shared link opens the same page, and a new search, filter
  // or sort removes it (page 1) in the same URL update (app-kit `useTablePageUrl`).
  const paging = useTablePageUrl()
  const pageNumber = paging.page
  const search = url.search
  const sort = url.sort === undefined ? NEWEST_FIRST : url.sort
  const filters = url.filters
  const query = serverTableQuery(o, { search, pageNumber, sort, filters })
  return {
    query,
    table: {
      search,
      onSearchChange: url.onSearchChange,
      pageNumber,
      onPageChange: paging.onPageChange,
      sort,
      onSortChange: url.onSortChange,
      filters,
      onFiltersChange: url.onFiltersChange,
    },
  }
}

/** The list query of a table's state: an unknown or cleared sort is the default, newest first. */
export function serverTableQuery<K extends string, F extends string>(
  o: ServerTableOptions<K, F>,
  state: { search: string; pageNumber: number; sort: SortState | null; filters: ColumnFilters },
): ServerTableQuery<K, F> {
  const known = state.sort && (o.sortKeys as readonly string[]).includes(state.sort.columnId)
  const filterParams: Partial<Record<F, string>> = {}
  for (const key of o.filterKeys) {
    const text = state.filters[key]?.trim()
    if (text) filterParams[key] = text
  }
  return {
    ...filterParams,
    search: state.search.trim() || undefined,
    order: known && state.sort!.direction === 'asc' ? 'asc' : 'desc',
    sort: (known ? state.sort!.columnId : 'created') as K,
    offset: (state.pageNumber - 1) * o.pageSize,
    limit: o.pageSize,
  }
}

/** Every row of a list in the table's order (the CSV export of the full data set), page by page. */
export async function fetchEveryRow<T, Q extends { offset: number; limit: number; search?: string }>(
  query: Q,
  list: (query: Q) => Promise<{ total: number; items: T[] }>,
): Promise<T[]> {
  const all: T[] = []
  for (let offset = 0; ; offset += ADMIN_PAGE_MAX) {
    const next = await list({ ...query, search: undefined, offset, limit: ADMIN_PAGE_MAX })
    all.push(...next.items)
    if (all.length >= next.total || next.items.length === 0) return all
  }
}

/**
 * A text column of a server-paged table that sorts and filters on the server: its id is the list's sort key and
 * filter parameter; `text` is what the cell, the CSV and the in-browser sort read.
 */
export function serverTextColumn<T>(
  id: string,
  header: string,
  text: (row: T) => string,
  more: Partial<Pick<DataTableColumn<T>, 'primary' | 'hideBelow' | 'cell' | 'truncate'>> = {},
): DataTableColumn<T> {
  return { id, header, cell: text, value: text, sortable: true, sortValue: text, filterable: true, ...more }
}

/** What a View with a server-paged table takes: the page, its load state and the table state of {@link useServerTable}. */
export type ServerTableViewProps<T> = {
  /** The current page; undefined while loading. */
  page: { total: number; items: T[] } | undefined
  /** A load error. */
  error?: string
  /** Retries the load. */
  onRetry?: () => void
  /** The quick search text (sent to the server). */
  search: string
  onSearchChange: (search: string) => void
  /** The page number, 1-based. */
  pageNumber: number
  onPageChange: (page: number) => void
  /** Newest first unless the user sorts the other way. */
  sort: SortState | null
  onSortChange: (sort: SortState | null) => void
  /** The column filters (column id → text), sent to the server. */
  filters: ColumnFilters
  onFiltersChange: (filters: ColumnFilters) => void
  /** Every row for the CSV export (all pages). */
  fetchAll: () => Promise<readonly T[]>
}

/** The DataTable props of a server-paged table (rows, load state, search, sort, filters, CSV, paging). */
export function serverDataTableProps<T>(props: ServerTableViewProps<T>, pageSize: number) {
  return {
    rows: props.page?.items ?? [],
    loading: props.page === undefined && !props.error,
    error: props.error,
    onRetry: props.onRetry,
    searchable: true,
    search: props.search,
    onSearchChange: props.onSearchChange,
    sort: props.sort,
    onSortChange: props.onSortChange,
    filters: props.filters,
    onFiltersChange: props.onFiltersChange,
    fetchAllRows: props.fetchAll,
    paging: {
      page: props.pageNumber,
      pageSize,
      total: props.page?.total ?? 0,
      onPageChange: props.onPageChange,
    },
  }
}
