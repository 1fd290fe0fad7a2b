/** /metal/machines: the route module of the Machines screen (issue 14). */
import { useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import {
  adminMachineSortKeys,
  isApiError,
  messages,
  type AdminMachine,
  type MachineCreateInput,
  type MetalMachineState,
} from '@cirrus/domain'
import { adminKeys } from '../../app/queries'
import { renderRouterLink } from '../../app/links'
import { fetchEveryRow, useServerTable } from '../../app/use-server-table'
import { infraQueries } from '../infra/queries'
import { useAdminAction } from '../infra/use-admin-action'
import { MACHINES_PAGE_SIZE, MachinesView } from './MachinesView'
import { metalQueries } from './queries'

const MACHINE_FILTERS = ['hostname', 'serial', 'machine_type', 'location', 'state'] as const

/** The Machines screen. */
export default function MachinesPage() {
  const { client } = useServices()
  const { query, table } = useServerTable({
    sortKeys: adminMachineSortKeys,
    filterKeys: MACHINE_FILTERS,
    pageSize: MACHINES_PAGE_SIZE,
  })
  const [retired, setRetired] = useState(false)
  const list = { ...query, retired: retired || undefined }
  const page = useQuery({
    queryKey: [...adminKeys.all, 'metal', 'machines', list],
    queryFn: ({ signal }) => client.admin.machines(list, { signal }),
    placeholderData: keepPreviousData,
  })
  const types = useQuery(metalQueries(client).types())
  const locations = useQuery(infraQueries(client).locations())
  const create = useAdminAction(
    (input: MachineCreateInput) => client.admin.createMachine(input),
    () => messages.adminMetal.machineCreate,
  )
  const setState = useAdminAction(
    (v: { machine: AdminMachine; state: MetalMachineState }) =>
      client.admin.setMachineState(v.machine.uuid, { state: v.state }),
    () => messages.adminMetal.machineState,
  )
  const retire = useAdminAction(
    (machine: AdminMachine) => client.admin.retireMachine(machine.uuid),
    () => messages.adminMetal.machineRetire,
  )
  return (
    <MachinesView
      page={page.data}
      error={page.error ? errorDetail(page.error) : undefined}
      onRetry={() => void page.refetch()}
      {...table}
      fetchAll={() => fetchEveryRow(list, (q) => client.admin.machines(q))}
      retired={retired}
      onRetiredChange={(on) => {
        setRetired(on)
        table.onPageChange(1)
      }}
      locations={(locations.data ?? []).map((l) => l.slug)}
      types={types.data ?? []}
      onCreate={(input) => create.mutate(input)}
      fieldErrors={isApiError(create.error) ? create.error.fieldErrors : {}}
      onSetState={(machine, state) => setState.mutate({ machine, state })}
      onRetire={(machine) => retire.mutate(machine)}
      busyUuid={
        setState.isPending
          ? setState.variables?.machine.uuid
          : retire.isPending
            ? retire.variables?.uuid
            : undefined
      }
      renderLink={renderRouterLink}
    />
  )
}
