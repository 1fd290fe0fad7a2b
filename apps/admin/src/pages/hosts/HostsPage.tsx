/** /hosts: the route module of the Hypervisors screen (issue 13). */
import { useState } from 'react'
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
  const [selectedUuid, setSelectedUuid] = useState<string>()
  const vms = useQuery({ ...queries.hostVms(selectedUuid ?? ''), enabled: selectedUuid !== undefined })
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
      selected={hosts.data?.find((h) => h.uuid === selectedUuid)}
      onOpen={(host) => setSelectedUuid(host.uuid)}
      vms={vms.data}
    />
  )
}
