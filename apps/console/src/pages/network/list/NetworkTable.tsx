import { Badge, Flex, Text } from '@radix-ui/themes'
import { DataTable, type DataTableColumn } from '@cirrus/design-system'
import {
  priceColumn,
  billingAccountColumn,
  locationColumn,
  statusColumn,
  useResourceTable,
  type ResourceTableProps,
} from '../../../components/resource-table'
import { OwnedName } from '../../access/OwnedName'
import type { NetworkKindName } from '../paths'
import { networkTableColumns, type NetworkTableRow } from './network-table-rows'

/** Props of {@link NetworkTable}. */
export type NetworkTableProps = ResourceTableProps<NetworkTableRow> & {
  /** The kind the table lists: it decides the status, billing-account and price columns. */
  kind: NetworkKindName
  /** The table's accessible name: the kind's label ('IP addresses'). */
  label: string
}

/**
 * One kind of the network section as a table (issue 18): the name as the link to its page (the default VPC
 * marked), the status where the kind has one, its address or summary, location and billing account (secondary:
 * they leave a phone first) and the hourly price of priced kinds. Status, location and billing account each
 * filter from their header; the search box matches every column.
 */
export function NetworkTable({ kind, label, ...props }: NetworkTableProps) {
  const { currency, dataTable } = useResourceTable(props)
  const shows = networkTableColumns(kind)
  const columns: DataTableColumn<NetworkTableRow>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (r) => (
        <OwnedName
          name={
            <Flex as="span" gap="2" align="center">
              {r.name}
              {r.isDefault && (
                <Badge size="1" color="iris" variant="soft" highContrast>
                  Default
                </Badge>
              )}
            </Flex>
          }
          owner={r.owner}
        />
      ),
      primary: true,
      sortable: true,
      sortValue: (r) => r.name,
    },
  ]
  if (shows.status) columns.push(statusColumn())
  columns.push(
    {
      id: 'details',
      header: kind === 'ip_address' ? 'Address' : 'Details',
      hideBelow: 'xs',
      cell: (r) => (
        <Text color="gray" className="cirrus-tabular">
          {r.secondary ?? '—'}
        </Text>
      ),
      value: (r) => r.secondary ?? '',
    },
    locationColumn(),
  )
  if (shows.billingAccount) columns.push(billingAccountColumn())
  if (shows.price) columns.push(priceColumn(currency))
  return <DataTable label={label} columns={columns} {...dataTable} />
}
