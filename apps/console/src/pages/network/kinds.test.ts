import { describe, expect, it } from 'vitest'
import { defaultConsoleConfig, demoPriceList, money, type ConsoleConfig } from '@cirrus/domain'
import { makeIp, makeNetwork } from '@cirrus/domain/fixtures'
import { networkKind, type NetworkKind } from './kind'
import { kindOfType, kindRows, NETWORK_KINDS, shownKinds } from './kinds'
import { ipRows } from './ip-address/rows'
import { vpcRows } from './vpc/rows'

const config = (over: Partial<ConsoleConfig> = {}, features: Partial<ConsoleConfig['features']> = {}) => ({
  ...defaultConsoleConfig,
  ...over,
  features: { ...defaultConsoleConfig.features, ...features },
})

/** A stand-in for net-b's firewall kind: the registry must treat it by the config's flag. */
const firewallKind: NetworkKind = networkKind<{ uuid: string }>({
  kind: 'firewall',
  label: 'Firewalls',
  object: 'firewall',
  createLabel: 'Create firewall',
  createPath: '/network/create/firewall',
  emptyText: 'No firewalls',
  query: () => ({ queryKey: ['fw'], queryFn: async () => [] }),
  rows: (items) => items.map((f) => ({ id: f.uuid, kind: 'firewall', name: f.uuid, href: '/x' })),
})

describe('network kinds registry', () => {
  it('lists VPC networks, IP addresses, load balancers and firewalls, each with its create page', () => {
    expect(NETWORK_KINDS.map((k) => [k.kind, k.createPath])).toEqual([
      ['vpc', '/network/create/vpc'],
      ['ip_address', '/network/create/ip_address'],
      ['load_balancer', '/network/create/load_balancer'],
      ['firewall', '/network/create/firewall'],
    ])
  })

  it('hides a kind whose feature is off (SPEC §6)', () => {
    expect(shownKinds(config({}, { vpcs: false })).map((k) => k.kind)).toEqual([
      'ip_address',
      'load_balancer',
      'firewall',
    ])
    expect(shownKinds(config({}, { load_balancers: false })).map((k) => k.kind)).not.toContain(
      'load_balancer',
    )
    expect(kindOfType(config({}, { vpcs: false }), 'vpc')).toBeUndefined()
    expect(kindOfType(config(), 'vpc')?.kind).toBe('vpc')
    expect(kindOfType(config(), 'nonsense')).toBeUndefined()
  })

  it('with firewallEnabled off the firewall kind is hidden and its list empty (SPEC §6)', () => {
    const kinds = [...NETWORK_KINDS, firewallKind]
    const off = config({ firewallEnabled: false })
    const on = config({ firewallEnabled: true })
    expect(shownKinds(off, kinds).map((k) => k.kind)).not.toContain('firewall')
    expect(shownKinds(on, kinds).map((k) => k.kind)).toContain('firewall')
    const items = [{ uuid: 'a' }, { uuid: 'b' }]
    expect(kindRows(off, firewallKind, items, { priceList: null })).toEqual([])
    expect(kindRows(on, firewallKind, items, { priceList: null })).toHaveLength(2)
  })
})

describe('VPC rows', () => {
  it('puts the default network first and marks it', () => {
    const rows = vpcRows([
      makeNetwork({ name: 'b-net', is_default: false }, 2),
      makeNetwork({ name: 'z-default', is_default: true }, 1),
      makeNetwork({ name: 'a-net', is_default: false }, 3),
    ])
    expect(rows.map((r) => [r.name, r.isDefault])).toEqual([
      ['z-default', true],
      ['a-net', false],
      ['b-net', false],
    ])
    expect(rows[0]!.price).toBeUndefined()
    expect(rows[0]!.href).toBe(`/network/vpc/tll01/${makeNetwork({}, 1).uuid}/`)
  })

  it('says the subnet and how many VMs are in it', () => {
    const [row] = vpcRows([makeNetwork({ subnet: '10.9.0.0/24', vm_uuids: [makeNetwork({}, 5).uuid] }, 1)])
    expect(row!.secondary).toBe('10.9.0.0/24 · 1 VM')
  })
})

describe('IP rows', () => {
  it('prices an assigned IP at ASSIGNED_FLOATING_IP and an unassigned one at UNASSIGNED_FLOATING_IP (SPEC §3)', () => {
    // The demo list's ASSIGNED_FLOATING_IP is 0.006849/h, UNASSIGNED_FLOATING_IP 0.012329/h.
    const list = demoPriceList
    const assigned = makeIp(
      { name: 'web', assigned_to: makeNetwork({}, 9).uuid, assigned_to_resource_type: 'virtual_machine' },
      1,
    )
    const free = makeIp({ name: 'spare' }, 2)
    const rows = ipRows([free, assigned], list)
    expect(rows.map((r) => [r.name, r.status, r.price])).toEqual([
      ['spare', 'unassigned', money('0.012329', 'EUR')],
      ['web', 'assigned', money('0.006849', 'EUR')],
    ])
  })

  it('names an unnamed IP by its address', () => {
    expect(ipRows([makeIp({ name: '' }, 3)], null)[0]!.name).toBe(makeIp({}, 3).address)
  })
})
