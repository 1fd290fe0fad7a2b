import { describe, expect, it } from 'vitest'
import { makeFirewall, makeIp, makeLoadBalancer, makeNetwork, makeVm } from '@cirrus/domain/fixtures'
import { networkMembers, vpcTopology } from './topology'

const a = makeVm({ name: 'a', status: 'running' }, 1)
const b = makeVm({ name: 'b', status: 'stopped' }, 2)
const outsider = makeVm({ name: 'c' }, 3)
const network = makeNetwork({ vm_uuids: [b.uuid, a.uuid] }, 1)

describe('VPC topology', () => {
  it('members are the network vm_uuids, in that order, deleted ones left out', () => {
    const gone = makeVm({ status: 'deleted' }, 4)
    const net = makeNetwork({ vm_uuids: [b.uuid, gone.uuid, a.uuid] }, 1)
    expect(networkMembers(net, [a, b, outsider, gone]).map((vm) => vm.name)).toEqual(['b', 'a'])
  })

  it('draws the members with their status and public IPs, the LBs of this network and the firewalls on its VMs', () => {
    const ip = makeIp({ name: '', assigned_to: a.uuid, assigned_to_resource_type: 'virtual_machine' }, 1)
    const lbIn = makeLoadBalancer({ network_uuid: network.uuid }, 1)
    const lbOut = makeLoadBalancer({ network_uuid: makeNetwork({}, 2).uuid }, 2)
    const fwOn = makeFirewall({ resources_assigned: [{ resource_type: 'vm', resource_uuid: a.uuid }] }, 1)
    const fwOff = makeFirewall(
      { resources_assigned: [{ resource_type: 'vm', resource_uuid: outsider.uuid }] },
      2,
    )
    const data = vpcTopology({
      network,
      vms: [a, b, outsider],
      ips: [ip, makeIp({}, 2)],
      loadBalancers: [lbIn, lbOut],
      firewalls: [fwOn, fwOff],
    })
    expect(data.network.detail).toBe(network.subnet)
    expect(data.vms.map((vm) => [vm.label, vm.status, vm.publicIps.map((p) => p.label)])).toEqual([
      ['b', 'stopped', []],
      ['a', 'running', [ip.address]],
    ])
    expect(data.vms[1]!.href).toBe(`/compute/vm/tll01/${a.uuid}/`)
    expect(data.loadBalancers.map((lb) => lb.id)).toEqual([lbIn.uuid])
    expect(data.loadBalancers[0]!.href).toBe(`/network/load_balancer/tll01/${lbIn.uuid}/`)
    expect(data.firewalls.map((fw) => [fw.id, fw.vmIds])).toEqual([[fwOn.uuid, [a.uuid]]])
  })
})
