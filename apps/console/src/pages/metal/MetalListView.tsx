import type { ReactNode } from 'react'
import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { PlusIcon } from '@radix-ui/react-icons'
import { DataTable, Price, type DataTableColumn, type RenderLink } from '@cirrus/design-system'
import { displayAmount } from '../../app/money'
import { METAL_CREATE_PATH } from './paths'
import type { LeaseRow } from './lease-rows'
import type { TableQueryProps } from '@cirrus/app-kit'
import {
  nameColumn,
  billingAccountColumn,
  locationColumn,
  statusColumn,
  resourceTableQuery,
  resourceTableState,
  type ResourceNameTexts,
} from '../../components/resource-table'
import { tableSelection, type TableSelectionProps } from '../../components/TableBulk'

/** A lease row, named with its location and billing account when the page has them. */
export type LeaseTableRow = LeaseRow & ResourceNameTexts

/** Props of {@link MetalListView}. */
export type MetalListViewProps = TableSelectionProps & {
  /** The leases of the location (named with their location and account, `useResourceNames`); undefined while they load. */
  rows: readonly LeaseTableRow[] | undefined
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
  /** The bulk release's confirmation and progress, shown under the table (issue 18). */
  bulk?: ReactNode
}

/**
 * The bare-metal section (SPEC §2 side nav "metal"): the location's leases as a table — name as the link, state
 * as a badge with text, the machine and the hourly price right-aligned — 10 rows first with "View all" (SPEC §9),
 * and the lease button right there, also when the list is empty. With a selection, rows are released in bulk
 * (issue 18).
 */
export function MetalListView({
  rows,
  error,
  onRetry,
  locationName,
  currency,
  renderLink,
  tableQuery,
  bulk,
  ...selection
}: MetalListViewProps) {
  const columns: DataTableColumn<LeaseTableRow>[] = [
    nameColumn(),
    statusColumn('State'),
    { id: 'machine', header: 'Machine', hideBelow: 'sm', cell: (r) => <Text color="gray">{r.machine}</Text> },
    locationColumn(),
    billingAccountColumn(),
    {
      id: 'price',
      header: 'Price',
      numeric: true,
      cell: (r) => (
        <Price
          amount={displayAmount(r.price)}
          currency={currency}
          showMonthly={false}
          size="1"
          align="right"
        />
      ),
      sortable: true,
      sortValue: (r) => displayAmount(r.price),
    },
  ]
  const create = (
    <Button asChild>
      {renderLink({
        href: METAL_CREATE_PATH,
        children: (
          <>
            <PlusIcon aria-hidden /> Lease server
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
            Bare metal servers
          </Heading>
          <Text size="2" color="gray">
            In {locationName}
          </Text>
        </Flex>
        {rows && rows.length > 0 && create}
      </Flex>
      <DataTable
        label="Bare metal servers"
        columns={columns}
        {...resourceTableState({ rows, error, onRetry })}
        getRowId={(r) => r.id}
        getRowHref={(r) => r.href}
        renderLink={renderLink}
        emptyMessage={`No bare metal servers in ${locationName} yet`}
        emptyAction={create}
        defaultSort={{ columnId: 'name', direction: 'asc' }}
        viewAll
        {...resourceTableQuery(tableQuery)}
        {...tableSelection<LeaseTableRow>(selection)}
      />
      {bulk}
    </Flex>
  )
}
