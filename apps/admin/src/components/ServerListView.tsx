/**
 * A screen of one server-paged admin list (issue 14: /floating_ips, /load_balancers, /buckets, /service_packages):
 * heading, what the list is, optional panels above the table, and the table wired to `app/use-server-table.ts`
 * (quick search, column filters and sorts sent to the server, paging, CSV of every row). Also the columns these
 * lists share: the owner (a link to the admin user page) and the hourly and monthly cost.
 */
import type { ReactNode } from 'react'
import { Flex, Heading, Link, Text } from '@radix-ui/themes'
import {
  DataTable,
  type ColumnFilters,
  type DataTableColumn,
  type RenderLink,
  type SortState,
} from '@cirrus/design-system'
import { formatMoney, type Money } from '@cirrus/domain'

/** The props every server-paged list View takes from its route module (`useServerTable`'s `table` and the page). */
export type ServerListProps<T> = {
  page: { total: number; items: T[] } | undefined
  error?: string
  onRetry?: () => void
  search: string
  onSearchChange: (search: string) => void
  pageNumber: number
  onPageChange: (page: number) => void
  sort: SortState | null
  onSortChange: (sort: SortState | null) => void
  /** The column filters (column id → text), sent to the server. */
  filters: ColumnFilters
  onFiltersChange: (filters: ColumnFilters) => void
  /** Every row in the table's order (the CSV export). */
  fetchAll: () => Promise<readonly T[]>
  /** Renders the owner links (the router's link; default a plain `<a>`). */
  renderLink?: RenderLink
}

const plainLink: RenderLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
)

/** The owner column: the owner's e-mail, a link to their admin user page (`/users/{id}`); sorts and filters. */
export function ownerColumn<T extends { owner_id: number; owner_email: string }>(
  renderLink: RenderLink = plainLink,
): DataTableColumn<T> {
  return {
    id: 'owner',
    header: 'Owner',
    sortable: true,
    sortValue: (r) => r.owner_email,
    filterable: true,
    value: (r) => r.owner_email,
    cell: (r) => (
      <Link asChild size="2">
        {renderLink({
          href: `/users/${r.owner_id}`,
          'aria-label': `Open owner ${r.owner_email}`,
          children: r.owner_email,
        })}
      </Link>
    ),
  }
}

/** The hourly and monthly cost columns (the price list in force, the billing account's currency). */
export function costColumns<
  T extends { hourly_price: Money | null; monthly_price: Money | null },
>(): DataTableColumn<T>[] {
  return [
    {
      id: 'hourly',
      header: 'Hourly',
      numeric: true,
      hideBelow: 'md',
      value: (r) => r.hourly_price?.amount ?? '',
      cell: (r) => formatMoney(r.hourly_price, 'en-GB', { per: 'hour' }),
    },
    {
      id: 'monthly',
      header: 'Monthly',
      numeric: true,
      hideBelow: 'sm',
      value: (r) => r.monthly_price?.amount ?? '',
      cell: (r) => formatMoney(r.monthly_price, 'en-GB', { per: 'month' }),
    },
  ]
}

/** One server-paged admin list screen. */
export function ServerListView<T>(
  props: ServerListProps<T> & {
    title: string
    description: string
    /** The table's accessible name. */
    label: string
    columns: DataTableColumn<T>[]
    getRowId: (row: T) => string
    emptyMessage: string
    /** The column chooser's storage key and the CSV file's name. */
    name: string
    pageSize: number
    /** Panels above the table (e.g. the IP ranges per location). */
    children?: ReactNode
  },
) {
  return (
    <Flex direction="column" gap="4" p={{ initial: '4', md: '6' }}>
      <Flex direction="column" gap="1">
        <Heading as="h1" size="7">
          {props.title}
        </Heading>
        <Text color="gray">{props.description}</Text>
      </Flex>
      {props.children}
      <DataTable
        label={props.label}
        columns={props.columns}
        rows={props.page?.items ?? []}
        getRowId={props.getRowId}
        loading={props.page === undefined && !props.error}
        error={props.error}
        onRetry={props.onRetry}
        emptyMessage={props.emptyMessage}
        searchable
        search={props.search}
        onSearchChange={props.onSearchChange}
        sort={props.sort}
        onSortChange={props.onSortChange}
        filters={props.filters}
        onFiltersChange={props.onFiltersChange}
        columnChooserKey={`cirrus.admin.${props.name}.columns`}
        csvFileName={`${props.name}.csv`}
        fetchAllRows={props.fetchAll}
        paging={{
          page: props.pageNumber,
          pageSize: props.pageSize,
          total: props.page?.total ?? 0,
          onPageChange: props.onPageChange,
        }}
      />
    </Flex>
  )
}
