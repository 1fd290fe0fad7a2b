import { Text } from '@radix-ui/themes'
import { DataTable, type DataTableColumn } from '@cirrus/design-system'
import {
  priceColumn,
  nameColumn,
  billingAccountColumn,
  locationColumn,
  useResourceTable,
  type ResourceNameTexts,
  type ResourceTableProps,
} from '../../components/resource-table'
import type { DiskRow } from './disk-rows'

/** A disk row, named with its location and billing account when the page has them (`useResourceNames`). */
export type DiskTableRow = DiskRow & ResourceNameTexts

/** Props of {@link DiskTable}. */
export type DiskTableProps = ResourceTableProps<DiskTableRow>

/** What a detached disk's VM cell says: it is still billed (issue 10 "detached states show what still costs"). */
export const DETACHED_TEXT = 'Detached · still billed'

/**
 * The disks as a table (issue 10): name as the link, size, the VM it is attached to (linked to the VM's page,
 * or "Detached · still billed"), snapshots and the hourly price — 10 rows first with a "View all" button
 * (SPEC §9). The same table fills the section page, the sidebar and the mobile section list; it answers to the
 * width it is given, so the snapshot count leaves a narrow sidebar first.
 */
export function DiskTable(props: DiskTableProps) {
  const { currency, renderLink, dataTable } = useResourceTable(props)
  const columns: DataTableColumn<DiskTableRow>[] = [
    nameColumn(),
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
    locationColumn(),
    billingAccountColumn(),
    priceColumn(currency),
  ]
  return (
    <DataTable
      label="Disks"
      columns={columns}
      {...dataTable}
      defaultSort={{ columnId: 'name', direction: 'asc' }}
    />
  )
}
