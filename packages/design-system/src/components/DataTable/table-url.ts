/**
 * A table's search, column filters and sort as URL search parameters (issue 18 "Filters and URLs"), so a
 * filtered view can be shared and survives a reload: `q=web`, `f.status=running`, `sort=name` / `sort=-price`
 * (descending) / `sort=none` (the rows' own order). A prefix keeps two tables of one page apart (`disks.q=…`).
 * Pure: the apps read and write the router's parameters with it.
 */
import type { SortState } from './sort-rows'
import type { ColumnFilters } from './table-query'

/** What the URL says of one table; `sort` is undefined when the URL does not say (the table's default then). */
export type TableUrlState = {
  search: string
  filters: ColumnFilters
  sort: SortState | null | undefined
}

/** Reads a table's state from the parameters. */
export function readTableParams(params: URLSearchParams, prefix = ''): TableUrlState {
  const filterPrefix = `${prefix}f.`
  const filters: Record<string, string> = {}
  for (const [key, value] of params) {
    if (key.startsWith(filterPrefix) && key.length > filterPrefix.length && value.trim() !== '') {
      filters[key.slice(filterPrefix.length)] = value
    }
  }
  const raw = params.get(`${prefix}sort`)
  let sort: SortState | null | undefined
  if (raw === 'none') sort = null
  else if (raw && raw !== '-') {
    sort = raw.startsWith('-')
      ? { columnId: raw.slice(1), direction: 'desc' }
      : { columnId: raw, direction: 'asc' }
  }
  return { search: params.get(`${prefix}q`) ?? '', filters, sort }
}

/**
 * The parameters with a table's state written in (other parameters kept): an empty search or filter removes
 * its parameter, so an unfiltered table has a clean URL.
 */
export function writeTableParams(
  params: URLSearchParams,
  state: Partial<TableUrlState>,
  prefix = '',
): URLSearchParams {
  const next = new URLSearchParams(params)
  if (state.search !== undefined) {
    if (state.search.trim() === '') next.delete(`${prefix}q`)
    else next.set(`${prefix}q`, state.search)
  }
  if (state.filters !== undefined) {
    for (const key of [...next.keys()]) if (key.startsWith(`${prefix}f.`)) next.delete(key)
    for (const [id, text] of Object.entries(state.filters)) {
      if (text.trim() !== '') next.set(`${prefix}f.${id}`, text)
    }
  }
  if (state.sort !== undefined) {
    if (state.sort === null) next.set(`${prefix}sort`, 'none')
    else next.set(`${prefix}sort`, `${state.sort.direction === 'desc' ? '-' : ''}${state.sort.columnId}`)
  }
  return next
}
