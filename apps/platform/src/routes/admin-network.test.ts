import { describe, expect, it } from 'vitest'
import {
  AdminBucketPageSchema,
  AdminFloatingIpPageSchema,
  AdminLoadBalancerPageSchema,
  AdminServiceOfferSchema,
  AdminServicePageSchema,
  IP_RANGE_MESSAGES,
  LocationNetworkSchema,
  PublicIpRangeSchema,
} from '@cirrus/domain'
import { call, syncBusinessClock, usePlatform } from '../../test/helpers.js'
import { vmInNetwork } from '../../test/network-fixtures.js'
import { postgresPackage } from '../../test/fixtures.js'
import { LOCATION_IPS_EXHAUSTED } from '../services/floating-ips.js'

const t = usePlatform()

const admin = (method: string, path: string, json?: unknown) =>
  call(t.app, method, `/v1/admin${path}`, { token: t.admin.token, ...(json ? { json } : {}) })
const createIp = (location = 'tll01') =>
  call(t.app, 'POST', `/v1/${location}/network/ip_addresses`, { token: t.alice.token, json: {} })
const networkOf = async (slug: string) =>
  LocationNetworkSchema.array()
    .parse((await admin('GET', '/network')).body)
    .find((l) => l.location === slug)!

describe('public IP ranges per location (issue 14 /vm_conf)', () => {
  it('hands out a location’s range addresses once it has one, and counts them used and free', async () => {
    const before = await networkOf('tll01')
    expect(before).toMatchObject({ ranges: [], vlan_first: 100, vlan_last: 3999, private_subnet_prefix: 24 })
    const added = await admin('POST', '/network/ranges', { location: 'tll01', cidr: '203.0.113.64/30' })
    expect(added.status).toBe(201)
    expect(PublicIpRangeSchema.parse(added.body)).toMatchObject({
      cidr: '203.0.113.64/30',
      size: 2,
      used: 0,
      free: 2,
    })

    // Two creates at once (the allocation lock): each gets its own address.
    const [first, second] = await Promise.all([createIp(), createIp()])
    expect([first.body.address, second.body.address].sort()).toEqual(['203.0.113.65', '203.0.113.66'])
    const third = await createIp()
    expect(third.status).toBe(400)
    expect(third.body.message).toBe(LOCATION_IPS_EXHAUSTED)
    expect((await networkOf('tll01')).ranges[0]).toMatchObject({ used: 2, free: 0 })
    // The dashboard's shared pool counts only addresses outside every range.
    expect((await admin('GET', '/overview')).body.public_pool.used).toBe(0)

    // Another location without a range keeps the shared pool, never an address of a range.
    const elsewhere = await createIp('jhv02')
    expect(elsewhere.status).toBe(200)
    expect(elsewhere.body.address.startsWith('203.0.113.6')).toBe(false)

    // A released address is free again.
    await call(t.app, 'DELETE', `/v1/tll01/network/ip_addresses/${first.body.address}`, {
      token: t.alice.token,
    })
    expect((await networkOf('tll01')).ranges[0]).toMatchObject({ used: 1, free: 1 })
    expect((await createIp()).body.address).toBe(first.body.address)

    const audit = await admin('GET', `/audit/ip_range/${added.body.uuid}`)
    expect(audit.body.map((e: { action: string }) => e.action)).toEqual(['network.range.create'])
  })

  it('refuses malformed, private and overlapping ranges beside the field, and unknown locations', async () => {
    const bad = await admin('POST', '/network/ranges', { location: 'tll01', cidr: '10.0.0.0/24' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual({ cidr: IP_RANGE_MESSAGES.private })
    const unaligned = await admin('POST', '/network/ranges', { location: 'tll01', cidr: '203.0.113.7/24' })
    expect(unaligned.body.errors.cidr).toBe('Start the range at its network address: 203.0.113.0/24')
    expect(
      (await admin('POST', '/network/ranges', { location: 'tll01', cidr: '203.0.113.0/24' })).status,
    ).toBe(201)
    const overlap = await admin('POST', '/network/ranges', { location: 'jhv02', cidr: '203.0.113.128/25' })
    expect(overlap.status).toBe(400)
    expect(overlap.body.errors).toEqual({ cidr: 'Overlaps 203.0.113.0/24 in tll01' })
    const nowhere = await admin('POST', '/network/ranges', { location: 'nowhere', cidr: '198.18.0.0/24' })
    expect(nowhere.status).toBe(400)
    expect(nowhere.body.errors).toEqual({ location: 'Location not found' })
    expect((await networkOf('jhv02')).ranges).toEqual([])
  })

  it('changes and removes a range only while it keeps every address handed out from it', async () => {
    const range = (await admin('POST', '/network/ranges', { location: 'tll01', cidr: '198.18.0.0/24' })).body
    const ip = (await createIp()).body
    expect(ip.address).toBe('198.18.0.1')
    const shrink = await admin('PATCH', `/network/ranges/${range.uuid}`, { cidr: '198.18.1.0/24' })
    expect(shrink.status).toBe(400)
    expect(shrink.body.errors.cidr).toBe(
      '1 IP address(es) in use would fall outside 198.18.1.0/24, e.g. 198.18.0.1',
    )
    const grow = await admin('PATCH', `/network/ranges/${range.uuid}`, { cidr: '198.18.0.0/23' })
    expect(grow.status).toBe(200)
    expect(grow.body).toMatchObject({ cidr: '198.18.0.0/23', size: 510, used: 1, free: 509 })
    const remove = await admin('DELETE', `/network/ranges/${range.uuid}`)
    expect(remove.status).toBe(400)
    await call(t.app, 'DELETE', `/v1/tll01/network/ip_addresses/${ip.address}`, { token: t.alice.token })
    expect((await admin('DELETE', `/network/ranges/${range.uuid}`)).status).toBe(204)
    expect((await admin('DELETE', `/network/ranges/${range.uuid}`)).status).toBe(404)
    const audit = await admin('GET', `/audit/ip_range/${range.uuid}`)
    expect(audit.body.map((e: { action: string }) => e.action)).toEqual([
      'network.range.delete',
      'network.range.update',
      'network.range.create',
    ])
  })

  it('saves a location’s private network defaults and DNS servers, validated beside each field', async () => {
    const res = await admin('PUT', '/network/tll01', {
      private_subnet_prefix: 26,
      vlan_first: 200,
      vlan_last: 300,
      dns_servers: ['9.9.9.9'],
    })
    expect(res.status).toBe(200)
    expect(await networkOf('tll01')).toMatchObject({
      private_subnet_prefix: 26,
      vlan_first: 200,
      vlan_last: 300,
      dns_servers: ['9.9.9.9'],
    })
    const bad = await admin('PUT', '/network/tll01', {
      private_subnet_prefix: 8,
      vlan_first: 400,
      vlan_last: 300,
      dns_servers: ['1.1.1'],
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toMatchObject({
      private_subnet_prefix: 'Use a whole number from 16 to 28',
      vlan_first: IP_RANGE_MESSAGES.vlanOrder,
      dns_servers: IP_RANGE_MESSAGES.dnsMalformed,
    })
    expect((await admin('PUT', '/network/nowhere', { ...res.body, dns_servers: ['1.1.1.1'] })).status).toBe(
      404,
    )
    const audit = await admin('GET', '/audit/location/tll01')
    expect(audit.body[0]).toMatchObject({ action: 'network.defaults.update' })
  })

  it('gives new VPC networks a VLAN of the location’s range', async () => {
    await admin('PUT', '/network/tll01', {
      private_subnet_prefix: 24,
      vlan_first: 700,
      vlan_last: 700,
      dns_servers: ['1.1.1.1'],
    })
    const net = '/v1/tll01/network/network'
    const first = await call(t.app, 'POST', `${net}?name=a`, { token: t.alice.token })
    expect(first.status).toBe(200)
    expect(first.body.vlan_id).toBe(700)
    expect((await call(t.app, 'POST', `${net}?name=b`, { token: t.alice.token })).status).toBe(400)
  })

  it('refuses customers every network admin route, changing nothing', async () => {
    const json = { location: 'tll01', cidr: '198.18.0.0/24' }
    for (const [method, path, body] of [
      ['GET', '/network', undefined],
      ['POST', '/network/ranges', json],
      ['GET', '/floating_ips', undefined],
      ['GET', '/load_balancers', undefined],
      ['GET', '/buckets', undefined],
      ['GET', '/services', undefined],
      ['GET', '/services/catalogue', undefined],
    ] as const) {
      const res = await call(t.app, method, `/v1/admin${path}`, {
        token: t.alice.token,
        ...(body ? { json: body } : {}),
      })
      expect(res.status, `${method} ${path}`).toBe(403)
    }
    expect((await networkOf('tll01')).ranges).toEqual([])
  })
})

describe('every customer’s IPs, load balancers, buckets and services (issue 14)', () => {
  it('lists floating IPs with owner, range, state and cost; filters and pages on the server', async () => {
    await admin('POST', '/network/ranges', { location: 'tll01', cidr: '198.18.0.0/24' })
    await createIp()
    await call(t.app, 'POST', '/v1/tll01/network/ip_addresses', { token: t.bob.token, json: {} })
    const all = AdminFloatingIpPageSchema.parse((await admin('GET', '/floating_ips')).body)
    expect(all.total).toBe(2)
    const alice = all.items.find((i) => i.owner_email === t.alice.email)!
    expect(alice).toMatchObject({ location: 'tll01', status: 'unassigned', range_cidr: '198.18.0.0/24' })
    expect(alice.hourly_price?.currency).toBeTruthy()
    expect(Number(alice.monthly_price!.amount)).toBeCloseTo(Number(alice.hourly_price!.amount) * 730, 6)
    const mine = AdminFloatingIpPageSchema.parse(
      (await admin('GET', `/floating_ips?owner=${t.bob.email}`)).body,
    )
    expect(mine.items.map((i) => i.owner_email)).toEqual([t.bob.email])
    const paged = AdminFloatingIpPageSchema.parse(
      (await admin('GET', '/floating_ips?limit=1&sort=address&order=asc')).body,
    )
    expect(paged).toMatchObject({ total: 2 })
    expect(paged.items).toHaveLength(1)
    expect(paged.items[0]!.address).toBe('198.18.0.1')
  })

  it('lists load balancers, buckets with their stored size, services and the catalogue', async () => {
    const vm = await vmInNetwork(t, t.alice)
    await call(t.app, 'POST', '/v1/tll01/network/load_balancers', {
      token: t.alice.token,
      json: {
        billing_account_id: t.alice.billingAccountId,
        display_name: 'front',
        rules: [{ source_port: 80, target_port: 8080 }],
        targets: [{ target_uuid: vm.uuid, target_type: 'vm' }],
      },
    })
    const lbs = AdminLoadBalancerPageSchema.parse((await admin('GET', '/load_balancers?name=fro')).body)
    expect(lbs.items).toEqual([
      expect.objectContaining({
        name: 'front',
        status: 'active',
        target_count: 1,
        rule_count: 1,
        owner_id: t.alice.id,
      }),
    ])
    expect(lbs.items[0]!.hourly_price).not.toBeNull()

    const made = await call(t.app, 'PUT', '/v1/storage/bucket', {
      token: t.bob.token,
      form: { name: 'bob-data', billing_account_id: t.bob.billingAccountId },
    })
    expect(made.status).toBe(200)
    // The size is what the platform's own S3 storage holds: one object of 5 bytes.
    await syncBusinessClock(t.app)
    const put = await t.app.request('/v1/storage/bucket/bob-data/objects/a.txt', {
      method: 'PUT',
      headers: { apikey: t.bob.token, 'content-type': 'text/plain' },
      body: 'hello',
    })
    expect(put.status).toBeLessThan(300)
    const buckets = AdminBucketPageSchema.parse((await admin('GET', '/buckets')).body)
    expect(buckets.items).toEqual([
      expect.objectContaining({
        name: 'bob-data',
        owner_email: t.bob.email,
        size_bytes: 5,
        num_objects: 1,
        status: 'active',
      }),
    ])

    const pkg = await call(t.app, 'POST', '/v1/user-resource/service/package', {
      token: t.alice.token,
      json: postgresPackage(t.alice.billingAccountId),
    })
    expect(pkg.status).toBe(200)
    const services = AdminServicePageSchema.parse((await admin('GET', '/services?service=postgres')).body)
    expect(services.items).toEqual([
      expect.objectContaining({ uuid: pkg.body.uuid, service: 'postgresql', owner_email: t.alice.email }),
    ])
    expect(services.items[0]!.node_count).toBeGreaterThan(0)
    const catalogue = AdminServiceOfferSchema.array().parse((await admin('GET', '/services/catalogue')).body)
    expect(catalogue.find((o) => o.service === 'postgresql')).toMatchObject({ running: 1, port: 5432 })
    expect(catalogue.find((o) => o.service === 'redis')).toMatchObject({ running: 0 })
    expect(catalogue.every((o) => o.node_hourly_price !== null)).toBe(true)
  })
})
