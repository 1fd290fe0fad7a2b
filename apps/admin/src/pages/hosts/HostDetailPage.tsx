/** /hosts/{uuid}: the route module of a host's admin page: its properties, load, VMs and audit (issue 13). */
import { useNavigate, useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { MetricsSection, errorDetail, useServices } from '@cirrus/app-kit'
import { messages, metricsTexts } from '@cirrus/domain'
import { renderRouterLink } from '../../app/links'
import { useResourceAudit } from '../../app/use-resource-audit'
import { ResourceDetailView } from '../../components/ResourceDetailView'
import { hostDetails } from '../details'
import { infraQueries } from '../infra/queries'
import { useAdminAction } from '../infra/use-admin-action'
import { HostVmsTable } from './HostVmsTable'

/** A host's admin page. */
export default function HostDetailPage() {
  const { client } = useServices()
  const navigate = useNavigate()
  const uuid = useParams().uuid ?? ''
  const queries = infraQueries(client)
  const hosts = useQuery(queries.hosts())
  const host = hosts.data?.find((h) => h.uuid === uuid)
  const vms = useQuery({ ...queries.hostVms(uuid), enabled: host !== undefined })
  const audit = useResourceAudit({ type: 'host', id: uuid })
  const maintenance = useAdminAction(
    (on: boolean) => client.infra.updateHost(uuid, { maintenance: on }),
    (on) => (on ? messages.adminInfra.hostMaintenanceOn : messages.adminInfra.hostMaintenanceOff),
  )
  return (
    <ResourceDetailView
      {...hostDetails(host, {
        renderLink: renderRouterLink,
        onMaintenance: (on) => maintenance.mutate(on),
        busy: maintenance.isPending,
      })}
      notFound={hosts.data !== undefined && host === undefined}
      error={hosts.error ? errorDetail(hosts.error) : undefined}
      onRetry={() => void hosts.refetch()}
      renderLink={renderRouterLink}
      audit={audit}
    >
      {host && (
        <HostVmsTable
          hostName={host.name}
          vms={vms.data}
          onOpen={(vm) => void navigate(`/virtual_machines/${vm.uuid}`)}
        />
      )}
      {host && (
        <MetricsSection
          query={(range) => queries.hostMetrics(uuid, range)}
          note={host.vm_count === 0 ? metricsTexts.hostEmpty : undefined}
        />
      )}
    </ResourceDetailView>
  )
}
