import { StatusBadge, formatBytes, type DataTableColumn } from '@cirrus/design-system'
import { formatDateTime, type AdminBucket } from '@cirrus/domain'
import { serverTextColumn } from '../../app/use-server-table'
import {
  ServerListView,
  costColumns,
  ownerColumn,
  type ServerListProps,
} from '../../components/ServerListView'

/** Rows per page of the bucket table (paged on the server). */
export const BUCKETS_PAGE_SIZE = 50

/** Props of {@link BucketsView}. */
export type BucketsViewProps = ServerListProps<AdminBucket>

/** /buckets (Object Storage, issue 14): every customer's buckets with the size the platform's S3 storage holds. */
export function BucketsView(props: BucketsViewProps) {
  const columns: DataTableColumn<AdminBucket>[] = [
    serverTextColumn<AdminBucket>('name', 'Name', (b) => b.name, { primary: true }),
    { id: 'status', header: 'State', value: (b) => b.status, cell: (b) => <StatusBadge status={b.status} /> },
    {
      id: 'location',
      header: 'Location',
      value: (b) => b.location,
      cell: (b) => b.location,
      hideBelow: 'md',
    },
    {
      id: 'size',
      header: 'Size',
      numeric: true,
      sortable: true,
      sortValue: (b) => b.size_bytes,
      value: (b) => String(b.size_bytes),
      cell: (b) => formatBytes(b.size_bytes),
    },
    {
      id: 'objects',
      header: 'Objects',
      numeric: true,
      value: (b) => String(b.num_objects),
      cell: (b) => b.num_objects,
      hideBelow: 'sm',
    },
    { ...ownerColumn<AdminBucket>(props.renderLink), hideBelow: 'xs' },
    ...costColumns<AdminBucket>(),
    {
      id: 'created',
      header: 'Created (UTC)',
      sortable: true,
      sortValue: (b) => new Date(b.created_at),
      value: (b) => b.created_at,
      cell: (b) => formatDateTime(b.created_at, { timeZone: 'UTC' }),
      hideBelow: 'md',
    },
  ]
  return (
    <ServerListView
      {...props}
      title="Object Storage"
      description="Every bucket of every customer, with the size of the objects the platform stores. Search by name or owner."
      label="Buckets"
      columns={columns}
      getRowId={(b) => b.name}
      emptyMessage="No buckets on the platform yet"
      name="buckets"
      pageSize={BUCKETS_PAGE_SIZE}
    />
  )
}
