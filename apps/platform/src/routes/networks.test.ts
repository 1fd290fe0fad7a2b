import { describe, expect, it } from 'vitest'
import { WarrenNetworkSchema } from '@cirrus/domain'
import { count, eq } from 'drizzle-orm'
import { call, usePlatform } from '../../test/helpers.js'
import { secondBillingAccount, shareWith } from '../../test/delegation.js'
import { vmInNetwork } from '../../test/network-fixtures.js'
import { networks } from '../store/schema.js'
import { NETWORKS_EXHAUSTED } from '../services/networks.js'
import { inSubnet, parseCidr } from '../services/ip4.js'
import { setQuotas } from '../services/quotas.js'

const t = usePlatform()
const NET = '/v1/tll01/network/network'

const create = (token: string, name?: string) =>
  call(t.app, 'POST', name === undefined ? NET : `${NET}?name=${encodeURIComponent(name)}`, { token })
const networkCount = async () => (await t.store.db.select({ n: count() }).from(networks))[0]!.n

describe('VPC networks (API-NOTES §5)', () => {
  it('creates from a query name; the first is the default, later ones are not; subnets are valid CIDRs', async () => {
    const first = await create(t.alice.token, 'Backend')
    expect(first.status).toBe(200)
    expect(WarrenNetworkSchema.parse(first.body)).toMatchObject({
      name: 'Backend',
      type: 'private',
      is_default: true,
      vm_uuids: [],
      resources_count: 0,
    })
    const second = await call(t.app, 'POST', NET, { token: t.alice.token, form: { name: 'Frontend' } })
    expect(second.body).toMatchObject({ name: 'Frontend', is_default: false })
    for (const n of [first.body, second.body]) {
      expect(parseCidr(n.subnet)?.prefix).toBe(24)
      expect(n.vlan_id).toBeGreaterThan(0)
    }
    expect(second.body.subnet).not.toBe(first.body.subnet)
    expect(first.body.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
  })

  it('without a name returns the default network, creating "Default network" once', async () => {
    const made = await create(t.alice.token)
    expect(made.body).toMatchObject({ name: 'Default network', is_default: true })
    const again = await create(t.alice.token)
    expect(again.body.uuid).toBe(made.body.uuid)
    expect(await networkCount()).toBe(1)
  })

  it('lists and reads the caller’s networks of the location only', async () => {
    const own = await create(t.alice.token, 'Backend')
    await create(t.bob.token, 'Bob net')
    await call(t.app, 'POST', '/v1/jhv02/network/network?name=Elsewhere', { token: t.alice.token })
    const list = await call(t.app, 'GET', '/v1/tll01/network/networks', { token: t.alice.token })
    expect(list.body.map((n: { name: string }) => n.name)).toEqual(['Backend'])
    const got = await call(t.app, 'GET', `${NET}/${own.body.uuid}/`, { token: t.alice.token })
    expect(got.body).toEqual(own.body)
    const elsewhere = await call(t.app, 'GET', `/v1/jhv02/network/network/${own.body.uuid}`, {
      token: t.alice.token,
    })
    expect(elsewhere.status).toBe(400)
  })

  it('answers unknown, malformed and foreign uuids with 400 "Network UUID is invalid."', async () => {
    const bobs = await create(t.bob.token, 'Bob net')
    for (const uuid of [bobs.body.uuid, '00000000-0000-4000-8000-000000000000', 'nope']) {
      for (const method of ['GET', 'PATCH', 'DELETE', 'PUT'] as const) {
        const path = method === 'PUT' ? `${NET}/${uuid}/default` : `${NET}/${uuid}`
        const json = method === 'GET' ? undefined : { name: 'stolen' }
        const res = await call(t.app, method, path, { token: t.alice.token, json })
        expect(res.status, `${method} ${uuid}`).toBe(400)
        expect(res.body.message).toBe('Network UUID is invalid.')
      }
    }
    const [row] = await t.store.db.select().from(networks).where(eq(networks.uuid, bobs.body.uuid))
    expect(row!.name).toBe('Bob net')
  })

  it('renames with JSON; an empty name is a 400 naming the field and changes nothing', async () => {
    const net = await create(t.alice.token, 'Backend')
    const renamed = await call(t.app, 'PATCH', `${NET}/${net.body.uuid}`, {
      token: t.alice.token,
      json: { name: 'Back end' },
    })
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Back end', uuid: net.body.uuid } })
    const invalid = await call(t.app, 'PATCH', `${NET}/${net.body.uuid}`, {
      token: t.alice.token,
      json: { name: '' },
    })
    expect(invalid.status).toBe(400)
    expect(Object.keys(invalid.body.errors)).toEqual(['name'])
    const [row] = await t.store.db.select().from(networks).where(eq(networks.uuid, net.body.uuid))
    expect(row!.name).toBe('Back end')
  })

  it('sets the default: exactly one default per user and location', async () => {
    const first = await create(t.alice.token, 'One')
    const second = await create(t.alice.token, 'Two')
    const res = await call(t.app, 'PUT', `${NET}/${second.body.uuid}/default`, { token: t.alice.token })
    expect(res).toMatchObject({ status: 200, body: { uuid: second.body.uuid, is_default: true } })
    const list = await call(t.app, 'GET', '/v1/tll01/network/networks', { token: t.alice.token })
    expect(
      list.body.filter((n: { is_default: boolean }) => n.is_default).map((n: { uuid: string }) => n.uuid),
    ).toEqual([second.body.uuid])
    expect(list.body.find((n: { uuid: string }) => n.uuid === first.body.uuid).is_default).toBe(false)
  })

  it('shows member VMs in vm_uuids with addresses inside the subnet', async () => {
    const vm = await vmInNetwork(t, t.alice)
    const other = await vmInNetwork(t, t.alice)
    const list = await call(t.app, 'GET', '/v1/tll01/network/networks', { token: t.alice.token })
    expect(list.body).toHaveLength(1)
    expect(list.body[0].vm_uuids).toEqual([vm.uuid, other.uuid])
    expect(list.body[0].resources_count).toBe(2)
    for (const v of [vm, other]) expect(inSubnet(v.privateIpv4, list.body[0].subnet)).toBe(true)
    expect(vm.privateIpv4).not.toBe(other.privateIpv4)
  })

  it('puts a VM created through the VM API in the default network, inside its subnet', async () => {
    const vm = await call(t.app, 'POST', '/v1/tll01/user-resource/vm', {
      token: t.alice.token,
      form: { name: 'web-1', os_name: 'ubuntu', os_version: '24.04', disks: 20, vcpu: 1, ram: 1024 },
    })
    expect(vm.status).toBe(200)
    const list = await call(t.app, 'GET', '/v1/tll01/network/networks', { token: t.alice.token })
    const network = list.body.find((n: { is_default: boolean }) => n.is_default)
    expect(network.vm_uuids).toEqual([vm.body.uuid])
    expect(parseCidr(network.subnet)).not.toBeNull()
    expect(inSubnet(vm.body.private_ipv4, network.subnet)).toBe(true)
  })

  it('deletes an empty network (200, empty body) but never the default or one with resources', async () => {
    const def = await create(t.alice.token, 'Default')
    const busy = await create(t.alice.token, 'Busy')
    const empty = await create(t.alice.token, 'Empty')
    await vmInNetwork(t, t.alice, { networkUuid: busy.body.uuid })
    const refusedDefault = await call(t.app, 'DELETE', `${NET}/${def.body.uuid}`, { token: t.alice.token })
    expect(refusedDefault.status).toBe(400)
    const refusedBusy = await call(t.app, 'DELETE', `${NET}/${busy.body.uuid}`, { token: t.alice.token })
    expect(refusedBusy.status).toBe(400)
    const ok = await call(t.app, 'DELETE', `${NET}/${empty.body.uuid}/`, { token: t.alice.token })
    expect(ok).toMatchObject({ status: 200, text: '' })
    expect(await networkCount()).toBe(2)
  })

  it('is shared with a grantee; a restricted group shares only its billing account', async () => {
    const net = await create(t.alice.token, 'Shared')
    const before = await call(t.app, 'GET', `${NET}/${net.body.uuid}`, { token: t.bob.token })
    expect(before.status).toBe(400)
    const second = await secondBillingAccount(t, t.alice)
    const groupId = await shareWith(t, t.alice, t.bob, second)
    const restricted = await call(t.app, 'GET', `${NET}/${net.body.uuid}`, { token: t.bob.token })
    expect(restricted.status).toBe(400)
    await call(t.app, 'DELETE', `/v1/user-resource/access_group/${groupId}`, { token: t.alice.token })
    await shareWith(t, t.alice, t.bob)
    const shared = await call(t.app, 'GET', `${NET}/${net.body.uuid}`, { token: t.bob.token })
    expect(shared.status).toBe(200)
    const renamed = await call(t.app, 'PATCH', `${NET}/${net.body.uuid}`, {
      token: t.bob.token,
      json: { name: 'Renamed by Bob' },
    })
    expect(renamed.body.name).toBe('Renamed by Bob')
    const list = await call(t.app, 'GET', '/v1/tll01/network/networks', { token: t.bob.token })
    expect(list.body.map((n: { uuid: string }) => n.uuid)).toEqual([net.body.uuid])
  })

  it('takes the last free VLAN, then answers a clear 400 when the location has none left (never hangs)', async () => {
    // 3 899 of the 3 900 VLANs (100–3999) in use, each network on its own /24.
    const rows = Array.from({ length: 3899 }, (_, i) => ({
      userId: t.alice.id,
      billingAccountId: t.alice.billingAccountId,
      location: 'tll01',
      name: `n${i}`,
      vlanId: 100 + i,
      subnet: `10.${1 + Math.floor(i / 256)}.${i % 256}.0/24`,
    }))
    for (let i = 0; i < rows.length; i += 500)
      await t.store.db.insert(networks).values(rows.slice(i, i + 500))
    // Alice's network quota (50 by default) would refuse first: an operator raised it.
    await setQuotas(t.store.db, t.alice.billingAccountId, { networks: 5000 })
    const last = await create(t.alice.token, 'Last')
    expect(last.status).toBe(200)
    expect(last.body.vlan_id).toBe(3999)
    expect(rows.map((r) => r.subnet)).not.toContain(last.body.subnet)
    const full = await create(t.alice.token, 'One too many')
    expect(full.status).toBe(400)
    expect(full.body.message).toBe(NETWORKS_EXHAUSTED)
    expect(await networkCount()).toBe(3900)
    // Another user's space is separate.
    expect((await create(t.bob.token, 'Elsewhere')).status).toBe(200)
  })
})
