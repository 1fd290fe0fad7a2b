import type { ReactNode } from 'react'
import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { PlusIcon } from '@radix-ui/react-icons'
import { DataTable, Price, formatBytes, type DataTableColumn, type RenderLink } from '@cirrus/design-system'
import { displayAmount } from '../../app/money'
import { tableSelection, type TableSelectionProps } from '../../components/TableBulk'
import {
  nameColumn,
  billingAccountColumn,
  resourceTableQuery,
  resourceTableState,
  type ResourceNameTexts,
} from '../../components/resource-table'
import { BUCKET_CREATE_PATH } from './paths'
import type { BucketRow } from './bucket-rows'
import type { TableQueryProps } from '@cirrus/app-kit'

/** A bucket row, with its billing account's title when the page has it. */
export type BucketTableRow = BucketRow & ResourceNameTexts

/** Props of {@link BucketListView}. */
export type BucketListViewProps = {
  /** The user's buckets (named with their billing account by the page, `useResourceNames`); undefined while they load. */
  rows: readonly BucketTableRow[] | undefined
  /** Why they could not be loaded. */
  error?: string | null
  /** Retries the load. */
  onRetry?: () => void
  /** The currency of the prices. */
  currency: string
  /** Renders links with the router. */
  renderLink: RenderLink
  /** The table's search, filters and sort, kept in the URL (`useTableUrlState`); the table's own without. */
  tableQuery?: TableQueryProps
  /** The bulk confirmation and progress (issue 18), shown under the table. */
  bulk?: ReactNode
} & TableSelectionProps

/**
 * The storage section (SPEC §2 side nav "storage"): every bucket (not location-scoped) as a table — name as the
 * link, the bytes stored, the whole GB billed (SPEC §5), objects and the hourly price — 10 rows first and "View
 * all" for the rest (SPEC §9), with the create button right there, also when the list is empty.
 */
export function BucketListView({
  rows,
  error,
  onRetry,
  currency,
  renderLink,
  tableQuery,
  bulk,
  ...selecting
}: BucketListViewProps) {
  const columns: DataTableColumn<BucketTableRow>[] = [
    nameColumn(),
    {
      id: 'size',
      header: 'Size',
      numeric: true,
      cell: (r) => <Text className="cirrus-tabular">{formatBytes(r.sizeBytes)}</Text>,
      sortable: true,
      sortValue: (r) => r.sizeBytes,
    },
    {
      id: 'billed',
      header: 'Billed',
      numeric: true,
      hideBelow: 'xs',
      cell: (r) => <Text className="cirrus-tabular">{r.billedGb} GB</Text>,
    },
    {
      id: 'objects',
      header: 'Objects',
      numeric: true,
      hideBelow: 'sm',
      cell: (r) => <Text className="cirrus-tabular">{r.objects}</Text>,
    },
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
        href: BUCKET_CREATE_PATH,
        children: (
          <>
            <PlusIcon aria-hidden /> Create bucket
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
            Object storage
          </Heading>
          <Text size="2" color="gray">
            Buckets are priced by their size rounded up to whole GB
          </Text>
        </Flex>
        {rows && rows.length > 0 && create}
      </Flex>
      <DataTable
        label="Buckets"
        columns={columns}
        {...resourceTableState({ rows, error, onRetry })}
        getRowId={(r) => r.id}
        getRowHref={(r) => r.href}
        renderLink={renderLink}
        emptyMessage="No buckets yet"
        emptyAction={create}
        defaultSort={{ columnId: 'name', direction: 'asc' }}
        viewAll
        {...resourceTableQuery(tableQuery)}
        {...tableSelection<BucketTableRow>(selecting)}
      />
      {bulk}
    </Flex>
  )
}
