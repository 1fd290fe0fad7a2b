/** /host_pools/{uuid}: the route module of a host pool's admin page (issue 13). */
import { useNavigate, useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import { messages } from '@cirrus/domain'
import { graphqlQuery, POOL_HOSTS_QUERY, type PoolHost } from '../../app/graphql'
import { renderRouterLink } from '../../app/links'
import { adminKeys } from '../../app/queries'
import { useResourceAudit } from '../../app/use-resource-audit'
import { ResourceDetailView } from '../../components/ResourceDetailView'
import { hostPoolDetails } from '../details'
import { infraQueries } from '../infra/queries'
import { useAdminAction } from '../infra/use-admin-action'
import { PoolHostsTable } from './PoolHostsTable'

/** A host pool's admin page. */
export default function HostPoolDetailPage() {
  const { client } = useServices()
  const uuid = useParams().uuid ?? ''
  const pools = useQuery(infraQueries(client).hostPools())
  const pool = pools.data?.find((p) => p.uuid === uuid)
  const audit = useResourceAudit({ type: 'host_pool', id: uuid })
  const navigate = useNavigate()
  const hosts = useQuery({
    queryKey: [...adminKeys.all, 'graphql', 'poolHosts'],
    queryFn: ({ signal }) =>
      graphqlQuery<{ hostPools: { uuid: string; hosts: PoolHost[] }[] }>(POOL_HOSTS_QUERY, {}, { signal }),
  })
  const update = useAdminAction(
    (visible: boolean) => client.infra.updateHostPool(uuid, { is_visible: visible }),
    () => messages.adminInfra.poolUpdate,
  )
  return (
    <ResourceDetailView
      {...hostPoolDetails(pool, { onVisible: (visible) => update.mutate(visible), busy: update.isPending })}
      notFound={pools.data !== undefined && pool === undefined}
      error={pools.error ? errorDetail(pools.error) : undefined}
      onRetry={() => void pools.refetch()}
      renderLink={renderRouterLink}
      audit={audit}
    >
      {pool && (
        <PoolHostsTable
          hosts={hosts.data?.hostPools.find((p) => p.uuid === uuid)?.hosts}
          error={hosts.error ? errorDetail(hosts.error) : undefined}
          onOpen={(host) => void navigate(`/hosts/${host.uuid}`)}
        />
      )}
    </ResourceDetailView>
  )
}
