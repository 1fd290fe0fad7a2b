import { StatusBadge, type DataTableColumn } from '@cirrus/design-system'
import { formatDateTime, type AdminLoadBalancer } from '@cirrus/domain'
import { serverTextColumn } from '../../app/use-server-table'
import {
  ServerListView,
  costColumns,
  ownerColumn,
  type ServerListProps,
} from '../../components/ServerListView'

/** Rows per page of the load balancer table (paged on the server). */
export const LBS_PAGE_SIZE = 50

/** Props of {@link LoadBalancersView}. */
export type LoadBalancersViewProps = ServerListProps<AdminLoadBalancer>

/** /load_balancers (issue 14): every customer's load balancers with owner, location, state and cost. */
export function LoadBalancersView(props: LoadBalancersViewProps) {
  const columns: DataTableColumn<AdminLoadBalancer>[] = [
    serverTextColumn<AdminLoadBalancer>('name', 'Name', (l) => l.name, { primary: true }),
    {
      id: 'status',
      header: 'State',
      value: (l) => l.status,
      cell: (l) => <StatusBadge status={l.status === 'active' ? 'active' : 'no targets'} />,
    },
    serverTextColumn<AdminLoadBalancer>('location', 'Location', (l) => l.location, { hideBelow: 'sm' }),
    {
      id: 'addresses',
      header: 'Addresses',
      value: (l) => l.public_ip ?? l.private_address,
      cell: (l) => (l.public_ip ? `${l.public_ip} (${l.private_address})` : l.private_address),
      hideBelow: 'md',
    },
    {
      id: 'definition',
      header: 'Rules / targets',
      value: (l) => `${l.rule_count}/${l.target_count}`,
      cell: (l) => `${l.rule_count} rules, ${l.target_count} targets`,
      hideBelow: 'md',
    },
    ownerColumn<AdminLoadBalancer>(props.renderLink),
    ...costColumns<AdminLoadBalancer>(),
    {
      id: 'created',
      header: 'Created (UTC)',
      sortable: true,
      sortValue: (l) => new Date(l.created_at),
      value: (l) => l.created_at,
      cell: (l) => formatDateTime(l.created_at, { timeZone: 'UTC' }),
      hideBelow: 'md',
    },
  ]
  return (
    <ServerListView
      {...props}
      title="Load balancers"
      description="Every load balancer of every customer. Search by name, address or owner."
      label="Load balancers"
      columns={columns}
      getRowId={(l) => l.uuid}
      emptyMessage="No load balancers on the platform yet"
      name="load-balancers"
      pageSize={LBS_PAGE_SIZE}
    />
  )
}
