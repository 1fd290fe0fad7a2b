/** A utilisation bar with its figures ("12 / 512 vCPU"), for hosts and pools. */
import { Flex, Progress, Text } from '@radix-ui/themes'
import type { DataTableColumn } from '@cirrus/design-system'
import type { Capacity } from '@cirrus/domain'

/** Props of {@link Usage}. */
export type UsageProps = { used: number; total: number; unit: string; label: string }

const count = new Intl.NumberFormat('en-GB')

/** How much of a host's or pool's capacity is held, as a bar (red from 90 %). */
export function Usage({ used, total, unit, label }: UsageProps) {
  const percent = total > 0 ? Math.min(100, Math.round((used / total) * 100)) : 0
  return (
    <Flex direction="column" gap="1" minWidth="120px">
      <Progress value={percent} aria-label={label} color={percent >= 90 ? 'red' : undefined} />
      <Text size="1" color="gray">
        {count.format(used)} / {count.format(total)} {unit}
      </Text>
    </Flex>
  )
}

/**
 * The vCPU and RAM columns of a table of hosts, pools or locations: a bar each, sortable by how full it is, the
 * CSV holding what is used. `name(row)` names the bars ("vCPU of hv01", "RAM in Tallinn").
 */
export function capacityColumns<T>(
  capacity: (row: T) => Capacity,
  name: (row: T) => string,
): DataTableColumn<T>[] {
  return [
    {
      id: 'cpu',
      header: 'vCPU',
      cell: (r) => (
        <Usage
          used={capacity(r).vcpu_used}
          total={capacity(r).vcpu_total}
          unit="vCPU"
          label={`vCPU ${name(r)}`}
        />
      ),
      value: (r) => capacity(r).vcpu_used,
      sortable: true,
      sortValue: (r) => capacity(r).vcpu_used / Math.max(1, capacity(r).vcpu_total),
    },
    {
      id: 'ram',
      header: 'RAM',
      cell: (r) => (
        <Usage
          used={capacity(r).ram_mb_used}
          total={capacity(r).ram_mb_total}
          unit="MB"
          label={`RAM ${name(r)}`}
        />
      ),
      value: (r) => capacity(r).ram_mb_used,
      sortable: true,
      sortValue: (r) => capacity(r).ram_mb_used / Math.max(1, capacity(r).ram_mb_total),
    },
  ]
}
