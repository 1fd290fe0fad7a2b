/**
 * /network/ip_address/{location}/{uuid}/ (SPEC §2): the route module. Warren addresses IPs by address (API-NOTES
 * §4) while the route carries the uuid, so the loader finds it in the location's list; a missing one becomes
 * 'This IP address is gone' with up to 30 ids that exist (SPEC §8).
 */
import { useParams, type LoaderFunctionArgs } from 'react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { renderRouterLink } from '../../../app/links'
import { loadOrMissing } from '../../../app/missing-resource'
import type { AppServices } from '../../../app/services'
import { useServices } from '../../../app/services'
import { vmPath } from '../../compute/paths'
import { networkMissingBoundary } from '../missing'
import { networkResourcePath } from '../paths'
import { IpDetailView, type IpAssignee } from './IpDetailView'
import { ipAddressKind } from './rows'
import { useIpActions } from './use-ip-actions'

/** Reads the location's IPs and finds this one. */
export const loader =
  ({ queries, queryClient }: AppServices) =>
  async ({ params }: LoaderFunctionArgs) => {
    const location = params.location ?? ''
    const uuid = params.uuid ?? ''
    await loadOrMissing({
      kind: ipAddressKind.object,
      id: uuid,
      // A cached list may predate the IP (just created): look again in a fresh one before calling it missing.
      load: async () =>
        (await queryClient.ensureQueryData(queries.ipList(location))).find((ip) => ip.uuid === uuid) ??
        (await queryClient.fetchQuery({ ...queries.ipList(location), staleTime: 0 })).find(
          (ip) => ip.uuid === uuid,
        ),
      ids: async () => (await queryClient.ensureQueryData(queries.ipList(location))).map((ip) => ip.uuid),
    })
    void queryClient.prefetchQuery(queries.vmList(location))
    void queryClient.prefetchQuery(queries.priceList())
    return null
  }

/** 'This IP address is gone', with the ids that exist and 'Create new IP address'. */
export const ErrorBoundary = networkMissingBoundary(ipAddressKind)

/** The public IP's page. */
export default function IpDetailPage() {
  const { location = '', uuid = '' } = useParams()
  const { queries } = useServices()
  const { data: ips } = useSuspenseQuery(queries.ipList(location))
  const vms = useQuery(queries.vmList(location))
  const interfaces = useQuery(queries.vmInterfaces(location))
  const prices = useQuery(queries.priceList())
  const accounts = useQuery(queries.billingAccounts())
  const locations = useQuery(queries.locations())
  const ip = ips.find((i) => i.uuid === uuid)
  const lbs = useQuery({
    ...queries.loadBalancerList(location),
    enabled: ip?.assigned_to_resource_type === 'load_balancer',
  })
  const actions = useIpActions(location)
  // Deleted while on screen: the delete action is leaving for the section.
  if (!ip) return null

  let assignee: IpAssignee | null = null
  if (ip.assigned_to) {
    const id = ip.assigned_to
    if (ip.assigned_to_resource_type === 'load_balancer') {
      const lb = lbs.data?.find((l) => l.uuid === id)
      assignee = {
        kind: 'load balancer',
        name: lb?.display_name ?? id,
        href: networkResourcePath('load_balancer', location, id),
      }
    } else if (ip.assigned_to_resource_type === 'service') {
      assignee = { kind: 'service', name: id, href: null }
    } else {
      const vm = vms.data?.find((v) => v.uuid === id)
      assignee = { kind: 'virtual machine', name: vm?.name ?? id, href: vmPath(location, id) }
    }
  }
  return (
    <IpDetailView
      ip={ip}
      locationName={locations.data?.find((l) => l.slug === location)?.display_name ?? location}
      assignee={assignee}
      vms={vms.data}
      interfaces={interfaces.data}
      priceList={prices.isPending ? undefined : (prices.data ?? null)}
      billingAccountName={accounts.data?.find((a) => a.id === ip.billing_account_id)?.title ?? null}
      onRename={(name) => actions.rename(ip.address, name)}
      onAssign={(vmUuid, privateIp) => actions.assign(ip.address, vmUuid, privateIp)}
      onUnassign={() => actions.unassign(ip.address)}
      onDelete={() => actions.remove(ip.address)}
      renderLink={renderRouterLink}
    />
  )
}
