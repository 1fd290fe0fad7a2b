import { Flex, Heading } from '@radix-ui/themes'
import { DataTable, type DataTableColumn } from '@cirrus/design-system'
import type { PoolHost } from '../../app/graphql'
import { capacityColumns } from '../infra/Usage'

const columns: DataTableColumn<PoolHost>[] = [
  { id: 'name', header: 'Name', cell: (h) => h.name, primary: true },
  ...capacityColumns<PoolHost>(
    (h) => ({
      vcpu_total: h.capacity.vcpuTotal,
      vcpu_used: h.capacity.vcpuUsed,
      ram_mb_total: h.capacity.ramMbTotal,
      ram_mb_used: h.capacity.ramMbUsed,
    }),
    (h) => `of ${h.name}`,
  ),
  { id: 'vms', header: 'VMs', cell: (h) => h.vmCount, numeric: true },
  { id: 'maintenance', header: 'Maintenance', cell: (h) => (h.maintenance ? 'Yes' : 'No') },
]

/** The hosts of one pool with their load (its admin page); a row opens the host's admin page. */
export function PoolHostsTable({
  hosts,
  error,
  onOpen,
}: {
  /** The pool's hosts; undefined while loading. */
  hosts: readonly PoolHost[] | undefined
  /** A load error. */
  error?: string
  /** Opens a host's admin page. */
  onOpen?: (host: PoolHost) => void
}) {
  return (
    <Flex direction="column" gap="2">
      <Heading as="h2" size="4">
        Hosts
      </Heading>
      <DataTable
        label="Hosts of this pool"
        columns={columns}
        rows={hosts ?? []}
        getRowId={(h) => h.uuid}
        loading={hosts === undefined && !error}
        error={error}
        onRowOpen={onOpen}
        emptyMessage="No hosts in this pool: it takes no VMs"
      />
    </Flex>
  )
}
