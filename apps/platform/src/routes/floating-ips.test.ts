import { describe, expect, it } from 'vitest'
import { WarrenIpSchema } from '@cirrus/domain'
import { count, eq, sql } from 'drizzle-orm'
import { call, usePlatform } from '../../test/helpers.js'
import { secondBillingAccount, shareWith } from '../../test/delegation.js'
import { vmInNetwork } from '../../test/network-fixtures.js'
import { PUBLIC_IPS_EXHAUSTED } from '../services/floating-ips.js'
import { PUBLIC_ADDRESS_COUNT } from '../services/ip4.js'
import { floatingIps, subinterfaces } from '../store/schema.js'

const t = usePlatform()
const IPS = '/v1/tll01/network/ip_addresses'
const DOC_RANGES = /^(198\.51\.100|203\.0\.113|192\.0\.2)\.\d{1,3}$/

const create = (token: string, json: unknown = {}) => call(t.app, 'POST', IPS, { token, json })
const ipCount = async () => (await t.store.db.select({ n: count() }).from(floatingIps))[0]!.n

describe('floating IPs (API-NOTES §4, §16)', () => {
  it('creates with every field real clients check; without a billing account the default one', async () => {
    const res = await create(t.alice.token, { name: 'web' })
    expect(res.status).toBe(200)
    const ip = WarrenIpSchema.parse(res.body)
    expect(ip).toMatchObject({
      name: 'web',
      type: 'public',
      is_ipv6: false,
      enabled: true,
      is_deleted: false,
      is_virtual: false,
      user_id: t.alice.id,
      billing_account_id: t.alice.billingAccountId,
      network_id: null,
    })
    expect(Number.isInteger(res.body.id) && res.body.id >= 1).toBe(true)
    expect(res.body.address).toMatch(DOC_RANGES)
    for (const key of ['assigned_to', 'assigned_to_resource_type', 'assigned_to_private_ip']) {
      expect(res.body).toHaveProperty(key, null)
    }
    const second = await create(t.alice.token, { billing_account_id: t.alice.billingAccountId })
    expect(second.body.address).not.toBe(res.body.address)
    expect(second.body.name).toBe('')
  })

  it('refuses a bad or foreign billing account with a 400 naming it, writing nothing', async () => {
    const bad = await create(t.alice.token, { billing_account_id: 'abc' })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors)).toEqual(['billing_account_id'])
    const foreign = await create(t.alice.token, { billing_account_id: t.bob.billingAccountId })
    expect(foreign.status).toBe(400)
    expect(foreign.body.errors).toHaveProperty('billing_account_id')
    expect(await ipCount()).toBe(0)
  })

  it('lists per location with the billing_account_id and vm_uuid filters', async () => {
    const second = await secondBillingAccount(t, t.alice)
    const a = await create(t.alice.token)
    const b = await create(t.alice.token, { billing_account_id: second })
    await call(t.app, 'POST', '/v1/jhv02/network/ip_addresses', { token: t.alice.token, json: {} })
    await create(t.bob.token)
    const vm = await vmInNetwork(t, t.alice)
    await call(t.app, 'POST', `${IPS}/${b.body.address}/assign`, {
      token: t.alice.token,
      json: { vm_uuid: vm.uuid },
    })
    const addresses = async (query: string) =>
      (await call(t.app, 'GET', `${IPS}${query}`, { token: t.alice.token })).body.map(
        (ip: { address: string }) => ip.address,
      )
    expect(await addresses('')).toEqual([a.body.address, b.body.address])
    expect(await addresses(`?billing_account_id=${second}`)).toEqual([b.body.address])
    expect(await addresses(`?vm_uuid=${vm.uuid}`)).toEqual([b.body.address])
    const invalid = await call(t.app, 'GET', `${IPS}?vm_uuid=nope`, { token: t.alice.token })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors).toHaveProperty('vm_uuid')
  })

  it('reads, renames and moves an address; unknown and foreign addresses are 404', async () => {
    const second = await secondBillingAccount(t, t.alice)
    const ip = await create(t.alice.token, { name: 'web' })
    const path = `${IPS}/${ip.body.address}`
    expect((await call(t.app, 'GET', `${path}/`, { token: t.alice.token })).body).toEqual(ip.body)
    const patched = await call(t.app, 'PATCH', path, {
      token: t.alice.token,
      json: { name: 'api', billing_account_id: second },
    })
    expect(patched.body).toMatchObject({ name: 'api', billing_account_id: second })
    const badMove = await call(t.app, 'PATCH', path, {
      token: t.alice.token,
      json: { name: 'stolen', billing_account_id: t.bob.billingAccountId },
    })
    expect(badMove.status).toBe(400)
    const [row] = await t.store.db.select().from(floatingIps).where(eq(floatingIps.id, ip.body.id))
    expect(row!.name).toBe('api')
    const unknown = await call(t.app, 'GET', `${IPS}/198.51.100.250`, { token: t.alice.token })
    expect(unknown).toMatchObject({
      status: 404,
      body: { message: 'Ip address 198.51.100.250 was not found.' },
    })
    for (const [method, suffix] of [
      ['GET', ''],
      ['PATCH', ''],
      ['DELETE', ''],
      ['POST', '/unassign'],
    ] as const) {
      const res = await call(t.app, method, path + suffix, {
        token: t.bob.token,
        json: method === 'GET' ? undefined : { name: 'stolen' },
      })
      expect(res.status, `${method} ${suffix}`).toBe(404)
    }
  })

  it('assigns with all three body forms and any interface address, then unassigns', async () => {
    const vm = await vmInNetwork(t, t.alice)
    await t.store.db.insert(subinterfaces).values({
      vmUuid: vm.uuid,
      parentUuid: vm.uuid,
      networkUuid: vm.networkUuid!,
      vlanTag: 10,
      mac: vm.mac,
      privateIpv4: '10.200.0.5',
    })
    const one = await create(t.alice.token)
    const two = await create(t.alice.token)
    const documented = await call(t.app, 'POST', `${IPS}/${one.body.address}/assign`, {
      token: t.alice.token,
      json: { vm_uuid: vm.uuid },
    })
    expect(documented.body).toMatchObject({
      assigned_to: vm.uuid,
      assigned_to_resource_type: 'virtual_machine',
      assigned_to_private_ip: vm.privateIpv4,
    })
    const live = await call(t.app, 'POST', `${IPS}/${two.body.address}/assign`, {
      token: t.alice.token,
      json: { assigned_to: vm.uuid, assigned_to_resource_type: 'virtual_machine', private_ip: '10.200.0.5' },
    })
    expect(live.body).toMatchObject({ assigned_to: vm.uuid, assigned_to_private_ip: '10.200.0.5' })
    const unassigned = await call(t.app, 'POST', `${IPS}/${two.body.address}/unassign`, {
      token: t.alice.token,
      json: {},
    })
    expect(unassigned.body).toMatchObject({ assigned_to: null, assigned_to_private_ip: null })
    expect(unassigned.body.unassigned_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    const form = await call(t.app, 'POST', `${IPS}/${two.body.address}/assign`, {
      token: t.alice.token,
      form: { vm_uuid: vm.uuid, private_ip: '10.200.0.5' },
    })
    expect(form.body.assigned_to).toBe(vm.uuid)
    const noBody = await call(t.app, 'POST', `${IPS}/${one.body.address}/unassign`, { token: t.alice.token })
    expect(noBody.body.assigned_to).toBeNull()
  })

  it('refuses bad assignments with a 400 and changes nothing', async () => {
    const vm = await vmInNetwork(t, t.alice)
    const bobVm = await vmInNetwork(t, t.bob)
    const ip = await create(t.alice.token)
    const other = await create(t.alice.token)
    const assign = (json: unknown, address = ip.body.address) =>
      call(t.app, 'POST', `${IPS}/${address}/assign`, { token: t.alice.token, json })
    const noTarget = await assign({})
    expect(noTarget.status).toBe(400)
    expect(noTarget.body.errors).toHaveProperty('assigned_to')
    const noType = await assign({ assigned_to: vm.uuid })
    expect(noType.body.errors).toHaveProperty('assigned_to_resource_type')
    const foreignVm = await assign({ vm_uuid: bobVm.uuid })
    expect(foreignVm).toMatchObject({
      status: 400,
      body: { message: `No such virtual machine exists: ${bobVm.uuid}` },
    })
    const wrongIp = await assign({ vm_uuid: vm.uuid, private_ip: '10.9.9.9' })
    expect(wrongIp.status).toBe(400)
    expect(wrongIp.body.errors).toHaveProperty('private_ip')
    const [row] = await t.store.db.select().from(floatingIps).where(eq(floatingIps.id, ip.body.id))
    expect(row!.assignedTo).toBeNull()
    expect((await assign({ vm_uuid: vm.uuid })).status).toBe(200)
    expect((await assign({ vm_uuid: vm.uuid })).status).toBe(200)
    const sameInterface = await assign({ vm_uuid: vm.uuid }, other.body.address)
    expect(sameInterface.status).toBe(400)
  })

  it('deletes with the literal body true; the address is gone from reads', async () => {
    const vm = await vmInNetwork(t, t.alice)
    const ip = await create(t.alice.token)
    await call(t.app, 'POST', `${IPS}/${ip.body.address}/assign`, {
      token: t.alice.token,
      json: { vm_uuid: vm.uuid },
    })
    const res = await call(t.app, 'DELETE', `${IPS}/${ip.body.address}/`, { token: t.alice.token })
    expect(res.status).toBe(200)
    expect(res.text).toBe('true')
    expect((await call(t.app, 'GET', `${IPS}/${ip.body.address}`, { token: t.alice.token })).status).toBe(404)
    expect((await call(t.app, 'GET', IPS, { token: t.alice.token })).body).toEqual([])
    const [row] = await t.store.db.select().from(floatingIps).where(eq(floatingIps.id, ip.body.id))
    expect(row!.deletedAt).not.toBeNull()
  })

  it('is shared with a grantee; a restricted group or token reaches one billing account', async () => {
    const second = await secondBillingAccount(t, t.alice)
    const onDefault = await create(t.alice.token)
    const onSecond = await create(t.alice.token, { billing_account_id: second })
    await shareWith(t, t.alice, t.bob, second)
    const seen = await call(t.app, 'GET', IPS, { token: t.bob.token })
    expect(seen.body.map((ip: { address: string }) => ip.address)).toEqual([onSecond.body.address])
    const hidden = await call(t.app, 'GET', `${IPS}/${onDefault.body.address}`, { token: t.bob.token })
    expect(hidden.status).toBe(404)
    const renamed = await call(t.app, 'PATCH', `${IPS}/${onSecond.body.address}`, {
      token: t.bob.token,
      json: { name: 'by bob' },
    })
    expect(renamed.body.name).toBe('by bob')
    const created = await create(t.bob.token, { billing_account_id: second })
    expect(created.body).toMatchObject({ user_id: t.alice.id, billing_account_id: second })
    const restricted = await call(t.app, 'GET', IPS, { token: t.aliceRestrictedToken })
    expect(restricted.body.map((ip: { address: string }) => ip.address)).toEqual([onDefault.body.address])
    const viaRestricted = await create(t.aliceRestrictedToken)
    expect(viaRestricted.body.billing_account_id).toBe(t.alice.billingAccountId)
  })
})

describe('assign on unknown and foreign addresses (issue 4 "Done when")', () => {
  it('answers 404 and assigns nothing', async () => {
    const ip = await create(t.alice.token)
    const bobVm = await vmInNetwork(t, t.bob)
    const foreign = await call(t.app, 'POST', `${IPS}/${ip.body.address}/assign`, {
      token: t.bob.token,
      json: { vm_uuid: bobVm.uuid },
    })
    expect(foreign.status).toBe(404)
    const unknown = await call(t.app, 'POST', `${IPS}/198.51.100.250/assign`, {
      token: t.bob.token,
      json: { vm_uuid: bobVm.uuid },
    })
    expect(unknown).toMatchObject({
      status: 404,
      body: { message: 'Ip address 198.51.100.250 was not found.' },
    })
    const rows = await t.store.db.select().from(floatingIps)
    expect(rows.map((r) => r.assignedTo)).toEqual([null])
  })

  it('answers a clear 400 when the public address pool is used up, writing nothing', async () => {
    // Every address is handed out once, by id: move the id sequence to the last address of the pool.
    await t.store.db.execute(
      sql`select setval(pg_get_serial_sequence('floating_ips', 'id'), ${PUBLIC_ADDRESS_COUNT - 1})`,
    )
    const last = await create(t.alice.token)
    expect(last.status).toBe(200)
    expect(last.body.address).toBe('100.127.255.254')
    const res = await create(t.alice.token)
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ message: PUBLIC_IPS_EXHAUSTED, errors: { Error: PUBLIC_IPS_EXHAUSTED } })
    expect(await ipCount()).toBe(1)
  })
})
