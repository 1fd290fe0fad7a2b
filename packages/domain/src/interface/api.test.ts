import { expect } from 'vitest'
import { describeCalls } from '../http/test-utils/calls.js'
import { stripTags } from '../http/fields.js'
import { fixtureUuid, makeSubinterface, makeVmInterface } from '../fixtures/index.js'

const loc = 'tll01'
const iface = makeVmInterface()
const vmUuid = iface.vm_uuid
const net = fixtureUuid('network', 2)
const base = `/v1/${loc}/network/virtual-machines`

describeCalls('VM interface calls (SPEC §7 VM interfaces)', [
  {
    name: "one VM's interfaces: GET network/virtual-machines/{uuid}/interfaces",
    run: (c) => c.vmInterface.listForVm(loc, vmUuid),
    reply: { body: [stripTags(iface)] },
    method: 'GET',
    path: `${base}/${vmUuid}/interfaces`,
    check: (r) => expect(r).toEqual([iface]),
  },
  {
    name: 'all interfaces: GET network/virtual-machines/interfaces',
    run: (c) => c.vmInterface.list(loc),
    reply: { body: [] },
    method: 'GET',
    path: `${base}/interfaces`,
  },
  {
    name: 'create sub-interface: POST …/interfaces/{if_uuid}/subinterfaces, network_uuid and vlan_tag as a string (SPEC §5)',
    run: (c) =>
      c.vmInterface.createSubinterface(loc, vmUuid, iface.uuid, { network_uuid: net, vlan_tag: 100 }),
    reply: { body: makeSubinterface() },
    method: 'POST',
    path: `${base}/${vmUuid}/interfaces/${iface.uuid}/subinterfaces`,
    query: { network_uuid: net, vlan_tag: '100' },
    json: { network_uuid: net, vlan_tag: '100' },
    check: (r) => expect(r).toMatchObject({ vlan_tag: 101 }),
  },
  {
    name: 'delete sub-interface: DELETE …/{uuid}/subinterfaces/{if_uuid}',
    run: (c) => c.vmInterface.deleteSubinterface(loc, vmUuid, fixtureUuid('subinterface', 1)),
    reply: { status: 200 },
    method: 'DELETE',
    path: `${base}/${vmUuid}/subinterfaces/${fixtureUuid('subinterface', 1)}`,
  },
])
