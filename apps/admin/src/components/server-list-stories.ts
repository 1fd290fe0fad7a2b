/** Story args every server-paged list View takes (components/ServerListView.tsx): one page of `rows`, spies. */
import { fn } from 'storybook/test'

/** The list props of a story showing `rows` as one page, newest first, with every callback a spy. */
export function serverListArgs<T>(rows: T[]) {
  return {
    page: { total: rows.length, items: rows },
    search: '',
    onSearchChange: fn(),
    pageNumber: 1,
    onPageChange: fn(),
    sort: { columnId: 'created', direction: 'desc' as const },
    onSortChange: fn(),
    filters: {},
    onFiltersChange: fn(),
    fetchAll: async () => rows,
  }
}

/** The states every list screen has besides its populated page. */
export const listStates = {
  Loading: { args: { page: undefined } },
  Empty: { args: { page: { total: 0, items: [] } } },
  ErrorState: {
    name: 'Error',
    args: { page: undefined, error: 'Network error: Failed to fetch', onRetry: fn() },
  },
}
