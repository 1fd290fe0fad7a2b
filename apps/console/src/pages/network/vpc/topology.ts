/**
 * The VPC page's topology data (issue 11 "A picture"): from the network and the location's VMs, public IPs,
 * load balancers and firewalls, what the design system's NetworkTopology draws — the network's VMs (by
 * `vm_uuids`, API-NOTES §5) with their status and public IPs, the load balancers in the network with their
 * targets, and the firewalls attached to any of its VMs. Each node links to its page.
 */
import type { TopologyData } from '@cirrus/design-system'
import type { Firewall, Ip, LoadBalancer, Network, Vm } from '@cirrus/domain'
import { vmPath } from '../../compute/paths'
import { ipName } from '../ip-address/rows'
import { ipPath, networkResourcePath, vpcPath } from '../paths'

/** What the diagram is drawn from; lists still loading count as empty. */
export type VpcTopologyInput = {
  network: Network
  vms: readonly Vm[]
  ips: readonly Ip[]
  loadBalancers: readonly LoadBalancer[]
  firewalls: readonly Firewall[]
}

/** The network's VMs, in the order of its `vm_uuids`; VMs not (or no longer) listed are left out. */
export function networkMembers(network: Pick<Network, 'vm_uuids'>, vms: readonly Vm[]): Vm[] {
  const byId = new Map(vms.map((vm) => [vm.uuid, vm]))
  return network.vm_uuids.flatMap((id) => {
    const vm = byId.get(id)
    return vm && vm.status !== 'deleted' ? [vm] : []
  })
}

/** The diagram's data. */
export function vpcTopology({ network, vms, ips, loadBalancers, firewalls }: VpcTopologyInput): TopologyData {
  const members = networkMembers(network, vms)
  const memberIds = new Set(members.map((vm) => vm.uuid))
  return {
    network: {
      id: network.uuid,
      label: network.name,
      href: vpcPath(network.location, network.uuid),
      detail: network.subnet,
    },
    vms: members.map((vm) => ({
      id: vm.uuid,
      label: vm.name,
      href: vmPath(vm.location, vm.uuid),
      status: vm.status,
      publicIps: ips
        .filter((ip) => ip.assigned_to === vm.uuid && ip.assigned_to_resource_type === 'virtual_machine')
        .map((ip) => ({
          id: ip.uuid,
          label: ipName(ip) === ip.address ? ip.address : `${ipName(ip)} ${ip.address}`,
          href: ipPath(ip.location, ip.uuid),
        })),
    })),
    loadBalancers: loadBalancers
      .filter((lb) => lb.network_uuid === network.uuid && !lb.is_deleted)
      .map((lb) => ({
        id: lb.uuid,
        label: lb.display_name,
        href: networkResourcePath('load_balancer', lb.location, lb.uuid),
        targetIds: lb.targets.map((t) => t.target_uuid),
      })),
    firewalls: firewalls
      .map((fw) => ({
        fw,
        vmIds: fw.resources_assigned.map((r) => r.resource_uuid).filter((id) => memberIds.has(id)),
      }))
      .filter(({ vmIds }) => vmIds.length > 0)
      .map(({ fw, vmIds }) => ({
        id: fw.uuid,
        label: fw.display_name,
        href: networkResourcePath('firewall', fw.location, fw.uuid),
        vmIds,
      })),
  }
}
