/** /host_pools: the route module of the Hypervisor Pools screen (issue 13). */
import { useNavigate } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import { messages, type AdminHostPool } from '@cirrus/domain'
import { infraQueries } from '../infra/queries'
import { useAdminAction } from '../infra/use-admin-action'
import { HostPoolsView } from './HostPoolsView'

/** The Hypervisor Pools screen. */
export default function HostPoolsPage() {
  const navigate = useNavigate()
  const { client } = useServices()
  const pools = useQuery(infraQueries(client).hostPools())
  const update = useAdminAction(
    (v: { pool: AdminHostPool; visible: boolean }) =>
      client.infra.updateHostPool(v.pool.uuid, { is_visible: v.visible }),
    () => messages.adminInfra.poolUpdate,
  )
  return (
    <HostPoolsView
      onOpenPage={(x) => void navigate(`/host_pools/${x.uuid}`)}
      pools={pools.data}
      error={pools.error ? errorDetail(pools.error) : undefined}
      onRetry={() => void pools.refetch()}
      onVisible={(pool, visible) => update.mutate({ pool, visible })}
    />
  )
}
