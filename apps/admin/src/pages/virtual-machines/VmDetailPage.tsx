/** /virtual_machines/{uuid}: the route module of a VM's admin page (issue 13). */
import { useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import { isNotFoundError, messages, type AdminVmAction } from '@cirrus/domain'
import { adminKeys } from '../../app/queries'
import { renderRouterLink } from '../../app/links'
import { useResourceAudit } from '../../app/use-resource-audit'
import { ResourceDetailView } from '../../components/ResourceDetailView'
import { vmDetails } from '../details'
import { infraQueries } from '../infra/queries'
import { useAdminAction } from '../infra/use-admin-action'

const actionTexts = { start: messages.vm.start, stop: messages.vm.stop, force_stop: messages.vm.forceStop }

/** A VM's admin page. */
export default function VmDetailPage() {
  const { client } = useServices()
  const uuid = useParams().uuid ?? ''
  const vm = useQuery({
    queryKey: [...adminKeys.all, 'virtual_machine', uuid],
    queryFn: ({ signal }) => client.admin.virtualMachine(uuid, { signal }),
  })
  const pools = useQuery(infraQueries(client).hostPools())
  const audit = useResourceAudit({ type: 'vm', id: uuid })
  const action = useAdminAction(
    (kind: AdminVmAction) => client.admin.vmAction({ uuid, action: kind }),
    (kind) => actionTexts[kind],
  )
  return (
    <ResourceDetailView
      {...vmDetails(vm.data, {
        renderLink: renderRouterLink,
        onAction: (kind) => action.mutate(kind),
        busy: action.isPending,
        poolName: (id) => pools.data?.find((p) => p.uuid === id)?.name ?? id ?? '—',
      })}
      notFound={isNotFoundError(vm.error)}
      error={vm.error ? errorDetail(vm.error) : undefined}
      onRetry={() => void vm.refetch()}
      renderLink={renderRouterLink}
      audit={audit}
    />
  )
}
