/**
 * The layout of a network topology diagram, pure and tested without React: the network on top, its load
 * balancers and firewalls in the row below, the VMs in a grid under them (each with its public IPs stacked
 * beneath it), and straight edges between them. Everything is placed on a fixed grid so the same data always
 * draws the same picture.
 */
import type { TopologyEdgeKind, TopologyNodeKind } from './NetworkTopology.variants'

/** A resource in the diagram, as the caller gives it. */
export type TopologyItem = {
  id: string
  /** The name shown in the node. */
  label: string
  /** Its page: every node is a link. */
  href: string
}

/** The data of a diagram. */
export type TopologyData = {
  network: TopologyItem & { detail?: string }
  /** The network's VMs, each with its status (the node's colour and a word) and public IPs. */
  vms: readonly (TopologyItem & { status: string; publicIps: readonly TopologyItem[] })[]
  /** Load balancers in the network, with the VM ids they forward to. */
  loadBalancers: readonly (TopologyItem & { targetIds: readonly string[] })[]
  /** Firewalls attached to VMs of the network, with those VM ids. */
  firewalls: readonly (TopologyItem & { vmIds: readonly string[] })[]
}

/** A node placed on the canvas. */
export type LaidOutNode = TopologyItem & {
  kind: TopologyNodeKind
  /** A second line: the VM's status, the network's subnet. */
  detail?: string
  status?: string
  x: number
  y: number
  width: number
  height: number
}

/** An edge between two placed nodes, from the bottom of one to the top of the other. */
export type LaidOutEdge = {
  id: string
  kind: TopologyEdgeKind
  from: string
  to: string
  x1: number
  y1: number
  x2: number
  y2: number
  /** The polyline drawn, from (x1, y1) to (x2, y2): straight, or along the VM rows' bus lines. */
  points: { x: number; y: number }[]
}

/** A placed diagram: its size, nodes and edges. */
export type TopologyLayout = { width: number; height: number; nodes: LaidOutNode[]; edges: LaidOutEdge[] }

/** The grid: node sizes, gaps and the VMs per row. */
export const TOPOLOGY_GRID = {
  nodeWidth: 168,
  nodeHeight: 48,
  ipHeight: 44,
  gapX: 24,
  gapY: 56,
  ipGap: 8,
  margin: 16,
  vmsPerRow: 5,
} as const

/** Places the data on the grid. VMs wrap after `vmsPerRow`; edges to unknown VMs are left out. */
export function topologyLayout(
  data: TopologyData,
  vmsPerRow: number = TOPOLOGY_GRID.vmsPerRow,
): TopologyLayout {
  const g = TOPOLOGY_GRID
  const perRow = Math.max(1, Math.floor(vmsPerRow))
  const columns = Math.max(
    1,
    Math.min(data.vms.length, perRow),
    data.loadBalancers.length + data.firewalls.length,
  )
  const width = g.margin * 2 + columns * g.nodeWidth + (columns - 1) * g.gapX
  const nodes: LaidOutNode[] = []
  const edges: LaidOutEdge[] = []
  // Centres a row of `count` nodes on the canvas; the x of its `index`-th node.
  const xIn = (count: number, index: number) => {
    const rowWidth = count * g.nodeWidth + (count - 1) * g.gapX
    return (width - rowWidth) / 2 + index * (g.nodeWidth + g.gapX)
  }

  const network: LaidOutNode = {
    ...data.network,
    detail: data.network.detail,
    kind: 'network',
    x: xIn(1, 0),
    y: g.margin,
    width: g.nodeWidth,
    height: g.nodeHeight,
  }
  nodes.push(network)
  let y = network.y + g.nodeHeight + g.gapY

  const services = [
    ...data.loadBalancers.map((lb) => ({ item: lb, kind: 'load_balancer' as const })),
    ...data.firewalls.map((fw) => ({ item: fw, kind: 'firewall' as const })),
  ]
  const serviceNodes = services.map(({ item, kind }, i): LaidOutNode => {
    const { id, label, href } = item
    return { id, label, href, kind, x: xIn(services.length, i), y, width: g.nodeWidth, height: g.nodeHeight }
  })
  nodes.push(...serviceNodes)
  if (services.length > 0) y += g.nodeHeight + g.gapY

  const vmNodes = new Map<string, LaidOutNode>()
  for (let start = 0; start < data.vms.length; start += perRow) {
    const row = data.vms.slice(start, start + perRow)
    let rowHeight: number = g.nodeHeight
    row.forEach((vm, i) => {
      const x = xIn(row.length, i)
      const node: LaidOutNode = {
        id: vm.id,
        label: vm.label,
        href: vm.href,
        kind: 'vm',
        status: vm.status,
        detail: vm.status,
        x,
        y,
        width: g.nodeWidth,
        height: g.nodeHeight,
      }
      nodes.push(node)
      vmNodes.set(vm.id, node)
      let ipY = y + g.nodeHeight + g.ipGap
      for (const ip of vm.publicIps) {
        nodes.push({ ...ip, kind: 'ip', x, y: ipY, width: g.nodeWidth, height: g.ipHeight })
        edges.push(edge('ip', node, { id: ip.id, x, y: ipY, width: g.nodeWidth }))
        ipY += g.ipHeight + g.ipGap
      }
      rowHeight = Math.max(rowHeight, ipY - g.ipGap - y)
    })
    y += rowHeight + g.gapY
  }

  // A VM joins the network along bus lines: down from the network, along the left margin to the bus above its
  // row, across to the VM. Only the first row, with nothing between it and the network, is reached directly.
  const netX = network.x + network.width / 2
  const netBottom = network.y + network.height
  const trunkX = g.margin / 2
  const firstRowY = services.length > 0 ? null : netBottom + g.gapY
  for (const vm of vmNodes.values()) {
    const e = edge('member', network, vm)
    const busY = vm.y - g.gapY / 2
    e.points =
      vm.y === firstRowY
        ? [p(netX, netBottom), p(netX, busY), p(e.x2, busY), p(e.x2, vm.y)]
        : [
            p(netX, netBottom),
            p(netX, netBottom + g.gapY / 2),
            p(trunkX, netBottom + g.gapY / 2),
            p(trunkX, busY),
            p(e.x2, busY),
            p(e.x2, vm.y),
          ]
    edges.push(e)
  }
  serviceNodes.forEach((node, i) => {
    const service = services[i]!
    if (service.kind === 'load_balancer') edges.push(edge('member', network, node))
    const targets = service.kind === 'load_balancer' ? service.item.targetIds : service.item.vmIds
    for (const target of targets) {
      const vm = vmNodes.get(target)
      if (vm) edges.push(edge(service.kind === 'load_balancer' ? 'target' : 'firewall', node, vm))
    }
  })

  const height = y - g.gapY + g.margin
  return { width, height, nodes, edges }
}

type Box = { id: string; x: number; y: number; width: number; height?: number }

const p = (x: number, y: number) => ({ x, y })

function edge(kind: TopologyEdgeKind, from: Box, to: Box): LaidOutEdge {
  const x1 = from.x + from.width / 2
  const y1 = from.y + (from.height ?? 0)
  const x2 = to.x + to.width / 2
  const y2 = to.y
  return {
    id: `${kind}:${from.id}->${to.id}`,
    kind,
    from: from.id,
    to: to.id,
    x1,
    y1,
    x2,
    y2,
    points: [p(x1, y1), p(x2, y2)],
  }
}

/**
 * The diagram as sentences, for people who do not see it (its text alternative): the network, then each VM
 * with its status and public IPs, each load balancer with its targets, each firewall with its VMs.
 */
export function topologyDescription(data: TopologyData): string[] {
  const vmName = (id: string) => data.vms.find((v) => v.id === id)?.label ?? id
  const list = (names: readonly string[]) => (names.length === 0 ? 'none' : names.join(', '))
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
  const lines = [
    `VPC network ${data.network.label}${data.network.detail ? ` (${data.network.detail})` : ''}: ${count(data.vms.length, 'virtual machine')}, ${count(data.loadBalancers.length, 'load balancer')}, ${count(data.firewalls.length, 'firewall')}.`,
  ]
  for (const vm of data.vms) {
    const ips = vm.publicIps.map((ip) => ip.label)
    lines.push(`Virtual machine ${vm.label}: ${vm.status}; public IPs: ${list(ips)}.`)
  }
  for (const lb of data.loadBalancers)
    lines.push(`Load balancer ${lb.label}: targets ${list(lb.targetIds.map(vmName))}.`)
  for (const fw of data.firewalls)
    lines.push(`Firewall ${fw.label}: attached to ${list(fw.vmIds.map(vmName))}.`)
  return lines
}
