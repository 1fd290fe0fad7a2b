import { Card, Flex, Heading, Table, Text } from '@radix-ui/themes'
import { StatusBadge, type DataTableColumn } from '@cirrus/design-system'
import { formatDateTime, type AdminFloatingIp, type LocationNetwork } from '@cirrus/domain'
import { serverTextColumn } from '../../app/use-server-table'
import {
  ServerListView,
  costColumns,
  ownerColumn,
  type ServerListProps,
} from '../../components/ServerListView'

/** Rows per page of the IP table (paged on the server). */
export const IPS_PAGE_SIZE = 50

/** Props of {@link FloatingIpsView}. */
export type FloatingIpsViewProps = ServerListProps<AdminFloatingIp> & {
  /** Every location's public ranges with their used and free counts; undefined while loading. */
  networks: readonly LocationNetwork[] | undefined
}

/** The public IPv4 ranges of every location with used and free counts (the shared pool where none). */
function RangesPanel({ networks }: { networks: readonly LocationNetwork[] }) {
  return (
    <Card>
      <Flex direction="column" gap="2">
        <Heading as="h2" size="4">
          Public IP ranges
        </Heading>
        <Table.Root size="1">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Location</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Range</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Used</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Free</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {networks.flatMap((n) =>
              n.ranges.length === 0
                ? [
                    <Table.Row key={n.location}>
                      <Table.RowHeaderCell>{n.display_name}</Table.RowHeaderCell>
                      <Table.Cell>
                        <Text color="gray">Shared pool</Text>
                      </Table.Cell>
                      <Table.Cell justify="end">{n.outside_ranges}</Table.Cell>
                      <Table.Cell justify="end">—</Table.Cell>
                    </Table.Row>,
                  ]
                : n.ranges.map((r) => (
                    <Table.Row key={r.uuid}>
                      <Table.RowHeaderCell>{n.display_name}</Table.RowHeaderCell>
                      <Table.Cell>{r.cidr}</Table.Cell>
                      <Table.Cell justify="end">{r.used}</Table.Cell>
                      <Table.Cell justify="end">{r.free}</Table.Cell>
                    </Table.Row>
                  )),
            )}
          </Table.Body>
        </Table.Root>
      </Flex>
    </Card>
  )
}

/** /floating_ips (IP addresses, issue 14): every customer's public IPs, and the ranges they come from. */
export function FloatingIpsView(props: FloatingIpsViewProps) {
  const columns: DataTableColumn<AdminFloatingIp>[] = [
    serverTextColumn<AdminFloatingIp>('address', 'Address', (i) => i.address, { primary: true }),
    { id: 'name', header: 'Name', cell: (i) => i.name || '—', value: (i) => i.name, hideBelow: 'md' },
    {
      id: 'status',
      header: 'State',
      filterable: true,
      value: (i) => i.status,
      cell: (i) => <StatusBadge status={i.status} />,
    },
    serverTextColumn<AdminFloatingIp>('location', 'Location', (i) => i.location, { hideBelow: 'sm' }),
    {
      id: 'range',
      header: 'Range',
      cell: (i) => i.range_cidr ?? 'Shared pool',
      value: (i) => i.range_cidr ?? '',
      hideBelow: 'md',
    },
    ownerColumn<AdminFloatingIp>(props.renderLink),
    ...costColumns<AdminFloatingIp>(),
    {
      id: 'created',
      header: 'Created (UTC)',
      sortable: true,
      sortValue: (i) => new Date(i.created_at),
      value: (i) => i.created_at,
      cell: (i) => formatDateTime(i.created_at, { timeZone: 'UTC' }),
      hideBelow: 'md',
    },
  ]
  return (
    <ServerListView
      {...props}
      title="IP addresses"
      description="Every public IP of every customer. Search by address, name or owner."
      label="IP addresses"
      columns={columns}
      getRowId={(i) => i.uuid}
      emptyMessage="No public IP addresses on the platform yet"
      name="floating-ips"
      pageSize={IPS_PAGE_SIZE}
    >
      {props.networks && <RangesPanel networks={props.networks} />}
    </ServerListView>
  )
}
