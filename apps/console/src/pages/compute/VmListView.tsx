import type { ReactNode } from 'react'
import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { PlusIcon } from '@radix-ui/react-icons'
import {
  DataTable,
  StatusBadge,
  type DataTableColumn,
  type DataTablePaging,
  type RenderLink,
} from '@cirrus/design-system'
import type { TableQueryProps } from '@cirrus/app-kit'
import { activityTexts, fill } from '@cirrus/domain'
import {
  priceColumn,
  nameColumn,
  billingAccountColumn,
  type ResourceNameTexts,
} from '../../components/resource-table'
import { VM_CREATE_PATH } from './paths'
import { VM_BILLING_COLUMN } from './vm-page-query'
import type { VmRow } from './vm-rows'

/** A VM row as the table shows it: with its billing account's title (`withResourceNames`). */
export type VmListRow = VmRow & ResourceNameTexts

/** Props of {@link VmListView}. */
export type VmListViewProps = {
  /** The VMs of the location (with their accounts' titles); undefined while they load. */
  rows: readonly VmListRow[] | undefined
  /** Why they could not be loaded. */
  error?: string | null
  /** Retries the load. */
  onRetry?: () => void
  /** The location's name for people. */
  locationName: string
  /** The currency of the prices. */
  currency: string
  /** Renders links with the router. */
  renderLink: RenderLink
  /** The table's search, filters and sort, kept in the URL (`useTableUrlState`); the table's own without. */
  tableQuery?: TableQueryProps
  /** The selected VMs' uuids (bulk actions, issue 18); with `onSelectionChange` the table gets checkboxes. */
  selection?: ReadonlySet<string>
  /** Called with the new selection. */
  onSelectionChange?: (selection: Set<string>) => void
  /** The bulk action buttons shown while VMs are selected. */
  selectionActions?: ReactNode
  /** Below the table: the bulk confirmation and progress. */
  bulk?: ReactNode
  /**
   * Server-side paging (issue 17, a big account): `rows` is one page the platform searched, filtered and sorted
   * from `tableQuery`; the footer pages through `total`, and "select all matching" asks the page for every match.
   */
  paging?: DataTablePaging
  /** How many VMs the location has in all (whatever the search): with paging, `rows` is only a page of them. */
  vmCount?: number
}

/**
 * The compute section (SPEC §2 side nav "compute"): the location's virtual machines as a table — name as the
 * link, status as a badge with text, size, address and the hourly price right-aligned — with the create button
 * right there, also when the list is empty. The page passes `paging` (issue 17): the platform pages, sorts and
 * filters, so a 10,000-VM account loads one page.
 */
export function VmListView(props: VmListViewProps) {
  const { rows, error, onRetry, locationName, currency, renderLink, tableQuery, bulk, ...selecting } = props
  const columns: DataTableColumn<VmListRow>[] = [
    nameColumn(),
    {
      id: 'status',
      header: 'Status',
      cell: (r) => <StatusBadge status={r.status} />,
      sortable: true,
      sortValue: (r) => r.status,
      value: (r) => r.status,
      filterable: true,
    },
    // Secondary on a narrow table (SPEC §2 breakpoints): the name, status and price stay, the row links to the rest.
    {
      id: 'size',
      header: 'Size',
      hideBelow: 'sm',
      cell: (r) => <Text color="gray">{r.size}</Text>,
      value: (r) => r.size,
    },
    {
      id: 'address',
      header: 'IP address',
      hideBelow: 'xs',
      cell: (r) => <Text className="cirrus-tabular">{r.address || '—'}</Text>,
      value: (r) => r.address,
    },
    // Issue 18 "Filters and URLs": the account's title, filtered by the platform (`f.billingAccount=`; the page maps
    // the text to the accounts whose title matches). The platform does not sort by it.
    billingAccountColumn<VmListRow>({ id: VM_BILLING_COLUMN, sortable: false }),
    priceColumn(currency),
  ]
  const create = (
    <Button asChild>
      {renderLink({
        href: VM_CREATE_PATH,
        children: (
          <>
            <PlusIcon aria-hidden /> Create VM
          </>
        ),
      })}
    </Button>
  )
  return (
    <Flex direction="column" gap="4" p="4" maxWidth="1100px">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Flex direction="column" gap="1">
          <Heading as="h1" size="6">
            Virtual machines
          </Heading>
          <Text size="2" color="gray">
            In {locationName}
          </Text>
        </Flex>
        {(props.vmCount ?? rows?.length ?? 0) > 0 && create}
      </Flex>
      <DataTable
        label="Virtual machines"
        columns={columns}
        rows={rows ?? []}
        getRowId={(r) => r.id}
        getRowHref={(r) => r.href}
        renderLink={renderLink}
        loading={rows === undefined && !error}
        error={error ?? undefined}
        onRetry={onRetry}
        emptyMessage={`No virtual machines in ${locationName} yet`}
        emptyAction={create}
        defaultSort={{ columnId: 'name', direction: 'asc' }}
        searchable
        {...tableQuery}
        paging={props.paging}
        selection={selecting.selection}
        onSelectionChange={selecting.onSelectionChange}
        selectRowLabel={(r) => fill(activityTexts.selectRow, { name: r.name })}
        selectAllLabel={activityTexts.selectAllRows}
        selectAllMatchingLabel={(count) =>
          fill(activityTexts.selectAllMatching, { count: count.toLocaleString('en-GB') })
        }
        selectedCountLabel={(count) => fill(activityTexts.selectedCount, { count })}
        clearSelectionLabel={activityTexts.clearSelection}
        selectionActions={selecting.selectionActions}
      />
      {bulk}
    </Flex>
  )
}
