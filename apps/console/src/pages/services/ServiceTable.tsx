import { DataTable, type DataTableColumn } from '@cirrus/design-system'
import { displayAmount } from '../../app/money'
import {
  nameColumn,
  billingAccountColumn,
  locationColumn,
  statusColumn,
  useResourceTable,
  type ResourceNameTexts,
  type ResourceTableProps,
} from '../../components/resource-table'
import type { ServiceRow } from './service-rows'
import { ServicePrice } from './ServicePrice'

/** A service row, named with its location and billing account when the page has them (`useResourceNames`). */
export type ServiceTableRow = ServiceRow & ResourceNameTexts

/** Props of {@link ServiceTable}. */
export type ServiceTableProps = ResourceTableProps<ServiceTableRow>

/**
 * The managed services as a table (issue 12): name as the link, service and version, status (stopped when
 * hibernating, SPEC §4), location, VM count and the hourly price range (SPEC §9) — 10 rows first, then
 * "View all".
 */
export function ServiceTable(props: ServiceTableProps) {
  const { currency, dataTable } = useResourceTable(props)
  const columns: DataTableColumn<ServiceTableRow>[] = [
    nameColumn(),
    { id: 'service', header: 'Service', cell: (r) => r.kind, hideBelow: 'xs' },
    statusColumn(),
    locationColumn(),
    billingAccountColumn(),
    { id: 'vms', header: 'VMs', numeric: true, cell: (r) => r.vms, hideBelow: 'sm' },
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
      {...dataTable}
      defaultSort={{ columnId: 'name', direction: 'asc' }}
    />
  )
}
