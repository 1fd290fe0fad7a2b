import { Switch } from '@radix-ui/themes'
import { DataTable, type DataTableColumn } from '@cirrus/design-system'
import type { AdminHost } from '@cirrus/domain'
import { capacityColumns } from '../infra/Usage'
import { AdminScreen } from '../../components/PageHeader'

/** Props of {@link HostsView}. */
export type HostsViewProps = {
  /** Every hypervisor; undefined while loading. */
  hosts: readonly AdminHost[] | undefined
  /** A load error. */
  error?: string
  onRetry?: () => void
  /** Switches a host's maintenance mode. */
  onMaintenance: (host: AdminHost, on: boolean) => void
  /** Opens a host's admin page (its properties, VMs and audit entries). */
  onOpen: (host: AdminHost) => void
}

/** /hosts (Hypervisors): every host with its load, maintenance mode and VMs (issue 13). */
export function HostsView({ hosts, error, onRetry, onMaintenance, onOpen }: HostsViewProps) {
  const columns: DataTableColumn<AdminHost>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (h) => h.name,
      primary: true,
      sortable: true,
      sortValue: (h) => h.name,
      filterable: true,
    },
    {
      id: 'location',
      hideBelow: 'xs',
      header: 'Location',
      cell: (h) => h.location,
      sortable: true,
      sortValue: (h) => h.location,
      filterable: true,
    },
    { id: 'pool', hideBelow: 'xs', header: 'Pool', cell: (h) => h.pool_name, filterable: true },
    ...capacityColumns<AdminHost>(
      (h) => h.capacity,
      (h) => `of ${h.name}`,
    ).map((column) => ({ ...column, hideBelow: 'xs' as const })),
    {
      id: 'vms',
      hideBelow: 'xs',
      header: 'VMs',
      cell: (h) => h.vm_count,
      numeric: true,
      sortable: true,
      sortValue: (h) => h.vm_count,
    },
    {
      id: 'maintenance',
      header: 'Maintenance',
      value: (h) => (h.maintenance ? 'yes' : 'no'),
      cell: (h) => (
        <Switch
          checked={h.maintenance}
          aria-label={`Maintenance of ${h.name}`}
          onCheckedChange={(on) => onMaintenance(h, on)}
        />
      ),
    },
    {
      id: 'threads',
      hideBelow: 'xs',
      header: 'CPU threads',
      cell: (h) => h.cpu_threads,
      numeric: true,
      defaultHidden: true,
    },
    {
      id: 'created',
      hideBelow: 'xs',
      header: 'Added',
      cell: (h) => h.created_at,
      defaultHidden: true,
      sortable: true,
      sortValue: (h) => h.created_at,
    },
  ]
  return (
    <AdminScreen
      title="Hypervisors"
      description="Hosts take new VMs of their pool unless they are in maintenance."
    >
      <DataTable
        label="Hypervisors"
        columns={columns}
        rows={hosts ?? []}
        getRowId={(h) => h.uuid}
        loading={hosts === undefined && !error}
        error={error}
        onRetry={onRetry}
        onRowOpen={onOpen}
        emptyMessage="No hypervisors yet"
        searchable
        columnChooserKey="cirrus.admin.hosts.columns"
        csvFileName="hypervisors.csv"
        defaultSort={{ columnId: 'created', direction: 'desc' }}
      />
    </AdminScreen>
  )
}
