import { describe, expect, it } from 'vitest'
import { WarrenLoadBalancerSchema } from '@cirrus/domain'
import { count, eq } from 'drizzle-orm'
import { call, usePlatform } from '../../test/helpers.js'
import { secondBillingAccount, shareWith } from '../../test/delegation.js'
import { vmInNetwork } from '../../test/network-fixtures.js'
import { floatingIps, loadBalancers, networks } from '../store/schema.js'
import { inSubnet } from '../services/ip4.js'

const t = usePlatform()
const LB = '/v1/tll01/network/load_balancers'

const create = (token: string, json: Record<string, unknown>) =>
  call(t.app, 'POST', LB, { token, json: { billing_account_id: t.alice.billingAccountId, ...json } })
const lbCount = async () => (await t.store.db.select({ n: count() }).from(loadBalancers))[0]!.n

describe('load balancers (API-NOTES §8)', () => {
  it('creates with targets, full rules, a private address in its network and a reserved public IP', async () => {
    const vm = await vmInNetwork(t, t.alice)
    const res = await create(t.alice.token, {
      display_name: 'front',
      reserve_public_ip: true,
      rules: [{ source_port: 80, target_port: 8080 }],
      targets: [{ target_uuid: vm.uuid, target_type: 'vm' }],
    })
    expect(res.status).toBe(200)
    const lb = WarrenLoadBalancerSchema.parse(res.body)
    expect(lb).toMatchObject({ display_name: 'front', network_uuid: vm.networkUuid, is_deleted: false })
    expect(res.body.forwarding_rules[0]).toMatchObject({
      protocol: 'TCP',
      source_port: 80,
      target_port: 8080,
      settings: { connection_limit: 10000, session_persistence: 'SOURCE_IP' },
    })
    expect(res.body.forwarding_rules[0].uuid).toMatch(/^[0-9a-f-]{36}$/)
    expect(res.body.targets).toEqual([
      expect.objectContaining({ target_uuid: vm.uuid, target_type: 'vm', target_ip_address: vm.privateIpv4 }),
    ])
    const [network] = await t.store.db.select().from(networks).where(eq(networks.uuid, vm.networkUuid!))
    expect(inSubnet(res.body.private_address, network!.subnet)).toBe(true)
    expect(res.body.private_address).not.toBe(vm.privateIpv4)
    expect(res.body.public_address).toMatch(/^\d+\.\d+\.\d+\.\d+$/)
    expect(res.body.public_ipv4).toBe(res.body.public_address)
    const ip = await call(t.app, 'GET', `/v1/tll01/network/ip_addresses/${res.body.public_address}`, {
      token: t.alice.token,
    })
    expect(ip.body).toMatchObject({ assigned_to: res.body.uuid, assigned_to_resource_type: 'load_balancer' })
    const got = await call(t.app, 'GET', `${LB}/${res.body.uuid}`, { token: t.alice.token })
    expect(got.body).toEqual(res.body)
  })

  it('accepts a body without targets (Warren answers 500) and without a public IP', async () => {
    const res = await create(t.alice.token, { display_name: 'bare', reserve_public_ip: false })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ targets: [], forwarding_rules: [], public_address: null })
    expect((await t.store.db.select({ n: count() }).from(floatingIps))[0]!.n).toBe(0)
  })

  it('validates with a 400 naming the field and writes nothing', async () => {
    const bobVm = await vmInNetwork(t, t.bob)
    const aliceVm = await vmInNetwork(t, t.alice)
    const elsewhere = await call(t.app, 'POST', '/v1/tll01/network/network?name=Other', {
      token: t.alice.token,
    })
    const cases: [Record<string, unknown>, string][] = [
      [{ display_name: '' }, 'display_name'],
      [{ display_name: '   ' }, 'display_name'],
      [{ display_name: 'x', rules: [{ source_port: 0, target_port: 80 }] }, 'rules.0.source_port'],
      [
        {
          display_name: 'x',
          rules: [
            { source_port: 80, target_port: 80 },
            { source_port: 80, target_port: 81 },
          ],
        },
        'rules.1.source_port',
      ],
      [{ display_name: 'x', targets: [{ target_uuid: bobVm.uuid }] }, 'targets.0.target_uuid'],
      [{ display_name: 'x', targets: [{ target_uuid: 'nope' }] }, 'targets.0.target_uuid'],
      [
        { display_name: 'x', network_uuid: elsewhere.body.uuid, targets: [{ target_uuid: aliceVm.uuid }] },
        'targets.0.target_uuid',
      ],
      [{ display_name: 'x', network_uuid: '00000000-0000-4000-8000-000000000000' }, 'network_uuid'],
      [{ display_name: 'x', billing_account_id: t.bob.billingAccountId }, 'billing_account_id'],
    ]
    for (const [json, field] of cases) {
      const res = await create(t.alice.token, json)
      expect(res.status, field).toBe(400)
      expect(res.body.errors, field).toHaveProperty([field])
    }
    expect(await lbCount()).toBe(0)
    expect((await t.store.db.select({ n: count() }).from(floatingIps))[0]!.n).toBe(0)
  })

  it('renames, adds and removes targets and forwarding rules', async () => {
    const vm = await vmInNetwork(t, t.alice)
    const lb = await create(t.alice.token, { display_name: 'front', targets: [] })
    const path = `${LB}/${lb.body.uuid}`
    const renamed = await call(t.app, 'PATCH', path, { token: t.alice.token, json: { display_name: 'edge' } })
    expect(renamed.body.display_name).toBe('edge')
    const target = await call(t.app, 'POST', `${path}/targets`, {
      token: t.alice.token,
      json: { target_uuid: vm.uuid, target_type: 'vm' },
    })
    expect(target).toMatchObject({
      status: 200,
      body: { target_uuid: vm.uuid, target_ip_address: vm.privateIpv4 },
    })
    const twice = await call(t.app, 'POST', `${path}/targets`, {
      token: t.alice.token,
      json: { target_uuid: vm.uuid },
    })
    expect(twice.status).toBe(400)
    const rule = await call(t.app, 'POST', `${path}/forwarding_rules`, {
      token: t.alice.token,
      json: { source_port: 443, target_port: 8443 },
    })
    expect(rule.body).toMatchObject({ source_port: 443, target_port: 8443, protocol: 'TCP' })
    expect(rule.body.uuid).toMatch(/^[0-9a-f-]{36}$/)
    const badRule = await call(t.app, 'POST', `${path}/forwarding_rules`, {
      token: t.alice.token,
      json: { source_port: 443 },
    })
    expect(Object.keys(badRule.body.errors)).toEqual(['target_port'])
    const after = await call(t.app, 'GET', path, { token: t.alice.token })
    expect(after.body.targets).toHaveLength(1)
    expect(after.body.forwarding_rules).toHaveLength(1)
    const delTarget = await call(t.app, 'DELETE', `${path}/targets/${vm.uuid}`, { token: t.alice.token })
    const delRule = await call(t.app, 'DELETE', `${path}/forwarding_rules/${rule.body.uuid}`, {
      token: t.alice.token,
    })
    expect([delTarget.status, delRule.status]).toEqual([200, 200])
    const again = await call(t.app, 'DELETE', `${path}/forwarding_rules/${rule.body.uuid}`, {
      token: t.alice.token,
    })
    expect(again).toMatchObject({ status: 404, body: { message: 'Forwarding rule not found' } })
    const noTarget = await call(t.app, 'DELETE', `${path}/targets/${vm.uuid}`, { token: t.alice.token })
    expect(noTarget).toMatchObject({ status: 404, body: { message: 'Target not found' } })
    const empty = await call(t.app, 'GET', path, { token: t.alice.token })
    expect(empty.body).toMatchObject({ targets: [], forwarding_rules: [] })
  })

  it('drops a deleted VM from the targets of its balancers, keeping the other targets (issue 11)', async () => {
    const doomed = await vmInNetwork(t, t.alice)
    const kept = await vmInNetwork(t, t.alice)
    const lb = await create(t.alice.token, {
      display_name: 'front',
      targets: [doomed, kept].map((vm) => ({ target_uuid: vm.uuid, target_type: 'vm' })),
    })
    const deleted = await call(t.app, 'DELETE', '/v1/tll01/user-resource/vm', {
      token: t.alice.token,
      form: { uuid: doomed.uuid },
    })
    expect(deleted.status).toBe(200)
    const got = await call(t.app, 'GET', `${LB}/${lb.body.uuid}`, { token: t.alice.token })
    expect(got.body.targets.map((x: { target_uuid: string }) => x.target_uuid)).toEqual([kept.uuid])
  })

  it('changes the billing account with set_id in the query or the body', async () => {
    const second = await secondBillingAccount(t, t.alice)
    const lb = await create(t.alice.token, { display_name: 'front' })
    const byQuery = await call(t.app, 'PUT', `${LB}/${lb.body.uuid}/billing_account?set_id=${second}`, {
      token: t.alice.token,
    })
    expect(byQuery.body.billing_account_id).toBe(second)
    const byBody = await call(t.app, 'PUT', `${LB}/${lb.body.uuid}/billing_account`, {
      token: t.alice.token,
      json: { set_id: t.alice.billingAccountId },
    })
    expect(byBody.body.billing_account_id).toBe(t.alice.billingAccountId)
    const foreign = await call(
      t.app,
      'PUT',
      `${LB}/${lb.body.uuid}/billing_account?set_id=${t.bob.billingAccountId}`,
      {
        token: t.alice.token,
      },
    )
    expect(foreign.status).toBe(400)
    const missing = await call(t.app, 'PUT', `${LB}/${lb.body.uuid}/billing_account`, {
      token: t.alice.token,
    })
    expect(Object.keys(missing.body.errors)).toEqual(['set_id'])
    const [row] = await t.store.db.select().from(loadBalancers).where(eq(loadBalancers.uuid, lb.body.uuid))
    expect(row!.billingAccountId).toBe(t.alice.billingAccountId)
  })

  it('deletes (200, empty), leaving its public IP unassigned; ?all=true still lists it', async () => {
    const lb = await create(t.alice.token, { display_name: 'front' })
    const res = await call(t.app, 'DELETE', `${LB}/${lb.body.uuid}`, { token: t.alice.token })
    expect(res).toMatchObject({ status: 200, text: '' })
    expect((await call(t.app, 'GET', `${LB}/${lb.body.uuid}`, { token: t.alice.token })).status).toBe(404)
    expect((await call(t.app, 'GET', LB, { token: t.alice.token })).body).toEqual([])
    const all = await call(t.app, 'GET', `${LB}?all=true`, { token: t.alice.token })
    expect(all.body).toEqual([expect.objectContaining({ uuid: lb.body.uuid, is_deleted: true })])
    const ip = await call(t.app, 'GET', `/v1/tll01/network/ip_addresses/${lb.body.public_address}`, {
      token: t.alice.token,
    })
    expect(ip.body).toMatchObject({ assigned_to: null })
  })

  it('refuses another user’s balancer with 404 on every call', async () => {
    const lb = await create(t.alice.token, {
      display_name: 'front',
      rules: [{ source_port: 80, target_port: 80 }],
    })
    const path = `${LB}/${lb.body.uuid}`
    const attempts = [
      ['GET', path, undefined],
      ['PATCH', path, { display_name: 'stolen' }],
      ['DELETE', path, undefined],
      ['PUT', `${path}/billing_account?set_id=${t.bob.billingAccountId}`, undefined],
      ['POST', `${path}/forwarding_rules`, { source_port: 81, target_port: 81 }],
      ['DELETE', `${path}/forwarding_rules/${lb.body.forwarding_rules[0].uuid}`, undefined],
      ['DELETE', `${path}/targets/${lb.body.uuid}`, undefined],
      ['POST', `${path}/targets`, { target_uuid: lb.body.uuid }],
      ['GET', `${LB}/not-a-uuid`, undefined],
      ['PATCH', `${LB}/11111111-1111-4111-8111-111111111111`, { display_name: 'x' }],
    ] as const
    for (const [method, url, json] of attempts) {
      const res = await call(t.app, method, url, { token: t.bob.token, json })
      expect(res.status, `${method} ${url}`).toBe(404)
    }
    expect((await call(t.app, 'GET', LB, { token: t.bob.token })).body).toEqual([])
    const [row] = await t.store.db.select().from(loadBalancers).where(eq(loadBalancers.uuid, lb.body.uuid))
    expect(row).toMatchObject({ displayName: 'front', deletedAt: null })
  })

  it('is shared with a grantee, limited by a restricted group', async () => {
    const second = await secondBillingAccount(t, t.alice)
    const onDefault = await create(t.alice.token, { display_name: 'default' })
    const onSecond = await create(t.alice.token, { display_name: 'second', billing_account_id: second })
    await shareWith(t, t.alice, t.bob, second)
    const list = await call(t.app, 'GET', LB, { token: t.bob.token })
    expect(list.body.map((l: { uuid: string }) => l.uuid)).toEqual([onSecond.body.uuid])
    const renamed = await call(t.app, 'PATCH', `${LB}/${onSecond.body.uuid}`, {
      token: t.bob.token,
      json: { display_name: 'by bob' },
    })
    expect(renamed.body.display_name).toBe('by bob')
    expect((await call(t.app, 'GET', `${LB}/${onDefault.body.uuid}`, { token: t.bob.token })).status).toBe(
      404,
    )
  })
})

describe('load balancer changes: invalid bodies (issue 4 "Done when")', () => {
  it('refuses an invalid rename, target or billing account with a 400 naming the field, writing nothing', async () => {
    const lb = await create(t.alice.token, {
      display_name: 'front',
      rules: [{ source_port: 80, target_port: 80 }],
    })
    const path = `${LB}/${lb.body.uuid}`
    const before = await t.store.db.select().from(loadBalancers)
    for (const [method, url, json, field] of [
      ['PATCH', path, {}, 'display_name'],
      ['PATCH', path, { display_name: ' \t ' }, 'display_name'],
      ['POST', `${path}/targets`, { target_uuid: 'nope' }, 'target_uuid'],
      ['POST', `${path}/forwarding_rules`, { source_port: 'x', target_port: 80 }, 'source_port'],
      ['PUT', `${path}/billing_account`, { set_id: 'abc' }, 'set_id'],
    ] as const) {
      const res = await call(t.app, method, url, { token: t.alice.token, json })
      expect(res.status, `${method} ${url}`).toBe(400)
      expect(Object.keys(res.body.errors), `${method} ${url}`).toContain(field)
    }
    expect(await t.store.db.select().from(loadBalancers)).toEqual(before)
  })
})
