import { describe, expect, it } from 'vitest'
import { TOPOLOGY_GRID, topologyDescription, topologyLayout, type TopologyData } from './layout'

const item = (id: string) => ({ id, label: id, href: `/${id}` })
const vm = (id: string, ips: string[] = [], status = 'running') => ({
  ...item(id),
  status,
  publicIps: ips.map(item),
})
const empty: TopologyData = { network: item('net'), vms: [], loadBalancers: [], firewalls: [] }

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

describe('topology layout', () => {
  it('an empty network is one node and no edges', () => {
    const out = topologyLayout(empty)
    expect(out.nodes.map((n) => n.kind)).toEqual(['network'])
    expect(out.edges).toEqual([])
    expect(out.width).toBe(TOPOLOGY_GRID.margin * 2 + TOPOLOGY_GRID.nodeWidth)
  })

  it('links every VM to the network and each public IP to its VM, IPs under their VM', () => {
    const out = topologyLayout({ ...empty, vms: [vm('a', ['ip1', 'ip2']), vm('b')] })
    expect(out.edges.map((e) => e.id).sort()).toEqual(
      ['ip:a->ip1', 'ip:a->ip2', 'member:net->a', 'member:net->b'].sort(),
    )
    const a = out.nodes.find((n) => n.id === 'a')!
    const ips = out.nodes.filter((n) => n.kind === 'ip')
    for (const ip of ips) {
      expect(ip.x).toBe(a.x)
      expect(ip.y).toBeGreaterThan(a.y)
    }
  })

  it('draws load balancers to their targets and firewalls to their VMs, ignoring unknown VMs', () => {
    const out = topologyLayout({
      ...empty,
      vms: [vm('a'), vm('b')],
      loadBalancers: [{ ...item('lb'), targetIds: ['a', 'b', 'elsewhere'] }],
      firewalls: [{ ...item('fw'), vmIds: ['b'] }],
    })
    const ids = out.edges.map((e) => e.id)
    expect(ids).toContain('target:lb->a')
    expect(ids).toContain('target:lb->b')
    expect(ids).toContain('member:net->lb')
    expect(ids).toContain('firewall:fw->b')
    expect(ids.some((id) => id.includes('elsewhere'))).toBe(false)
  })

  it('wraps many VMs into rows, and no two nodes overlap; all fit the canvas', () => {
    const vms = Array.from({ length: 12 }, (_, i) => vm(`vm${i}`, i % 3 === 0 ? [`ip${i}`] : []))
    const out = topologyLayout({ ...empty, vms, loadBalancers: [{ ...item('lb'), targetIds: [] }] }, 5)
    const rows = new Set(out.nodes.filter((n) => n.kind === 'vm').map((n) => n.y))
    expect(rows.size).toBe(3)
    for (const [i, a] of out.nodes.entries()) {
      expect(a.x).toBeGreaterThanOrEqual(0)
      expect(a.x + a.width).toBeLessThanOrEqual(out.width)
      expect(a.y + a.height).toBeLessThanOrEqual(out.height)
      for (const b of out.nodes.slice(i + 1)) expect(overlaps(a, b)).toBe(false)
    }
  })

  it('describes the diagram in sentences (its text alternative)', () => {
    const lines = topologyDescription({
      network: { ...item('backend'), detail: '10.0.0.0/24' },
      vms: [vm('web', ['198.51.100.2'], 'stopped')],
      loadBalancers: [{ ...item('lb'), targetIds: ['web'] }],
      firewalls: [],
    })
    expect(lines).toEqual([
      'VPC network backend (10.0.0.0/24): 1 virtual machine, 1 load balancer, 0 firewalls.',
      'Virtual machine web: stopped; public IPs: 198.51.100.2.',
      'Load balancer lb: targets web.',
    ])
  })
})

describe('membership lines', () => {
  it('reach the first row directly and later rows along the left margin, ending on top of the VM', () => {
    const out = topologyLayout({ ...empty, vms: [vm('a'), vm('b'), vm('c')] }, 2)
    const toA = out.edges.find((e) => e.id === 'member:net->a')!
    const toC = out.edges.find((e) => e.id === 'member:net->c')!
    expect(toA.points).toHaveLength(4)
    expect(toC.points).toHaveLength(6)
    expect(Math.min(...toC.points.map((pt) => pt.x))).toBe(TOPOLOGY_GRID.margin / 2)
    const c = out.nodes.find((n) => n.id === 'c')!
    expect(toC.points.at(-1)).toEqual({ x: c.x + c.width / 2, y: c.y })
  })
})
