/** /hosts: the route module of the Hypervisors screen (issue 13). */
import { useNavigate } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { errorDetail, useServices } from '@cirrus/app-kit'
import { messages, type AdminHost } from '@cirrus/domain'
import { infraQueries } from '../infra/queries'
import { useAdminAction } from '../infra/use-admin-action'
import { HostsView } from './HostsView'

/** The Hypervisors screen. */
export default function HostsPage() {
  const { client } = useServices()
  const queries = infraQueries(client)
  const hosts = useQuery(queries.hosts())
  const navigate = useNavigate()
  const maintenance = useAdminAction(
    ({ host, on }: { host: AdminHost; on: boolean }) =>
      client.infra.updateHost(host.uuid, { maintenance: on }),
    ({ on }) => (on ? messages.adminInfra.hostMaintenanceOn : messages.adminInfra.hostMaintenanceOff),
  )
  return (
    <HostsView
      hosts={hosts.data}
      error={hosts.error ? errorDetail(hosts.error) : undefined}
      onRetry={() => void hosts.refetch()}
      onMaintenance={(host, on) => maintenance.mutate({ host, on })}
      onOpen={(host) => void navigate(`/hosts/${host.uuid}`)}
    />
  )
}
