/** The kinds of node a topology diagram draws. */
export const topologyNodeKinds = ['network', 'vm', 'ip', 'load_balancer', 'firewall'] as const
/** A kind of node. */
export type TopologyNodeKind = (typeof topologyNodeKinds)[number]

/** The kinds of edge: VM in the network, public IP on a VM, LB in the network and to its targets, firewall on a VM. */
export const topologyEdgeKinds = ['member', 'ip', 'target', 'firewall'] as const
/** A kind of edge. */
export type TopologyEdgeKind = (typeof topologyEdgeKinds)[number]

/** Words for each kind, in the text alternative and the nodes' accessible names. */
export const topologyKindLabels: Record<TopologyNodeKind, string> = {
  network: 'VPC network',
  vm: 'Virtual machine',
  ip: 'Public IP',
  load_balancer: 'Load balancer',
  firewall: 'Firewall',
}
