/**
 * The compute list's server query (issue 17, a big account): the table's search, column filters, sort and page —
 * as `useTableUrlState` keeps them in the URL (`q=`, `f.status=`, `f.billingAccount=`, `sort=-price`) — turned into
 * the paged VM list's query (`GET vm/page`, CONTRACTS.md "Paged VM list"). Pure.
 */
import type { ColumnFilters, SortState } from '@cirrus/design-system'
import {
  VM_PAGE_ACCOUNTS_MAX,
  VM_PAGE_DEFAULT,
  vmPageSortKeys,
  type BillingAccount,
  type VmPageQuery,
  type VmPageSortKey,
} from '@cirrus/domain'

/** VMs per page of the compute list. */
export const VM_LIST_PAGE_SIZE = VM_PAGE_DEFAULT

/** The list's sort when the URL says nothing: by name (the table's `defaultSort`). */
export const VM_LIST_DEFAULT_SORT: SortState = { columnId: 'name', direction: 'asc' }

/** The billing-account column's id: its filter is `f.billingAccount=` in the URL (issue 18 "Filters and URLs"). */
export const VM_BILLING_COLUMN = 'billingAccount'

/**
 * The accounts a billing-account filter text names (issue 18): those whose title contains it (case-insensitive, as
 * the other tables' column filters), or whose number it is (`#12`, as the column shows an account it does not know),
 * at most {@link VM_PAGE_ACCOUNTS_MAX}. Undefined: no filter; empty: no account matches (so no VM does).
 */
export function billingAccountFilterIds(
  filters: ColumnFilters,
  accounts: readonly Pick<BillingAccount, 'id' | 'title'>[],
): number[] | undefined {
  const text = filters[VM_BILLING_COLUMN]?.trim().toLowerCase()
  if (!text) return undefined
  const ids = accounts.filter((a) => a.title.toLowerCase().includes(text)).map((a) => a.id)
  const number = Number(/^#(\d{1,9})$/.exec(text)?.[1])
  if (number > 0 && !ids.includes(number)) ids.push(number)
  return ids.slice(0, VM_PAGE_ACCOUNTS_MAX)
}

/** The table's state a page query reads. */
export type VmListTableState = {
  search: string
  filters: ColumnFilters
  /** undefined: the URL says nothing (by name); null: the user cleared it (the rows' own order, oldest first). */
  sort: SortState | null | undefined
  /** 1-based. */
  pageNumber: number
  /** The accounts the billing-account filter names ({@link billingAccountFilterIds}); undefined: every account. */
  billingAccountIds?: readonly number[]
}

const isSortKey = (id: string): id is VmPageSortKey => (vmPageSortKeys as readonly string[]).includes(id)

/** The `GET vm/page` query of the table's state: blank texts left out, an unknown sort column by name. */
export function vmPageQuery(state: VmListTableState, pageSize = VM_LIST_PAGE_SIZE): VmPageQuery {
  const sort = state.sort === undefined ? VM_LIST_DEFAULT_SORT : state.sort
  const by: VmPageSortKey = sort === null ? 'created' : isSortKey(sort.columnId) ? sort.columnId : 'name'
  const search = state.search.trim()
  const status = state.filters.status?.trim()
  return {
    page: Math.max(1, Math.floor(state.pageNumber)),
    per_page: pageSize,
    sort: by,
    order: sort?.direction === 'desc' ? 'desc' : 'asc',
    ...(search ? { search } : {}),
    ...(status ? { status } : {}),
    ...(state.billingAccountIds?.length ? { billing_account_id: state.billingAccountIds.join(',') } : {}),
  }
}

/** The compute list's first page as a bare URL asks it (the background prefetch warms exactly this query). */
export const VM_LIST_FIRST_PAGE: VmPageQuery = vmPageQuery({
  search: '',
  filters: {},
  sort: undefined,
  pageNumber: 1,
})

/** How many live VMs the location has in all (the per-status counts added up), whatever the status filter. */
export function vmCountOf(statusCounts: Record<string, number> | undefined): number | undefined {
  return statusCounts && Object.values(statusCounts).reduce((sum, n) => sum + n, 0)
}
