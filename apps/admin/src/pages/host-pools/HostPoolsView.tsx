import { Switch } from '@radix-ui/themes'
import { DataTable, type DataTableColumn } from '@cirrus/design-system'
import type { AdminHostPool } from '@cirrus/domain'
import { capacityColumns } from '../infra/Usage'
import { AdminScreen } from '../../components/PageHeader'

/** Props of {@link HostPoolsView}. */
export type HostPoolsViewProps = {
  /** Opens the pool's admin page (a row click or Enter). */
  onOpenPage: (pool: AdminHostPool) => void
  /** Every host pool; undefined while loading. */
  pools: readonly AdminHostPool[] | undefined
  error?: string
  onRetry?: () => void
  /** Shows a pool to customers (a server class) or hides it. */
  onVisible: (pool: AdminHostPool, visible: boolean) => void
}

/** /host_pools (Hypervisor Pools): pools per location with overcommit, hosts and load (issue 13). */
export function HostPoolsView({ pools, error, onRetry, onVisible, onOpenPage }: HostPoolsViewProps) {
  const columns: DataTableColumn<AdminHostPool>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (p) => p.name,
      primary: true,
      sortable: true,
      sortValue: (p) => p.name,
      filterable: true,
    },
    {
      id: 'location',
      hideBelow: 'xs',
      header: 'Location',
      cell: (p) => p.location,
      sortable: true,
      sortValue: (p) => p.location,
      filterable: true,
    },
    {
      id: 'hosts',
      header: 'Hosts',
      cell: (p) => `${p.host_count} (${p.hosts_in_maintenance} in maintenance)`,
      value: (p) => p.host_count,
    },
    {
      id: 'vms',
      hideBelow: 'xs',
      header: 'VMs',
      cell: (p) => p.vm_count,
      numeric: true,
      sortable: true,
      sortValue: (p) => p.vm_count,
    },
    ...capacityColumns<AdminHostPool>(
      (p) => p.capacity,
      (p) => `of ${p.location} ${p.name}`,
    ).map((column) => ({ ...column, hideBelow: 'xs' as const })),
    {
      id: 'cpu_coef',
      hideBelow: 'xs',
      header: 'CPU allocation',
      cell: (p) => `× ${p.cpu_allocation_coefficient}`,
      value: (p) => p.cpu_allocation_coefficient,
      numeric: true,
    },
    {
      id: 'ram_coef',
      hideBelow: 'xs',
      header: 'RAM allocation',
      cell: (p) => `× ${p.ram_allocation_coefficient}`,
      value: (p) => p.ram_allocation_coefficient,
      numeric: true,
      defaultHidden: true,
    },
    {
      id: 'visible',
      hideBelow: 'xs',
      header: 'Visible to customers',
      value: (p) => (p.is_visible ? 'yes' : 'no'),
      cell: (p) => (
        <Switch
          checked={p.is_visible}
          aria-label={`${p.location} ${p.name} visible to customers`}
          onCheckedChange={(on) => onVisible(p, on)}
        />
      ),
    },
  ]
  return (
    <AdminScreen
      title="Hypervisor Pools"
      description="A pool offers its hosts’ threads and RAM times its allocation coefficients."
    >
      <DataTable
        onRowOpen={onOpenPage}
        label="Hypervisor pools"
        columns={columns}
        rows={pools ?? []}
        getRowId={(p) => p.uuid}
        loading={pools === undefined && !error}
        error={error}
        onRetry={onRetry}
        emptyMessage="No hypervisor pools yet"
        searchable
        columnChooserKey="cirrus.admin.host-pools.columns"
        csvFileName="hypervisor-pools.csv"
      />
    </AdminScreen>
  )
}
