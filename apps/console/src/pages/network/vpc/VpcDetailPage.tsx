/**
 * /network/vpc/{location}/{uuid}/ (SPEC §2): the route module. The loader reads the network (a missing one —
 * Warren's 400 'Network UUID is invalid.' — becomes 'This VPC network is gone' with up to 30 ids that exist,
 * SPEC §8) and prefetches what the page draws: the VMs, interfaces, public IPs, load balancers and firewalls.
 */
import { useParams, type LoaderFunctionArgs } from 'react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { messages, warrenKeys, type Vm } from '@cirrus/domain'
import { renderRouterLink } from '../../../app/links'
import { loadOrMissing } from '../../../app/missing-resource'
import type { AppServices } from '../../../app/services'
import { useServices } from '../../../app/services'
import { networkMissingBoundary } from '../missing'
import { useNetworkAction } from '../use-network-action'
import { vpcKind } from './rows'
import { networkMembers, vpcTopology } from './topology'
import { useVpcActions } from './use-vpc-actions'
import { VpcDetailView } from './VpcDetailView'

/** Reads the network; a missing one throws the not-found error of the missing-resource page. */
export const loader =
  ({ queries, queryClient }: AppServices) =>
  async ({ params }: LoaderFunctionArgs) => {
    const location = params.location ?? ''
    const uuid = params.uuid ?? ''
    await loadOrMissing({
      kind: vpcKind.object,
      id: uuid,
      load: () => queryClient.ensureQueryData(queries.network(location, uuid)),
      ids: async () => (await queryClient.fetchQuery(queries.networkList(location))).map((n) => n.uuid),
    })
    void queryClient.prefetchQuery(queries.vmList(location))
    void queryClient.prefetchQuery(queries.vmInterfaces(location))
    void queryClient.prefetchQuery(queries.ipList(location))
    void queryClient.prefetchQuery(queries.networkList(location))
    return null
  }

/** 'This VPC network is gone', with the ids that exist and 'Create new VPC network'. */
export const ErrorBoundary = networkMissingBoundary(vpcKind)

/** The VPC network's page. */
export default function VpcDetailPage() {
  const { location = '', uuid = '' } = useParams()
  const { client, queries } = useServices()
  const { data: network } = useSuspenseQuery(queries.network(location, uuid))
  const { data: config } = useSuspenseQuery(queries.consoleConfig())
  const vms = useQuery(queries.vmList(location))
  const interfaces = useQuery(queries.vmInterfaces(location))
  const networks = useQuery(queries.networkList(location))
  const ips = useQuery(queries.ipList(location))
  const lbs = useQuery({ ...queries.loadBalancerList(location), enabled: config.features.load_balancers })
  const firewalls = useQuery({ ...queries.firewallList(location), enabled: config.firewallEnabled })
  const locations = useQuery(queries.locations())
  const actions = useVpcActions(location)
  const run = useNetworkAction()
  const members = vms.data ? networkMembers(network, vms.data) : undefined
  const ready = vms.data && ips.data && (lbs.data || !config.features.load_balancers || lbs.isError)
  const interfaceKeys = [warrenKeys.scope('vm_interface', location), warrenKeys.scope('vpc', location)]

  return (
    <VpcDetailView
      network={network}
      locationName={locations.data?.find((l) => l.slug === location)?.display_name ?? location}
      members={members}
      interfaces={interfaces.data}
      networks={networks.data ?? [network]}
      topology={
        ready
          ? vpcTopology({
              network,
              vms: vms.data ?? [],
              ips: ips.data ?? [],
              loadBalancers: lbs.data ?? [],
              firewalls: config.firewallEnabled ? (firewalls.data ?? []) : [],
            })
          : undefined
      }
      onRename={(name) => actions.rename(network.uuid, name)}
      onDelete={() => actions.remove(network.uuid)}
      onSetDefault={() => actions.setDefault(network.uuid)}
      onAddSubinterface={(vm: Vm, sub) =>
        run(
          messages.subinterface.create,
          () =>
            client.vmInterface.createSubinterface(location, vm.uuid, sub.interfaceUuid, {
              network_uuid: sub.networkUuid,
              vlan_tag: sub.vlanTag,
            }),
          { invalidate: interfaceKeys },
        )
      }
      onDeleteSubinterface={(vm: Vm, sub) =>
        run(
          messages.subinterface.delete,
          () => client.vmInterface.deleteSubinterface(location, vm.uuid, sub.uuid),
          { invalidate: interfaceKeys },
        )
      }
      renderLink={renderRouterLink}
    />
  )
}
