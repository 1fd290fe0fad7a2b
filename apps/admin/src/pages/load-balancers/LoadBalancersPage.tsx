/** /load_balancers: the route module of the admin load balancer table (issue 14). */
import { useServices } from '@cirrus/app-kit'
import { adminLoadBalancerSortKeys } from '@cirrus/domain'
import { useServerList } from '../../app/use-server-list'
import { LBS_PAGE_SIZE, LoadBalancersView } from './LoadBalancersView'

/** The admin load balancer screen. */
export default function LoadBalancersPage() {
  const { client } = useServices()
  const list = useServerList({
    name: 'load_balancers',
    sortKeys: adminLoadBalancerSortKeys,
    filterKeys: ['name', 'location', 'owner'] as const,
    pageSize: LBS_PAGE_SIZE,
    list: (q, opts) => client.admin.loadBalancers(q, opts),
  })
  return <LoadBalancersView {...list} />
}
