/** /floating_ips: the route module of the IP addresses screen (issue 14). */
import { useQuery } from '@tanstack/react-query'
import { useServices } from '@cirrus/app-kit'
import { adminFloatingIpSortKeys } from '@cirrus/domain'
import { adminKeys } from '../../app/queries'
import { useServerList } from '../../app/use-server-list'
import { FloatingIpsView, IPS_PAGE_SIZE } from './FloatingIpsView'

/** The IP addresses screen. */
export default function FloatingIpsPage() {
  const { client } = useServices()
  const list = useServerList({
    name: 'floating_ips',
    sortKeys: adminFloatingIpSortKeys,
    filterKeys: ['address', 'status', 'location', 'owner'] as const,
    pageSize: IPS_PAGE_SIZE,
    list: (q, opts) => client.admin.floatingIps(q, opts),
  })
  const networks = useQuery({
    queryKey: [...adminKeys.all, 'network'],
    queryFn: ({ signal }) => client.admin.networkSettings({ signal }),
  })
  return <FloatingIpsView {...list} networks={networks.data} />
}
