/**
 * The DataTable's query state (issue 18 "Filters and URLs"): sort, quick search and column filters, each kept by
 * the app when it passes the value (controlled) or by the table itself; the columns the column chooser shows;
 * and the rows searched, filtered and sorted in the browser — or, with server paging, the rows as the server sent
 * them (it did all three).
 */
import { useMemo, useState } from 'react'
import { nextSort, sortRows, type SortState } from './sort-rows'
import { queryRows, type ColumnFilters } from './table-query'
import { shownColumnIds } from './column-chooser'
import { columnText, useColumnChoice } from './DataTableTools'
import type { DataTableProps } from './data-table-types'

/** What {@link useTableQuery} reads of the table's props. */
export type TableQueryInput<T> = Pick<
  DataTableProps<T>,
  | 'columns'
  | 'rows'
  | 'sort'
  | 'onSortChange'
  | 'search'
  | 'onSearchChange'
  | 'filters'
  | 'onFiltersChange'
  | 'columnChooserKey'
  | 'paging'
  | 'defaultSort'
>

/** The table's sort, search, filters and column choice, and the rows they leave, in order. */
export function useTableQuery<T>({
  columns: allColumns,
  rows: allRows,
  sort,
  defaultSort = null,
  onSortChange,
  search,
  onSearchChange,
  filters,
  onFiltersChange,
  columnChooserKey,
  paging,
}: TableQueryInput<T>) {
  const [ownSort, setOwnSort] = useState<SortState | null>(defaultSort)
  const activeSort = sort === undefined ? ownSort : sort
  const [ownSearch, setOwnSearch] = useState('')
  const activeSearch = search ?? ownSearch
  const [ownFilters, setOwnFilters] = useState<ColumnFilters>({})
  const activeFilters = filters ?? ownFilters
  const [choice, setChoice] = useColumnChoice(columnChooserKey)
  const columns = useMemo(() => {
    if (!columnChooserKey) return allColumns
    const shown = shownColumnIds(allColumns, choice)
    return allColumns.filter((c) => shown.has(c.id))
  }, [allColumns, choice, columnChooserKey])
  // On the server's side with paging; here otherwise, over every column (hidden ones too: the data set is whole).
  const rows = useMemo(
    () =>
      paging
        ? allRows
        : queryRows(
            allRows,
            allColumns.map((c) => ({ id: c.id, text: (row: T) => columnText(c, row) })),
            { search: activeSearch, filters: activeFilters },
          ),
    [allRows, allColumns, activeSearch, activeFilters, paging],
  )
  const sorted = useMemo(() => {
    const column = activeSort && columns.find((c) => c.id === activeSort.columnId)
    if (paging || !activeSort || !column?.sortValue) return rows
    return sortRows(rows, column.sortValue, activeSort.direction)
  }, [rows, columns, activeSort, paging])

  const changeSearch = (next: string) => {
    if (search === undefined) setOwnSearch(next)
    onSearchChange?.(next)
  }
  const changeFilter = (columnId: string, text: string) => {
    const next = { ...activeFilters, [columnId]: text }
    if (!text) delete next[columnId]
    if (filters === undefined) setOwnFilters(next)
    onFiltersChange?.(next)
  }
  const changeSort = (columnId: string) => {
    const next = nextSort(activeSort, columnId)
    if (sort === undefined) setOwnSort(next)
    onSortChange?.(next)
  }
  const querying =
    activeSearch.trim() !== '' || Object.values(activeFilters).some((text) => text.trim() !== '')

  return {
    /** The sort in force (the app's or the table's own). */
    activeSort,
    /** The search text in force. */
    activeSearch,
    /** The column filters in force. */
    activeFilters,
    /** The column chooser's choice and its setter. */
    choice,
    setChoice,
    /** The columns shown (the chooser's choice). */
    columns,
    /** The rows the search and filters leave (all of them with paging). */
    rows,
    /** Those rows, sorted. */
    sorted,
    /** Whether a search or filter narrows the rows (an empty result then says "nothing matches"). */
    querying,
    changeSearch,
    changeFilter,
    /** A sortable header's click: the next sort of that column. */
    changeSort,
  }
}
