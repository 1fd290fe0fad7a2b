/**
 * What every resource table of the console takes and hands its DataTable (issue 18): its rows (undefined while
 * they load), the load error and retry, the empty state, links, and the search, filters and sort kept in the URL
 * (`useTableUrlState`). A table's props type builds on {@link ResourceTableProps}; its DataTable spreads
 * {@link resourceTableState} and {@link resourceTableQuery}.
 */
import type { ReactNode } from 'react'
import type { RenderLink } from '@cirrus/design-system'
import type { TableQueryProps } from '@cirrus/app-kit'
import type { TableSelectionProps } from './TableBulk'

/** The props a resource table takes. */
export type ResourceTableProps<R> = {
  /** The rows; undefined while they load. */
  rows: readonly R[] | undefined
  /** Why they could not be loaded. */
  error?: string | null
  /** Retries the load. */
  onRetry?: () => void
  /** The currency of the prices. */
  currency: string
  /** What an empty table says. */
  emptyMessage: string
  /** The create link shown when empty. */
  emptyAction?: ReactNode
  /** Renders links with the router. */
  renderLink: RenderLink
  /** The table's search, filters and sort, kept in the URL (`useTableUrlState`); the table's own without. */
  tableQuery?: TableQueryProps
} & TableSelectionProps

/** The DataTable props of a table's load state: its rows (none while loading), skeletons, the error and retry. */
export function resourceTableState<R>({
  rows,
  error,
  onRetry,
}: Pick<ResourceTableProps<R>, 'rows' | 'error' | 'onRetry'>) {
  return { rows: rows ?? [], loading: rows === undefined && !error, error: error ?? undefined, onRetry }
}

/** The DataTable props of a URL-kept query: the search box only when the page keeps the query. */
export function resourceTableQuery(tableQuery: TableQueryProps | undefined) {
  return { searchable: tableQuery !== undefined, ...tableQuery }
}
