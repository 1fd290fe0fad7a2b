import { describe, expect, it } from 'vitest'
import { WarrenVmInterfaceSchema, SubinterfaceSchema } from '@cirrus/domain'
import { count } from 'drizzle-orm'
import { call, usePlatform } from '../../test/helpers.js'
import { secondBillingAccount, shareWith } from '../../test/delegation.js'
import { vmInNetwork } from '../../test/network-fixtures.js'
import { subinterfaces } from '../store/schema.js'
import { primaryInterfaceUuid } from '../services/network-interfaces.js'
import { inSubnet } from '../services/ip4.js'

const t = usePlatform()
const VMS = '/v1/tll01/network/virtual-machines'

const newNetwork = async (token: string, name: string) =>
  (await call(t.app, 'POST', `/v1/tll01/network/network?name=${name}`, { token })).body
const subCount = async () => (await t.store.db.select({ n: count() }).from(subinterfaces))[0]!.n

/** Alice's VM in her default network, and a second network of hers. */
async function setUp() {
  const vm = await vmInNetwork(t, t.alice)
  const vlan = await newNetwork(t.alice.token, 'Storage')
  const ifUuid = primaryInterfaceUuid(vm.uuid)
  const subPath = `${VMS}/${vm.uuid}/interfaces/${ifUuid}/subinterfaces`
  return { vm, vlan, ifUuid, subPath }
}

describe('VM interfaces and sub-interfaces (SPEC §7, API-NOTES §13)', () => {
  it('lists a VM’s primary interface with a stable uuid', async () => {
    const { vm, ifUuid } = await setUp()
    const res = await call(t.app, 'GET', `${VMS}/${vm.uuid}/interfaces`, { token: t.alice.token })
    expect(res.status).toBe(200)
    expect(res.body).toHaveLength(1)
    expect(WarrenVmInterfaceSchema.parse(res.body[0])).toMatchObject({
      uuid: ifUuid,
      vm_uuid: vm.uuid,
      network_uuid: vm.networkUuid,
      network_name: 'Default network',
      mac: vm.mac,
      private_ipv4: vm.privateIpv4,
      is_primary: true,
      subinterfaces: [],
    })
  })

  it('creates a sub-interface from query parameters with the tag as a string', async () => {
    const { vm, vlan, subPath } = await setUp()
    const res = await call(t.app, 'POST', `${subPath}?network_uuid=${vlan.uuid}&vlan_tag=100`, {
      token: t.alice.token,
    })
    expect(res.status).toBe(200)
    expect(SubinterfaceSchema.parse(res.body)).toMatchObject({
      network_uuid: vlan.uuid,
      vlan_tag: 100,
      mac: vm.mac,
      parent_uuid: primaryInterfaceUuid(vm.uuid),
    })
    expect(inSubnet(res.body.private_ipv4, vlan.subnet)).toBe(true)
    const listed = await call(t.app, 'GET', `${VMS}/${vm.uuid}/interfaces`, { token: t.alice.token })
    expect(listed.body[0].subinterfaces).toEqual([res.body])
    const network = await call(t.app, 'GET', `/v1/tll01/network/network/${vlan.uuid}`, {
      token: t.alice.token,
    })
    expect(network.body.vm_uuids).toEqual([vm.uuid])
    const deleteNetwork = await call(t.app, 'DELETE', `/v1/tll01/network/network/${vlan.uuid}`, {
      token: t.alice.token,
    })
    expect(deleteNetwork.status).toBe(400)
  })

  it('validates tag and network with a 400 naming the field and writes nothing', async () => {
    const { vm, vlan, subPath } = await setUp()
    const bobNet = await newNetwork(t.bob.token, 'Bob')
    const cases: [string, string][] = [
      [`?network_uuid=${vlan.uuid}&vlan_tag=0`, 'vlan_tag'],
      [`?network_uuid=${vlan.uuid}&vlan_tag=4095`, 'vlan_tag'],
      [`?network_uuid=${vlan.uuid}&vlan_tag=abc`, 'vlan_tag'],
      [`?vlan_tag=10`, 'network_uuid'],
      [`?network_uuid=${vm.networkUuid}&vlan_tag=10`, 'network_uuid'],
      [`?network_uuid=${bobNet.uuid}&vlan_tag=10`, 'network_uuid'],
    ]
    for (const [query, field] of cases) {
      const res = await call(t.app, 'POST', subPath + query, { token: t.alice.token })
      expect(res.status, query).toBe(400)
      expect(res.body.errors, query).toHaveProperty([field])
    }
    expect(await subCount()).toBe(0)
    await call(t.app, 'POST', `${subPath}?network_uuid=${vlan.uuid}&vlan_tag=10`, { token: t.alice.token })
    const third = await newNetwork(t.alice.token, 'Third')
    const sameTag = await call(t.app, 'POST', `${subPath}?network_uuid=${third.uuid}&vlan_tag=10`, {
      token: t.alice.token,
    })
    expect(sameTag.status).toBe(400)
    expect(sameTag.body.errors).toHaveProperty('vlan_tag')
    expect(await subCount()).toBe(1)
  })

  it('answers unknown VMs (400), interfaces and sub-interfaces (404)', async () => {
    const { vm, vlan, ifUuid } = await setUp()
    const unknownVm = '00000000-0000-4000-8000-000000000000'
    const noVm = await call(t.app, 'GET', `${VMS}/${unknownVm}/interfaces`, { token: t.alice.token })
    expect(noVm).toMatchObject({
      status: 400,
      body: { message: `No such virtual machine exists: ${unknownVm}` },
    })
    const wrongIf = await call(
      t.app,
      'POST',
      `${VMS}/${vm.uuid}/interfaces/${primaryInterfaceUuid(unknownVm)}/subinterfaces?network_uuid=${vlan.uuid}&vlan_tag=5`,
      { token: t.alice.token },
    )
    expect(wrongIf.status).toBe(404)
    const noSub = await call(t.app, 'DELETE', `${VMS}/${vm.uuid}/subinterfaces/${ifUuid}`, {
      token: t.alice.token,
    })
    expect(noSub).toMatchObject({ status: 404, body: { message: 'Sub-interface not found' } })
  })

  it('deletes a sub-interface (200), unassigning a floating IP mapped to its address', async () => {
    const { vm, vlan, subPath } = await setUp()
    const sub = await call(t.app, 'POST', `${subPath}?network_uuid=${vlan.uuid}&vlan_tag=7`, {
      token: t.alice.token,
    })
    const ip = await call(t.app, 'POST', '/v1/tll01/network/ip_addresses', { token: t.alice.token, json: {} })
    await call(t.app, 'POST', `/v1/tll01/network/ip_addresses/${ip.body.address}/assign`, {
      token: t.alice.token,
      json: { vm_uuid: vm.uuid, private_ip: sub.body.private_ipv4 },
    })
    const res = await call(t.app, 'DELETE', `${VMS}/${vm.uuid}/subinterfaces/${sub.body.uuid}/`, {
      token: t.alice.token,
    })
    expect(res).toMatchObject({ status: 200, text: '' })
    expect(await subCount()).toBe(0)
    const after = await call(t.app, 'GET', `/v1/tll01/network/ip_addresses/${ip.body.address}`, {
      token: t.alice.token,
    })
    expect(after.body.assigned_to).toBeNull()
  })

  it('removes the sub-interface rows of a deleted VM', async () => {
    const { vm, vlan, subPath } = await setUp()
    const other = await setUp()
    for (const path of [subPath, other.subPath])
      await call(t.app, 'POST', `${path}?network_uuid=${vlan.uuid}&vlan_tag=11`, { token: t.alice.token })
    expect(await subCount()).toBe(2)
    const deleted = await call(t.app, 'DELETE', '/v1/tll01/user-resource/vm', {
      token: t.alice.token,
      form: { uuid: vm.uuid },
    })
    expect(deleted.status).toBe(200)
    const rows = await t.store.db.select().from(subinterfaces)
    expect(rows.map((r) => r.vmUuid)).toEqual([other.vm.uuid])
  })

  it('lists every interface of the caller’s VMs in the location, and refuses another user’s VM', async () => {
    const { vm, vlan, subPath } = await setUp()
    const bobVm = await vmInNetwork(t, t.bob)
    await vmInNetwork(t, t.alice, { location: 'jhv02' })
    const all = await call(t.app, 'GET', `${VMS}/interfaces`, { token: t.alice.token })
    expect(all.body.map((i: { vm_uuid: string }) => i.vm_uuid)).toEqual([vm.uuid])
    for (const [method, path] of [
      ['GET', `${VMS}/${vm.uuid}/interfaces`],
      ['POST', `${subPath}?network_uuid=${vlan.uuid}&vlan_tag=9`],
    ] as const) {
      const res = await call(t.app, method, path, { token: t.bob.token })
      expect(res.status, method).toBe(400)
      expect(res.body.message).toBe(`No such virtual machine exists: ${vm.uuid}`)
    }
    const bobs = await call(t.app, 'GET', `${VMS}/interfaces`, { token: t.bob.token })
    expect(bobs.body.map((i: { vm_uuid: string }) => i.vm_uuid)).toEqual([bobVm.uuid])
    expect(await subCount()).toBe(0)
  })

  it('lets a grantee manage the grantor’s VM interfaces, within a restricted group’s account', async () => {
    const { vm, vlan, subPath } = await setUp()
    const second = await secondBillingAccount(t, t.alice)
    const other = await vmInNetwork(t, t.alice, { billingAccountId: second })
    const group = await shareWith(t, t.alice, t.bob, second)
    const all = await call(t.app, 'GET', `${VMS}/interfaces`, { token: t.bob.token })
    expect(all.body.map((i: { vm_uuid: string }) => i.vm_uuid)).toEqual([other.uuid])
    const refused = await call(t.app, 'POST', `${subPath}?network_uuid=${vlan.uuid}&vlan_tag=9`, {
      token: t.bob.token,
    })
    expect(refused.status).toBe(400)
    await call(t.app, 'DELETE', `/v1/user-resource/access_group/${group}`, { token: t.alice.token })
    await shareWith(t, t.alice, t.bob)
    const allowed = await call(t.app, 'POST', `${subPath}?network_uuid=${vlan.uuid}&vlan_tag=9`, {
      token: t.bob.token,
    })
    expect(allowed.status).toBe(200)
    expect(await subCount()).toBe(1)
    expect(vm.uuid).not.toBe(other.uuid)
  })
})

describe('sub-interface delete isolation (issue 4 "Done when")', () => {
  it('refuses to delete a sub-interface of another user’s VM as "No such virtual machine exists"', async () => {
    const { vm, vlan, subPath } = await setUp()
    const sub = await call(t.app, 'POST', `${subPath}?network_uuid=${vlan.uuid}&vlan_tag=5`, {
      token: t.alice.token,
    })
    expect(sub.status).toBe(200)
    const res = await call(t.app, 'DELETE', `${VMS}/${vm.uuid}/subinterfaces/${sub.body.uuid}`, {
      token: t.bob.token,
    })
    expect(res).toMatchObject({
      status: 400,
      body: { message: `No such virtual machine exists: ${vm.uuid}` },
    })
    expect(await subCount()).toBe(1)
  })
})
