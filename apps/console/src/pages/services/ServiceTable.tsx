import type { ReactNode } from 'react'
import { DataTable, StatusBadge, type DataTableColumn, type RenderLink } from '@cirrus/design-system'
import { displayAmount } from '../../app/money'
import { OwnedName } from '../access/OwnedName'
import { tableSelection, type TableSelectionProps } from '../../components/TableBulk'
import { billingAccountColumn } from '../../components/BulkBilling'
import type { BillingAccount } from '@cirrus/domain'
import type { ServiceRow } from './service-rows'
import { ServicePrice } from './ServicePrice'
import type { TableQueryProps } from '@cirrus/app-kit'

/** Props of {@link ServiceTable}. */
export type ServiceTableProps = {
  /** The services; undefined while they load. */
  rows: readonly ServiceRow[] | undefined
  /** Why they could not be loaded. */
  error?: string | null
  /** Retries the load. */
  onRetry?: () => void
  /** The currency of the prices. */
  currency: string
  /** What an empty table says. */
  emptyMessage: string
  /** The create button shown when empty. */
  emptyAction?: ReactNode
  /** Renders links with the router. */
  renderLink: RenderLink
  /** The table's search, filters and sort, kept in the URL (`useTableUrlState`); the table's own without. */
  tableQuery?: TableQueryProps
  /** The user's billing accounts: with them the table shows each row's account (issue 18). */
  billingAccounts?: readonly BillingAccount[]
} & TableSelectionProps

/**
 * The managed services as a table (issue 12): name as the link, service and version, status (stopped when
 * hibernating, SPEC §4), location, VM count and the hourly price range (SPEC §9) — 10 rows first, then
 * "View all".
 */
export function ServiceTable({
  rows,
  error,
  onRetry,
  currency,
  emptyMessage,
  emptyAction,
  renderLink,
  tableQuery,
  billingAccounts,
  ...selecting
}: ServiceTableProps) {
  const columns: DataTableColumn<ServiceRow>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (r) => <OwnedName name={r.name} owner={r.owner} />,
      primary: true,
      sortable: true,
      sortValue: (r) => r.name,
    },
    { id: 'service', header: 'Service', cell: (r) => r.kind, hideBelow: 'xs' },
    { id: 'status', header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
    { id: 'location', header: 'Location', cell: (r) => r.location, hideBelow: 'sm' },
    { id: 'vms', header: 'VMs', numeric: true, cell: (r) => r.vms, hideBelow: 'sm' },
    ...(billingAccounts ? [billingAccountColumn<ServiceRow>(billingAccounts)] : []),
    {
      id: 'price',
      header: 'Price',
      numeric: true,
      cell: (r) => <ServicePrice price={r.price} currency={currency} />,
      sortable: true,
      sortValue: (r) => displayAmount(r.price.max),
    },
  ]
  return (
    <DataTable
      label="Managed services"
      columns={columns}
      rows={rows ?? []}
      getRowId={(r) => r.id}
      getRowHref={(r) => r.href}
      renderLink={renderLink}
      loading={rows === undefined && !error}
      error={error ?? undefined}
      onRetry={onRetry}
      emptyMessage={emptyMessage}
      emptyAction={emptyAction}
      defaultSort={{ columnId: 'name', direction: 'asc' }}
      viewAll
      searchable={tableQuery !== undefined}
      {...tableQuery}
      {...tableSelection<ServiceRow>(selecting)}
    />
  )
}
