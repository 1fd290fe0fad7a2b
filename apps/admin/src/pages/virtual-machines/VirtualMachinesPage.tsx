/** /admin/virtual_machines: the route module of the admin VM table (issue 13). */
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import type { SortState } from '@cirrus/design-system'
import { ADMIN_PAGE_MAX, type AdminVm, type AdminVmAction, type AdminVmListQuery } from '@cirrus/domain'
import { graphqlQuery, HOST_POOLS_QUERY } from '../../app/graphql'
import { adminKeys } from '../../app/queries'
import { renderRouterLink } from '../../app/links'
import { VMS_PAGE_SIZE, VirtualMachinesView, type PoolChoice } from './VirtualMachinesView'

const NEWEST_FIRST: SortState = { columnId: 'created', direction: 'desc' }

/** The admin VM screen. */
export default function VirtualMachinesPage() {
  const { client } = useServices()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [search, setSearch] = useState('')
  const [pageNumber, setPageNumber] = useState(1)
  const [sort, setSort] = useState<SortState | null>(NEWEST_FIRST)
  const order = sort?.direction === 'asc' ? 'asc' : 'desc'
  const query: AdminVmListQuery = {
    search: search.trim() || undefined,
    order,
    offset: (pageNumber - 1) * VMS_PAGE_SIZE,
    limit: VMS_PAGE_SIZE,
  }
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
  const fetchAll = async () => {
    const all: AdminVm[] = []
    for (let offset = 0; ; offset += ADMIN_PAGE_MAX) {
      const next = await client.admin.virtualMachines({ order, offset, limit: ADMIN_PAGE_MAX })
      all.push(...next.items)
      if (all.length >= next.total || next.items.length === 0) return all
    }
  }
  return (
    <VirtualMachinesView
      page={page.data}
      error={page.error ? errorDetail(page.error) : undefined}
      onRetry={() => void page.refetch()}
      search={search}
      onSearchChange={(next) => {
        setSearch(next)
        setPageNumber(1)
      }}
      pageNumber={pageNumber}
      onPageChange={setPageNumber}
      sort={sort}
      onSortChange={setSort}
      fetchAll={fetchAll}
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
