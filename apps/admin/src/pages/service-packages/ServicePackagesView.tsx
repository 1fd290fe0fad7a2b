import { StatusBadge, type DataTableColumn } from '@cirrus/design-system'
import { formatDateTime, type AdminService, type AdminServiceOffer } from '@cirrus/domain'
import { serverTextColumn } from '../../app/use-server-table'
import { ServerListView, ownerColumn, type ServerListProps } from '../../components/ServerListView'
import { ServiceCatalogue } from './ServiceCatalogue'

/** Rows per page of the service table (paged on the server). */
export const SERVICES_PAGE_SIZE = 50

/** Props of {@link ServicePackagesView}. */
export type ServicePackagesViewProps = ServerListProps<AdminService> & {
  /** The catalogue; undefined while loading. */
  offers: readonly AdminServiceOffer[] | undefined
}

/** /service_packages (Services, issue 14): the managed-service catalogue and every customer's running services. */
export function ServicePackagesView(props: ServicePackagesViewProps) {
  const columns: DataTableColumn<AdminService>[] = [
    serverTextColumn<AdminService>('name', 'Name', (s) => s.name, { primary: true }),
    serverTextColumn<AdminService>('service', 'Service', (s) => `${s.service} ${s.version}`),
    {
      id: 'status',
      header: 'State',
      sortable: true,
      sortValue: (s) => s.status,
      filterable: true,
      value: (s) => s.status,
      cell: (s) => <StatusBadge status={s.status} />,
    },
    serverTextColumn<AdminService>('location', 'Location', (s) => s.location, { hideBelow: 'sm' }),
    {
      id: 'nodes',
      header: 'Nodes',
      value: (s) => String(s.node_count),
      cell: (s) => `${s.node_count} × ${s.vm_cpu} vCPU, ${s.vm_ram / 1024} GB`,
      hideBelow: 'md',
    },
    { ...ownerColumn<AdminService>(props.renderLink), hideBelow: 'xs' },
    {
      id: 'created',
      header: 'Created (UTC)',
      sortable: true,
      sortValue: (s) => new Date(s.created_at),
      value: (s) => s.created_at,
      cell: (s) => formatDateTime(s.created_at, { timeZone: 'UTC' }),
      hideBelow: 'md',
    },
  ]
  return (
    <ServerListView
      {...props}
      title="Services"
      description="The managed-service catalogue and every customer's services. Search by name, service or owner."
      label="Managed services"
      columns={columns}
      getRowId={(s) => s.uuid}
      emptyMessage="No managed services on the platform yet"
      name="service-packages"
      pageSize={SERVICES_PAGE_SIZE}
    >
      <ServiceCatalogue offers={props.offers} />
    </ServerListView>
  )
}
