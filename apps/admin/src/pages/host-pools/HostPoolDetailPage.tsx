/** /host_pools/{uuid}: the route module of a host pool's admin page (issue 13). */
import { useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import { messages } from '@cirrus/domain'
import { renderRouterLink } from '../../app/links'
import { useResourceAudit } from '../../app/use-resource-audit'
import { ResourceDetailView } from '../../components/ResourceDetailView'
import { hostPoolDetails } from '../details'
import { infraQueries } from '../infra/queries'
import { useAdminAction } from '../infra/use-admin-action'

/** A host pool's admin page. */
export default function HostPoolDetailPage() {
  const { client } = useServices()
  const uuid = useParams().uuid ?? ''
  const pools = useQuery(infraQueries(client).hostPools())
  const pool = pools.data?.find((p) => p.uuid === uuid)
  const audit = useResourceAudit({ type: 'host_pool', id: uuid })
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
    />
  )
}
