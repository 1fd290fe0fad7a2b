import type { ReactNode } from 'react'
import { Text } from '@radix-ui/themes'
import { DataTable, type DataTableColumn, type RenderLink } from '@cirrus/design-system'
import { HourlyPrice } from '../../components/HourlyPrice'
import { tableSelection, type TableSelectionProps } from '../../components/TableBulk'
import { billingAccountColumn } from '../../components/BulkBilling'
import type { BillingAccount } from '@cirrus/domain'
import { OwnedName } from '../access/OwnedName'
import { displayAmount } from '../../app/money'
import type { DiskRow } from './disk-rows'
import type { TableQueryProps } from '@cirrus/app-kit'

/** Props of {@link DiskTable}. */
export type DiskTableProps = {
  /** The disks; undefined while they load. */
  rows: readonly DiskRow[] | undefined
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

/** What a detached disk's VM cell says: it is still billed (issue 10 "detached states show what still costs"). */
export const DETACHED_TEXT = 'Detached · still billed'

/**
 * The disks as a table (issue 10): name as the link, size, the VM it is attached to (linked to the VM's page,
 * or "Detached · still billed"), snapshots and the hourly price — 10 rows first with a "View all" button
 * (SPEC §9). The same table fills the section page, the sidebar and the mobile section list; it answers to the
 * width it is given, so the snapshot count leaves a narrow sidebar first.
 */
export function DiskTable({
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
}: DiskTableProps) {
  const columns: DataTableColumn<DiskRow>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (r) => <OwnedName name={r.name} owner={r.owner} />,
      primary: true,
      sortable: true,
      sortValue: (r) => r.name,
    },
    {
      id: 'size',
      header: 'Size',
      numeric: true,
      cell: (r) => `${r.sizeGb} GB`,
      sortable: true,
      sortValue: (r) => r.sizeGb,
    },
    {
      id: 'vm',
      header: 'Attached to',
      cell: (r) =>
        r.vm ? (
          renderLink({ href: r.vm.href, children: r.vm.name, 'aria-label': `VM ${r.vm.name}` })
        ) : (
          <Text color="amber">{DETACHED_TEXT}</Text>
        ),
    },
    { id: 'snapshots', header: 'Snapshots', numeric: true, hideBelow: 'xs', cell: (r) => r.snapshots },
    ...(billingAccounts ? [billingAccountColumn<DiskRow>(billingAccounts)] : []),
    {
      id: 'price',
      header: 'Price',
      numeric: true,
      cell: (r) => <HourlyPrice price={r.price} currency={currency} />,
      sortable: true,
      sortValue: (r) => displayAmount(r.price),
    },
  ]
  return (
    <DataTable
      label="Disks"
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
      {...tableSelection<DiskRow>(selecting)}
    />
  )
}
