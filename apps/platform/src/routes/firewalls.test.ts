import { describe, expect, it } from 'vitest'
import { WarrenFirewallSchema } from '@cirrus/domain'
import { count, eq } from 'drizzle-orm'
import { call, usePlatform } from '../../test/helpers.js'
import { secondBillingAccount, shareWith } from '../../test/delegation.js'
import { vmInNetwork } from '../../test/network-fixtures.js'
import { firewallVms, firewalls } from '../store/schema.js'

const t = usePlatform()
const FW = '/v1/tll01/network/firewalls'

const ssh = {
  protocol: 'tcp',
  direction: 'inbound',
  port_start: 22,
  endpoint_spec_type: 'ip_prefixes',
  endpoint_spec: ['203.0.113.0/24'],
}
const web = {
  protocol: 'tcp',
  direction: 'inbound',
  port_start: 80,
  port_end: 443,
  endpoint_spec_type: 'any',
}
const out = { protocol: 'any', direction: 'outbound', endpoint_spec_type: 'any' }
const ping = { protocol: 'icmp', direction: 'inbound', endpoint_spec_type: 'any' }

const create = (token: string, json: Record<string, unknown>) =>
  call(t.app, 'POST', FW, { token, json: { billing_account_id: t.alice.billingAccountId, ...json } })
const firewallCount = async () => (await t.store.db.select({ n: count() }).from(firewalls))[0]!.n

describe('firewalls (API-NOTES §6)', () => {
  it('creates with server uuids, filled port_end and the server’s rule order', async () => {
    const res = await create(t.alice.token, {
      display_name: 'web',
      description: 'front',
      rules: [out, web, ping, ssh],
    })
    expect(res.status).toBe(200)
    const fw = WarrenFirewallSchema.parse(res.body)
    expect(fw).toMatchObject({
      display_name: 'web',
      description: 'front',
      user_id: t.alice.id,
      resources_assigned: [],
    })
    expect(res.body.name).toBe('web')
    expect(
      res.body.rules.map((r: { port_start: number | null; protocol: string }) => [r.protocol, r.port_start]),
    ).toEqual([
      ['tcp', 22],
      ['tcp', 80],
      ['icmp', null],
      ['any', null],
    ])
    expect(res.body.rules[0]).toMatchObject({ port_end: 22, endpoint_spec: ['203.0.113.0/24'] })
    expect(res.body.rules[1]).toMatchObject({ port_end: 443, endpoint_spec: null })
    expect(new Set(res.body.rules.map((r: { uuid: string }) => r.uuid)).size).toBe(4)
    const list = await call(t.app, 'GET', FW, { token: t.alice.token })
    expect(list.body).toEqual([res.body])
  })

  it('validates enums, ports and CIDRs with a 400 naming the field, writing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...web, protocol: 'sctp' }, 'rules.0.protocol'],
      [{ ...web, direction: 'sideways' }, 'rules.0.direction'],
      [{ ...web, port_start: 70000 }, 'rules.0.port_start'],
      [{ ...web, port_start: 500, port_end: 400 }, 'rules.0.port_end'],
      [{ ...ssh, endpoint_spec: ['10.0.0.0/33'] }, 'rules.0.endpoint_spec'],
      [{ ...ssh, endpoint_spec: [] }, 'rules.0.endpoint_spec'],
    ]
    for (const [rule, field] of cases) {
      const res = await create(t.alice.token, { display_name: 'bad', rules: [rule] })
      expect(res.status, field).toBe(400)
      expect(res.body.errors, field).toHaveProperty([field])
    }
    const noName = await create(t.alice.token, { rules: [] })
    expect(Object.keys(noName.body.errors)).toEqual(['display_name'])
    const noAccount = await call(t.app, 'POST', FW, { token: t.alice.token, json: { display_name: 'x' } })
    expect(noAccount.status).toBe(400)
    expect(noAccount.body.errors).toHaveProperty('billing_account_id')
    expect(await firewallCount()).toBe(0)
  })

  it('replaces fully with PUT: known rules kept, new ones created, missing ones deleted', async () => {
    const fw = await create(t.alice.token, { display_name: 'web', rules: [ssh, web] })
    const [sshRule, webRule] = fw.body.rules
    const res = await call(t.app, 'PUT', `${FW}/${fw.body.uuid}`, {
      token: t.alice.token,
      json: {
        name: 'web v2',
        description: 'new',
        rules: [{ ...ssh, uuid: sshRule.uuid, port_start: 2222 }, ping],
      },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ display_name: 'web v2', description: 'new' })
    expect(res.body.rules).toHaveLength(2)
    expect(res.body.rules[0]).toMatchObject({ uuid: sshRule.uuid, port_start: 2222, port_end: 2222 })
    expect(res.body.rules[1].uuid).not.toBe(webRule.uuid)
    const unknownRule = await call(t.app, 'PUT', `${FW}/${fw.body.uuid}`, {
      token: t.alice.token,
      json: { name: 'x', rules: [{ ...ssh, uuid: webRule.uuid }] },
    })
    expect(unknownRule.status).toBe(400)
    expect(unknownRule.body.errors).toHaveProperty(['rules.0.uuid'])
    const noName = await call(t.app, 'PUT', `${FW}/${fw.body.uuid}`, {
      token: t.alice.token,
      json: { rules: [] },
    })
    expect(noName.status).toBe(400)
    expect(noName.body.errors).toHaveProperty('name')
    const [row] = await t.store.db.select().from(firewalls).where(eq(firewalls.uuid, fw.body.uuid))
    expect(row!.displayName).toBe('web v2')
  })

  it('links and unlinks VMs through ?vm_uuid=', async () => {
    const fw = await create(t.alice.token, { display_name: 'web', rules: [] })
    const vm = await vmInNetwork(t, t.alice)
    const linked = await call(t.app, 'POST', `${FW}/${fw.body.uuid}/vms?vm_uuid=${vm.uuid}`, {
      token: t.alice.token,
    })
    expect(linked).toMatchObject({ status: 200, body: [{ resource_type: 'vm', resource_uuid: vm.uuid }] })
    const again = await call(t.app, 'POST', `${FW}/${fw.body.uuid}/vms?vm_uuid=${vm.uuid}`, {
      token: t.alice.token,
    })
    expect(again.body).toHaveLength(1)
    const list = await call(t.app, 'GET', FW, { token: t.alice.token })
    expect(list.body[0].resources_assigned).toEqual(linked.body)
    const unlinked = await call(t.app, 'DELETE', `${FW}/${fw.body.uuid}/vms?vm_uuid=${vm.uuid}`, {
      token: t.alice.token,
    })
    expect(unlinked).toMatchObject({ status: 204, text: '' })
    expect((await t.store.db.select({ n: count() }).from(firewallVms))[0]!.n).toBe(0)
    const missing = await call(t.app, 'POST', `${FW}/${fw.body.uuid}/vms`, { token: t.alice.token })
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toHaveProperty('vm_uuid')
  })

  it('drops the link rows when the linked VM is deleted, keeping the firewall and its other links', async () => {
    const fw = await create(t.alice.token, { display_name: 'web', rules: [] })
    const doomed = await vmInNetwork(t, t.alice)
    const kept = await vmInNetwork(t, t.alice)
    for (const vm of [doomed, kept])
      await call(t.app, 'POST', `${FW}/${fw.body.uuid}/vms?vm_uuid=${vm.uuid}`, { token: t.alice.token })
    const deleted = await call(t.app, 'DELETE', '/v1/tll01/user-resource/vm', {
      token: t.alice.token,
      form: { uuid: doomed.uuid },
    })
    expect(deleted.status).toBe(200)
    const rows = await t.store.db.select().from(firewallVms)
    expect(rows.map((r) => r.vmUuid)).toEqual([kept.uuid])
    expect(await firewallCount()).toBe(1)
  })

  it('refuses another user’s firewall (404) and VM (400), and unknown uuids', async () => {
    const fw = await create(t.alice.token, { display_name: 'web', rules: [ssh] })
    const bobVm = await vmInNetwork(t, t.bob)
    const aliceVm = await vmInNetwork(t, t.alice)
    const attempts = [
      ['PUT', `${FW}/${fw.body.uuid}`, { name: 'stolen', rules: [] }],
      ['DELETE', `${FW}/${fw.body.uuid}`, undefined],
      ['POST', `${FW}/${fw.body.uuid}/vms?vm_uuid=${bobVm.uuid}`, undefined],
      ['DELETE', `${FW}/${fw.body.uuid}/vms?vm_uuid=${aliceVm.uuid}`, undefined],
    ] as const
    for (const [method, path, json] of attempts) {
      const res = await call(t.app, method, path, { token: t.bob.token, json })
      expect(res, `${method} ${path}`).toMatchObject({ status: 404, body: { message: 'Firewall not found' } })
    }
    expect((await call(t.app, 'GET', FW, { token: t.bob.token })).body).toEqual([])
    const foreignVm = await call(t.app, 'POST', `${FW}/${fw.body.uuid}/vms?vm_uuid=${bobVm.uuid}`, {
      token: t.alice.token,
    })
    expect(foreignVm).toMatchObject({
      status: 400,
      body: { message: `No such virtual machine exists: ${bobVm.uuid}` },
    })
    const unknown = await call(t.app, 'DELETE', `${FW}/not-a-uuid`, { token: t.alice.token })
    expect(unknown.status).toBe(404)
    const [row] = await t.store.db.select().from(firewalls).where(eq(firewalls.uuid, fw.body.uuid))
    expect(row!.displayName).toBe('web')
  })

  it('deletes with 204 and takes the VM links along', async () => {
    const fw = await create(t.alice.token, { display_name: 'web', rules: [] })
    const vm = await vmInNetwork(t, t.alice)
    await call(t.app, 'POST', `${FW}/${fw.body.uuid}/vms?vm_uuid=${vm.uuid}`, { token: t.alice.token })
    const res = await call(t.app, 'DELETE', `${FW}/${fw.body.uuid}/`, { token: t.alice.token })
    expect(res).toMatchObject({ status: 204, text: '' })
    expect(await firewallCount()).toBe(0)
    expect((await t.store.db.select({ n: count() }).from(firewallVms))[0]!.n).toBe(0)
  })

  it('is shared with a grantee, limited by a restricted group', async () => {
    const second = await secondBillingAccount(t, t.alice)
    const onDefault = await create(t.alice.token, { display_name: 'default', rules: [] })
    const onSecond = await create(t.alice.token, {
      display_name: 'second',
      billing_account_id: second,
      rules: [],
    })
    await shareWith(t, t.alice, t.bob, second)
    const list = await call(t.app, 'GET', FW, { token: t.bob.token })
    expect(list.body.map((f: { uuid: string }) => f.uuid)).toEqual([onSecond.body.uuid])
    const edit = await call(t.app, 'PUT', `${FW}/${onSecond.body.uuid}`, {
      token: t.bob.token,
      json: { name: 'by bob', rules: [] },
    })
    expect(edit.body.display_name).toBe('by bob')
    const hidden = await call(t.app, 'DELETE', `${FW}/${onDefault.body.uuid}`, { token: t.bob.token })
    expect(hidden.status).toBe(404)
  })
})

describe('firewall calls on unknown uuids (issue 4 "Done when")', () => {
  it('answers an unknown firewall with 404 "Firewall not found" on every call, writing nothing', async () => {
    const vm = await vmInNetwork(t, t.alice)
    const missing = '11111111-1111-4111-8111-111111111111'
    for (const [method, path, json] of [
      ['PUT', `${FW}/${missing}`, { name: 'x', rules: [] }],
      ['DELETE', `${FW}/${missing}`, undefined],
      ['POST', `${FW}/${missing}/vms?vm_uuid=${vm.uuid}`, undefined],
      ['DELETE', `${FW}/${missing}/vms?vm_uuid=${vm.uuid}`, undefined],
    ] as const) {
      const res = await call(t.app, method, path, { token: t.alice.token, json })
      expect(res, `${method} ${path}`).toMatchObject({ status: 404, body: { message: 'Firewall not found' } })
    }
    expect(await firewallCount()).toBe(0)
    expect(await t.store.db.select().from(firewallVms)).toEqual([])
  })
})
