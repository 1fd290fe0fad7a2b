import { Badge, Flex, Heading } from '@radix-ui/themes'
import { DataTable, type DataTableColumn } from '@cirrus/design-system'
import type { HostVm } from '@cirrus/domain'

const columns: DataTableColumn<HostVm>[] = [
  { id: 'name', header: 'Name', cell: (v) => v.name, primary: true },
  {
    id: 'status',
    header: 'Status',
    cell: (v) => (
      <Badge highContrast color={v.status === 'running' ? 'green' : 'gray'}>
        {v.status}
      </Badge>
    ),
  },
  { id: 'vcpu', header: 'vCPU', cell: (v) => v.vcpu, numeric: true },
  { id: 'ram', header: 'RAM (MB)', cell: (v) => v.memory, numeric: true },
  { id: 'owner', header: 'Owner', cell: (v) => `user ${v.user_id}` },
]

/** The VMs placed on one host (its admin page); a row opens the VM's admin page. */
export function HostVmsTable({
  hostName,
  vms,
  onOpen,
}: {
  /** The host's name (the heading). */
  hostName: string
  /** Its VMs; undefined while loading. */
  vms: readonly HostVm[] | undefined
  /** Opens a VM's admin page. */
  onOpen?: (vm: HostVm) => void
}) {
  return (
    <Flex direction="column" gap="2">
      <Heading as="h2" size="4">
        VMs on {hostName}
      </Heading>
      <DataTable
        label={`VMs on ${hostName}`}
        columns={columns}
        rows={vms ?? []}
        getRowId={(v) => v.uuid}
        loading={vms === undefined}
        onRowOpen={onOpen}
        emptyMessage="No VMs on this host"
      />
    </Flex>
  )
}
