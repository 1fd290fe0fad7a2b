/** /metal/specs: the route module of the Machine Types screen (issue 14). */
import { useQuery } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import {
  isApiError,
  messages,
  type AdminMetalType,
  type MetalTypeCreateInput,
  type MetalTypeUpdateInput,
} from '@cirrus/domain'
import { useAdminAction } from '../infra/use-admin-action'
import { MachineTypesView } from './MachineTypesView'
import { metalQueries } from './queries'

/** The Machine Types screen. */
export default function MachineTypesPage() {
  const { client } = useServices()
  const types = useQuery(metalQueries(client).types())
  const create = useAdminAction(
    (input: MetalTypeCreateInput) => client.admin.createMetalType(input),
    () => messages.adminMetal.typeCreate,
  )
  const update = useAdminAction(
    (v: { type: AdminMetalType; input: MetalTypeUpdateInput }) =>
      client.admin.updateMetalType(v.type.uuid, v.input),
    () => messages.adminMetal.typeUpdate,
  )
  const retire = useAdminAction(
    (type: AdminMetalType) => client.admin.retireMetalType(type.uuid),
    () => messages.adminMetal.typeRetire,
  )
  const failed = create.error ?? update.error
  return (
    <MachineTypesView
      types={types.data}
      error={types.error ? errorDetail(types.error) : undefined}
      onRetry={() => void types.refetch()}
      onCreate={(input) => create.mutate(input)}
      onUpdate={(type, input) => update.mutate({ type, input })}
      onRetire={(type) => retire.mutate(type)}
      fieldErrors={isApiError(failed) ? failed.fieldErrors : {}}
    />
  )
}
