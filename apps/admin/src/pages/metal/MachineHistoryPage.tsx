/** /metal/machines/history/{location}/{uuid}: the route module of a machine's history (issue 14). */
import { useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import { isNotFoundError, messages, type MetalMachineState } from '@cirrus/domain'
import { renderRouterLink } from '../../app/links'
import { useAdminAction } from '../infra/use-admin-action'
import { MachineHistoryView } from './MachineHistoryView'
import { metalQueries } from './queries'

/** A machine's history page. */
export default function MachineHistoryPage() {
  const { client } = useServices()
  const params = useParams()
  const location = params.location ?? ''
  const uuid = params.uuid ?? ''
  const history = useQuery(metalQueries(client).history(location, uuid))
  const setState = useAdminAction(
    (state: MetalMachineState) => client.admin.setMachineState(uuid, { state }),
    () => messages.adminMetal.machineState,
  )
  const notFound = isNotFoundError(history.error)
  return (
    <MachineHistoryView
      history={history.data}
      notFound={notFound}
      error={history.error && !notFound ? errorDetail(history.error) : undefined}
      onRetry={() => void history.refetch()}
      onSetState={(state) => setState.mutate(state)}
      busy={setState.isPending}
      renderLink={renderRouterLink}
    />
  )
}
