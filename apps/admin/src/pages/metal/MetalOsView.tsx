import { DataTable, type DataTableColumn } from '@cirrus/design-system'
import type { AdminMetalOs } from '@cirrus/domain'
import { imageVersionsColumn } from '../../components/ImageVersionsColumn'
import { AdminScreen } from '../../components/PageHeader'

/** Props of {@link MetalOsView}. */
export type MetalOsViewProps = {
  /** Every bare-metal OS image with all its versions; undefined while loading. */
  images: readonly AdminMetalOs[] | undefined
  error?: string
  onRetry?: () => void
  /** Publishes or unpublishes one version. */
  onPublish: (image: AdminMetalOs, osVersion: string, published: boolean) => void
}

/** /metal/os (Operating Systems): the bare-metal OS images, each version published or not (issue 14). */
export function MetalOsView({ images, error, onRetry, onPublish }: MetalOsViewProps) {
  const columns: DataTableColumn<AdminMetalOs>[] = [
    {
      id: 'name',
      header: 'Operating system',
      primary: true,
      value: (i) => i.display_name,
      sortable: true,
      sortValue: (i) => i.display_name,
      filterable: true,
      cell: (i) => i.display_name,
    },
    imageVersionsColumn(onPublish),
    {
      id: 'leases',
      hideBelow: 'xs',
      header: 'Leases running it',
      cell: (i) => i.lease_count,
      numeric: true,
      sortable: true,
      sortValue: (i) => i.lease_count,
    },
  ]
  return (
    <AdminScreen
      title="Operating systems"
      description="What customers install on a bare metal server: they lease published versions only. Leases already running keep theirs."
    >
      <DataTable
        label="Operating systems"
        columns={columns}
        rows={images ?? []}
        getRowId={(i) => i.os_name}
        loading={images === undefined && !error}
        error={error}
        onRetry={onRetry}
        emptyMessage="No bare metal operating systems yet"
        searchable
        columnChooserKey="cirrus.admin.metal-os.columns"
        csvFileName="metal-os.csv"
      />
    </AdminScreen>
  )
}
