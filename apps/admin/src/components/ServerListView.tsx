/**
 * A screen of one server-paged admin list (issue 14: /floating_ips, /load_balancers, /buckets, /service_packages):
 * heading, what the list is, optional panels above the table, and the table wired to `app/use-server-table.ts`
 * (quick search, column filters and sorts sent to the server, paging, CSV of every row). Also the columns these
 * lists share: the owner (a link to the admin user page) and the hourly and monthly cost.
 */
import type { ReactNode } from 'react'
import { Link } from '@radix-ui/themes'
import { DataTable, type DataTableColumn, type RenderLink } from '@cirrus/design-system'
import { formatMoney, type Money } from '@cirrus/domain'
import { serverDataTableProps, type ServerTableViewProps } from '../app/use-server-table'
import { AdminScreen } from './PageHeader'

/** The props every server-paged list View takes from its route module (`useServerTable`'s `table` and the page). */
export type ServerListProps<T> = ServerTableViewProps<T> & {
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
  props: ServerTableViewProps<T> & {
    title: string
    description: ReactNode
    /** The table's accessible name. */
    label: string
    columns: DataTableColumn<T>[]
    getRowId: (row: T) => string
    emptyMessage: string
    /** The column chooser's storage key and the CSV file's name. */
    name: string
    /** The CSV file's name when it is not `{name}.csv`. */
    csvFileName?: string
    pageSize: number
    /** Opens a row's admin page (a row click or Enter). */
    onRowOpen?: (row: T) => void
    /** Panels above the table (e.g. the IP ranges per location). */
    children?: ReactNode
  },
) {
  return (
    <AdminScreen title={props.title} description={props.description} gap="4">
      {props.children}
      <DataTable
        label={props.label}
        columns={props.columns}
        {...serverDataTableProps(props, props.pageSize)}
        getRowId={props.getRowId}
        onRowOpen={props.onRowOpen}
        emptyMessage={props.emptyMessage}
        columnChooserKey={`cirrus.admin.${props.name}.columns`}
        csvFileName={props.csvFileName ?? `${props.name}.csv`}
      />
    </AdminScreen>
  )
}
