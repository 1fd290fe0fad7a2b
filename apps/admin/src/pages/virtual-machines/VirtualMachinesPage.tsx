/** /admin/virtual_machines: the route module of the admin VM table (issue 13). */
import { useNavigate } from 'react-router'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import { adminVmSortKeys, type AdminVm, type AdminVmAction } from '@cirrus/domain'
import { graphqlQuery, HOST_POOLS_QUERY } from '../../app/graphql'
import { adminKeys } from '../../app/queries'
import { renderRouterLink } from '../../app/links'
import { fetchEveryRow, useServerTable } from '../../app/use-server-table'
import { VMS_PAGE_SIZE, VirtualMachinesView, type PoolChoice } from './VirtualMachinesView'

const VM_FILTERS = ['name', 'status', 'location', 'owner'] as const

/** The admin VM screen. */
export default function VirtualMachinesPage() {
  const { client } = useServices()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { query, table } = useServerTable({
    sortKeys: adminVmSortKeys,
    filterKeys: VM_FILTERS,
    pageSize: VMS_PAGE_SIZE,
  })
  const page = useQuery({
    queryKey: [...adminKeys.all, 'virtual_machines', query],
    queryFn: ({ signal }) => client.admin.virtualMachines(query, { signal }),
    placeholderData: keepPreviousData,
  })
  const pools = useQuery({
    queryKey: [...adminKeys.all, 'graphql', 'hostPools'],
    queryFn: ({ signal }) => graphqlQuery<{ hostPools: PoolChoice[] }>(HOST_POOLS_QUERY, {}, { signal }),
  })
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all })
  const action = useMutation({
    mutationFn: ({ vm, kind }: { vm: AdminVm; kind: AdminVmAction }) =>
      client.admin.vmAction({ uuid: vm.uuid, action: kind }),
    onSettled: refresh,
  })
  const move = useMutation({
    mutationFn: ({ vm, poolUuid }: { vm: AdminVm; poolUuid: string }) =>
      client.admin.moveVm({ uuid: vm.uuid, pool_uuid: poolUuid }),
    onSettled: refresh,
  })
  return (
    <VirtualMachinesView
      onOpenPage={(x) => void navigate(`/virtual_machines/${x.uuid}`)}
      page={page.data}
      error={page.error ? errorDetail(page.error) : undefined}
      onRetry={() => void page.refetch()}
      {...table}
      fetchAll={() => fetchEveryRow(query, (q) => client.admin.virtualMachines(q))}
      pools={pools.data?.hostPools ?? []}
      onAction={(vm, kind) => action.mutate({ vm, kind })}
      onMove={(vm, poolUuid) => move.mutate({ vm, poolUuid })}
      onOpenOwner={(vm) => void navigate(`/users/${vm.owner_id}`)}
      renderLink={renderRouterLink}
      busyUuid={
        action.isPending ? action.variables?.vm.uuid : move.isPending ? move.variables?.vm.uuid : undefined
      }
    />
  )
}
