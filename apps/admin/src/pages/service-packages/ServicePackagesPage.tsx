/** /service_packages: the route module of the Services screen (issue 14). */
import { useQuery } from '@tanstack/react-query'
import { useServices } from '@cirrus/app-kit'
import { adminServiceSortKeys } from '@cirrus/domain'
import { adminKeys } from '../../app/queries'
import { useServerList } from '../../app/use-server-list'
import { SERVICES_PAGE_SIZE, ServicePackagesView } from './ServicePackagesView'

/** The Services screen. */
export default function ServicePackagesPage() {
  const { client } = useServices()
  const list = useServerList({
    name: 'services',
    sortKeys: adminServiceSortKeys,
    filterKeys: ['name', 'service', 'status', 'location', 'owner'] as const,
    pageSize: SERVICES_PAGE_SIZE,
    list: (q, opts) => client.admin.services(q, opts),
  })
  const catalogue = useQuery({
    queryKey: [...adminKeys.all, 'services', 'catalogue'],
    queryFn: ({ signal }) => client.admin.serviceCatalogue({ signal }),
  })
  return <ServicePackagesView {...list} offers={catalogue.data} />
}
