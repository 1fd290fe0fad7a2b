import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes'
import { DataTable, type DataTableColumn } from '@cirrus/design-system'
import { formatMoney, type AdminServiceOffer } from '@cirrus/domain'

const columns: DataTableColumn<AdminServiceOffer>[] = [
  {
    id: 'service',
    header: 'Service',
    primary: true,
    value: (o) => o.service,
    cell: (o) => (
      <>
        {o.display_name} <Text color="gray">({o.service})</Text>
      </>
    ),
  },
  {
    id: 'kind',
    hideBelow: 'xs',
    header: 'Kind',
    value: (o) => o.kind,
    cell: (o) => (
      <Badge highContrast color="gray">
        {o.kind}
      </Badge>
    ),
  },
  {
    id: 'versions',
    hideBelow: 'xs',
    header: 'Versions',
    value: (o) => o.versions.join(', '),
    cell: (o) => o.versions.join(', '),
  },
  {
    id: 'size',
    header: 'Worker size',
    value: (o) => `${o.defaults.vm_cpu}/${o.defaults.vm_ram}/${o.defaults.vm_disk_gb}`,
    cell: (o) =>
      `${o.defaults.vm_cpu} vCPU, ${o.defaults.vm_ram / 1024} GB RAM, ${o.defaults.vm_disk_gb} GB disk`,
    hideBelow: 'sm',
  },
  {
    id: 'limits',
    header: 'Limits',
    value: (o) => `${o.limits.nodes_per_group}x${o.limits.worker_groups}`,
    cell: (o) => `${o.limits.nodes_per_group} nodes × ${o.limits.worker_groups} groups`,
    hideBelow: 'md',
  },
  {
    id: 'price',
    hideBelow: 'xs',
    header: 'Per node',
    numeric: true,
    value: (o) => o.node_hourly_price?.amount ?? '',
    cell: (o) =>
      `${formatMoney(o.node_hourly_price, 'en-GB', { per: 'hour' })} (${formatMoney(o.node_monthly_price, 'en-GB', { per: 'month' })})`,
  },
  {
    id: 'running',
    header: 'Running',
    numeric: true,
    value: (o) => String(o.running),
    cell: (o) => o.running,
  },
]

/** The managed-service catalogue customers choose from: kinds, versions, worker size, limits, prices, how many run. */
export function ServiceCatalogue({ offers }: { offers: readonly AdminServiceOffer[] | undefined }) {
  return (
    <Card>
      <Flex direction="column" gap="2">
        <Heading as="h2" size="4">
          Catalogue
        </Heading>
        <Text size="2" color="gray">
          What customers choose from. A node is an ordinary VM of the worker size with its disk, priced from
          the price list in force.
        </Text>
        <DataTable
          label="Service catalogue"
          columns={columns}
          rows={offers ?? []}
          getRowId={(o) => o.service}
          loading={offers === undefined}
          emptyMessage="No services in the catalogue"
        />
      </Flex>
    </Card>
  )
}
