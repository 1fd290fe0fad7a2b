/**
 * What every resource table of the console takes and hands its DataTable (issue 18): its rows (undefined while
 * they load), the load error and retry, the empty state, links, and the search, filters and sort kept in the URL
 * (`useTableUrlState`). A table's props type builds on {@link ResourceTableProps}; the table opens with
 * {@link useResourceTable} and spreads its `dataTable` (built of {@link resourceTableState},
 * {@link resourceTableQuery} and the selection) on its DataTable. Rows named with {@link withResourceNames} (the page's
 * {@link useResourceNames}) get the shared {@link locationColumn} and {@link billingAccountColumn}.
 */
import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { StatusBadge, type DataTableColumn, type RenderLink } from '@cirrus/design-system'
import type { TableQueryProps } from '@cirrus/app-kit'
import type { BillingAccount, Location, Money } from '@cirrus/domain'
import { useServices } from '../app/services'
import { displayAmount } from '../app/money'
import { HourlyPrice } from './HourlyPrice'
import { OwnedName } from '../pages/access/OwnedName'
import { tableSelection, type TableSelectionProps } from './TableBulk'

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

/** A row a resource table lists: its id, its name (the checkbox's and the bulk run's label) and its page. */
export type ResourceTableRow = { id: string; name: string; href: string }

/**
 * A resource table's opening (copy `pages/disks/DiskTable.tsx`): from its props, the DataTable props every resource
 * table shares — the load state, row ids and links, the empty state, "View all", the URL-kept query and the
 * selection — to spread on its DataTable (`dataTable`), and the `currency` and `renderLink` its columns use.
 */
export function useResourceTable<R extends ResourceTableRow>({
  rows,
  error,
  onRetry,
  currency,
  emptyMessage,
  emptyAction,
  renderLink,
  tableQuery,
  ...selecting
}: ResourceTableProps<R>) {
  return {
    currency,
    renderLink,
    dataTable: {
      ...resourceTableState({ rows, error, onRetry }),
      getRowId: (r: R) => r.id,
      getRowHref: (r: R) => r.href,
      renderLink,
      emptyMessage,
      emptyAction,
      viewAll: true,
      ...resourceTableQuery(tableQuery),
      ...tableSelection<R>(selecting),
    },
  }
}

/** The names the tables show for locations and billing accounts (whatever of them has loaded). */
export type ResourceNames = {
  locations?: readonly Pick<Location, 'slug' | 'display_name'>[]
  accounts?: readonly Pick<BillingAccount, 'id' | 'title'>[]
}

/** What a row needs for the location and billing-account columns: its location's slug and its account's id. */
export type PlacedRow = { location?: string | null; billingAccountId?: number }

/** A row with the texts the location and billing-account columns show and filter on. */
export type NamedRow<R> = R & {
  /** Its location's name for people ('' when the row has no location). */
  locationName: string
  /** The title of the billing account it is charged to; undefined for a resource without one. */
  billingAccount?: string
}

/**
 * Rows with their location's name and billing account's title (issue 18 "Filters and URLs": the columns filter
 * on what people read). An unknown location shows its slug, an unknown account its number, rather than nothing.
 */
export function withResourceNames<R extends PlacedRow>(
  rows: readonly R[],
  { locations = [], accounts = [] }: ResourceNames,
): NamedRow<R>[] {
  const locationName = new Map(locations.map((l) => [l.slug, l.display_name]))
  const accountTitle = new Map(accounts.map((a) => [a.id, a.title]))
  return rows.map((row) => ({
    ...row,
    locationName: row.location ? (locationName.get(row.location) ?? row.location) : '',
    ...(row.billingAccountId === undefined
      ? {}
      : { billingAccount: accountTitle.get(row.billingAccountId) ?? `#${row.billingAccountId}` }),
  }))
}

/** The texts {@link withResourceNames} adds; a row without them shows its slug and account number. */
export type ResourceNameTexts = { locationName?: string; billingAccount?: string }

const locationText = (r: PlacedRow & ResourceNameTexts) => r.locationName || r.location || ''
const accountText = (r: PlacedRow & ResourceNameTexts) =>
  r.billingAccount ?? (r.billingAccountId === undefined ? '' : `#${r.billingAccountId}`)

/**
 * The name column: the row's primary cell (its link with `getRowHref`), sortable, with "Owned by {owner}" under a
 * resource shared with the user through delegation (SPEC §6, `OwnedName`).
 */
export function nameColumn<R extends { name: string; owner?: string }>(): DataTableColumn<R> {
  return {
    id: 'name',
    header: 'Name',
    cell: (r) => <OwnedName name={r.name} owner={r.owner} />,
    primary: true,
    sortable: true,
    sortValue: (r) => r.name,
  }
}

/** The hourly price column: right-aligned, sortable by amount, "unavailable" when a row has no price. */
export function priceColumn<R extends { price?: Money | null }>(currency: string): DataTableColumn<R> {
  return {
    id: 'price',
    header: 'Price',
    numeric: true,
    cell: (r) => <HourlyPrice price={r.price ?? null} currency={currency} />,
    sortable: true,
    sortValue: (r) => displayAmount(r.price ?? null),
  }
}

/** The status column: a badge with text, sortable, with its own filter ('State' on the bare-metal table). */
export function statusColumn<R extends { status?: string }>(header = 'Status'): DataTableColumn<R> {
  return {
    id: 'status',
    header,
    cell: (r) => (r.status ? <StatusBadge status={r.status} /> : '—'),
    sortable: true,
    sortValue: (r) => r.status ?? '',
    value: (r) => r.status ?? '',
    filterable: true,
  }
}

/** The location column: secondary (it leaves a narrow table first), sortable, with its own filter. */
export function locationColumn<R extends PlacedRow & ResourceNameTexts>(): DataTableColumn<R> {
  return {
    id: 'location',
    header: 'Location',
    hideBelow: 'sm',
    cell: locationText,
    sortable: true,
    sortValue: locationText,
    filterable: true,
  }
}

/**
 * The billing-account column: secondary, sortable, with its own filter. A server-paged table names its own `id` (its
 * URL filter key) and leaves out the sort the server does not do (`sortable: false`, the VM list).
 */
export function billingAccountColumn<R extends PlacedRow & ResourceNameTexts>({
  id = 'billing',
  sortable = true,
}: { id?: string; sortable?: boolean } = {}): DataTableColumn<R> {
  const column = {
    id,
    header: 'Billing account',
    hideBelow: 'sm',
    cell: (r: R) => accountText(r) || '—',
    value: accountText,
    filterable: true,
  } as const
  return sortable ? { ...column, sortable: true, sortValue: accountText } : column
}

/** Names rows with the locations and billing accounts the console has loaded (rows stay undefined while loading). */
export function useResourceNames() {
  const { queries } = useServices()
  const locations = useQuery(queries.locations())
  const accounts = useQuery(queries.billingAccounts())
  return <R extends PlacedRow>(rows: readonly R[] | undefined): NamedRow<R>[] | undefined =>
    rows && withResourceNames(rows, { locations: locations.data, accounts: accounts.data })
}
