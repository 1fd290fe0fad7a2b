// Story fixtures: deterministic VM rows (no clock, no randomness: screenshots must not change between runs).
import { Text } from '@radix-ui/themes'
import { StatusBadge, type Status } from '../StatusBadge'
import type { DataTableColumn } from './DataTable'

export type VmRow = {
  uuid: string
  name: string
  status: Status
  location: string
  vcpu: number
  memoryGb: number
  ip: string | null
  created: Date
  hourly: number | null
}

const prefixes = ['web', 'db', 'cache', 'api', 'worker', 'build', 'edge']
const statusCycle: Status[] = ['running', 'running', 'stopped', 'running', 'starting', 'running', 'deleted']
const locations = ['Tallinn', 'Jõhvi']

/** `count` VMs whose fields vary deterministically with the index. */
export function makeVms(count: number): VmRow[] {
  return Array.from({ length: count }, (_, i) => {
    const vcpu = [1, 2, 4, 8, 16][(i * 7) % 5]!
    const memoryGb = [1, 2, 4, 8, 16, 32][(i * 5) % 6]!
    return {
      uuid: `7c9e${String(i).padStart(4, '0')}-4d2a-4b1f-9c3e-0a1b2c3d4e5f`,
      name: `${prefixes[i % prefixes.length]}-${i + 1}`,
      status: statusCycle[i % statusCycle.length]!,
      location: locations[(i * 3) % 2]!,
      vcpu,
      memoryGb,
      ip: i % 9 === 4 ? null : `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      created: new Date(Date.UTC(2024, 0, 1) + ((i * 7919) % 365) * 86_400_000),
      hourly: i % 11 === 6 ? null : Math.round((vcpu * 0.0063 + memoryGb * 0.0031) * 10_000) / 10_000,
    }
  })
}

const price = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', minimumFractionDigits: 4 })
const date = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

export const vmColumns: DataTableColumn<VmRow>[] = [
  {
    id: 'name',
    header: 'Name',
    primary: true,
    cell: (vm) => vm.name,
    sortable: true,
    sortValue: (vm) => vm.name,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (vm) => <StatusBadge status={vm.status} />,
    sortable: true,
    sortValue: (vm) => vm.status,
  },
  { id: 'location', header: 'Location', cell: (vm) => vm.location },
  {
    id: 'ip',
    header: 'IP address',
    cell: (vm) => vm.ip ?? <Text color="gray">None</Text>,
    sortable: true,
    sortValue: (vm) => vm.ip,
  },
  {
    id: 'vcpu',
    header: 'vCPU',
    numeric: true,
    cell: (vm) => vm.vcpu,
    sortable: true,
    sortValue: (vm) => vm.vcpu,
  },
  {
    id: 'memory',
    header: 'RAM',
    numeric: true,
    cell: (vm) => `${vm.memoryGb} GB`,
    sortable: true,
    sortValue: (vm) => vm.memoryGb,
  },
  {
    id: 'created',
    header: 'Created',
    cell: (vm) => <Text color="gray">{date.format(vm.created)}</Text>,
    sortable: true,
    sortValue: (vm) => vm.created,
  },
  {
    id: 'price',
    header: 'Hourly',
    numeric: true,
    cell: (vm) => (vm.hourly === null ? <Text color="gray">Unavailable</Text> : price.format(vm.hourly)),
    sortable: true,
    sortValue: (vm) => vm.hourly,
  },
]

/** Where each secondary column of {@link vmColumns} hides in the responsive stories. */
const vmHideBelow: Partial<Record<string, DataTableColumn<VmRow>['hideBelow']>> = {
  location: 'sm',
  ip: 'xs',
  vcpu: 'xs',
  memory: 'xs',
  created: 'md',
}

/** {@link vmColumns} with `hideBelow` on the secondary ones: Name, Status and Hourly always show. */
export const responsiveVmColumns: DataTableColumn<VmRow>[] = vmColumns.map((column) =>
  vmHideBelow[column.id] ? { ...column, hideBelow: vmHideBelow[column.id] } : column,
)
