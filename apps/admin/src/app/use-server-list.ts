/**
 * The route module side of a server-paged admin list (issue 14): the table state (`useServerTable`), the page
 * read under `['admin', name, query]`, and the CSV's every-row read, as the props of a `ServerListView`.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { errorDetail } from '@cirrus/app-kit'
import type { CallOptions } from '@cirrus/domain'
import { adminKeys } from './queries'
import { renderRouterLink } from './links'
import { fetchEveryRow, useServerTable, type ServerTableQuery } from './use-server-table'

/** A list's table state, its page and what a `ServerListView` needs from them. */
export function useServerList<T, K extends string, F extends string>(o: {
  name: string
  sortKeys: readonly K[]
  filterKeys: readonly F[]
  pageSize: number
  list: (query: ServerTableQuery<K, F>, opts?: CallOptions) => Promise<{ total: number; items: T[] }>
}) {
  const { query, table } = useServerTable({
    sortKeys: o.sortKeys,
    filterKeys: o.filterKeys,
    pageSize: o.pageSize,
  })
  const page = useQuery({
    queryKey: [...adminKeys.all, o.name, query],
    queryFn: ({ signal }) => o.list(query, { signal }),
    placeholderData: keepPreviousData,
  })
  return {
    ...table,
    page: page.data,
    error: page.error ? errorDetail(page.error) : undefined,
    onRetry: () => void page.refetch(),
    fetchAll: () => fetchEveryRow(query, (q) => o.list(q)),
    renderLink: renderRouterLink,
  }
}
