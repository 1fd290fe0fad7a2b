import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { AdminHostSchema, AdminHostPoolSchema, AdminImageSchema, AdminLocationSchema } from '@cirrus/domain'
import { call, usePlatform, type TestUser } from '../../test/helpers.js'
import { SEED_POOLS } from '../seed.js'
import { hosts, images, locations, vms } from '../store/schema.js'

const t = usePlatform()

const VM_FORM = { name: 'web-1', os_name: 'ubuntu', os_version: '24.04', disks: 20, vcpu: 2, ram: 2048 }

const createVm = (user: TestUser, form: Record<string, string | number> = {}, slug = 'tll01') =>
  call(t.app, 'POST', `/v1/${slug}/user-resource/vm`, {
    token: user.token,
    form: { ...VM_FORM, password: 'Secret123', billing_account_id: user.billingAccountId, ...form },
  })

const admin = (method: string, path: string, json?: unknown) =>
  call(t.app, method, `/v1/admin${path}`, { token: t.admin.token, ...(json ? { json } : {}) })

const poolHosts = async (pool: string) =>
  (await admin('GET', '/hosts')).body.filter((h: { pool_uuid: string }) => h.pool_uuid === pool)

describe('hosts and placement (issue 13 /hosts)', () => {
  it('seeds hosts in every pool and places a new VM on a host of its pool', async () => {
    const res = await admin('GET', '/hosts')
    expect(res.status).toBe(200)
    const all = AdminHostSchema.array().parse(res.body)
    expect(new Set(all.map((h) => h.pool_uuid))).toEqual(new Set(Object.values(SEED_POOLS)))

    const vm = (await createVm(t.alice)).body
    const [row] = await t.store.db.select().from(vms).where(eq(vms.uuid, vm.uuid))
    const host = all.find((h) => h.uuid === row!.hostUuid)
    expect(host?.pool_uuid).toBe(SEED_POOLS.tll01Standard)

    const after = AdminHostSchema.parse(
      (await admin('GET', '/hosts')).body.find((h: { uuid: string }) => h.uuid === host!.uuid),
    )
    expect(after).toMatchObject({ vm_count: 1, capacity: { vcpu_used: 2, ram_mb_used: 2048 } })
    const onHost = await admin('GET', `/hosts/${host!.uuid}/vms`)
    expect(onHost.body).toEqual([
      expect.objectContaining({ uuid: vm.uuid, name: 'web-1', vcpu: 2, memory: 2048 }),
    ])
  })

  it('refuses a create that finds no capacity with a Warren-style error, and queues nothing', async () => {
    // Every host of the pool has 4 GB: a VM of 8 GB fits nowhere.
    await t.store.db.update(hosts).set({ ramMb: 4096 }).where(eq(hosts.poolUuid, SEED_POOLS.tll01Standard))
    const res = await createVm(t.alice, { ram: 8192 })
    const message = 'No capacity in host pool Standard for 2 vCPU and 8192 MB RAM'
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ message, errors: { designated_pool_uuid: message } })
    expect(await t.store.db.select().from(vms)).toEqual([])
  })

  it('places no VM on a host in maintenance', async () => {
    const pool = await poolHosts(SEED_POOLS.jhv02Standard)
    for (const host of pool.slice(1)) {
      expect((await admin('PATCH', `/hosts/${host.uuid}`, { maintenance: true })).body.maintenance).toBe(true)
    }
    const open = pool[0]
    for (const name of ['app-0001', 'app-0002']) {
      const vm = (await createVm(t.alice, { name }, 'jhv02')).body
      const [row] = await t.store.db.select().from(vms).where(eq(vms.uuid, vm.uuid))
      expect(row!.hostUuid).toBe(open.uuid)
    }
    await admin('PATCH', `/hosts/${open.uuid}`, { maintenance: true })
    const res = await createVm(t.alice, { name: 'app-0003' }, 'jhv02')
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/^No capacity in host pool Standard/)
  })

  it('adds a host to a pool, and validates it', async () => {
    const res = await admin('POST', '/hosts', {
      pool_uuid: SEED_POOLS.tll01HighCpu,
      name: 'tll01-hv-new',
      cpu_threads: 64,
      ram_mb: 262144,
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      name: 'tll01-hv-new',
      pool_name: 'High CPU',
      location: 'tll01',
      vm_count: 0,
    })
    expect(res.body.capacity).toEqual({ vcpu_total: 256, vcpu_used: 0, ram_mb_total: 262144, ram_mb_used: 0 })
    // The create's audit entry is the new host's own (its admin page lists it).
    const audit = await admin('GET', `/audit/host/${res.body.uuid}`)
    expect(audit.body.map((e: { action: string }) => e.action)).toEqual(['host.create'])
    const bad = await admin('POST', '/hosts', {
      pool_uuid: SEED_POOLS.tll01HighCpu,
      name: 'x',
      cpu_threads: 0,
      ram_mb: 1,
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['cpu_threads', 'ram_mb']))
  })

  it('shows host pools with their coefficients and totals, and changes a coefficient', async () => {
    const res = await admin('GET', '/host_pools')
    const pools = AdminHostPoolSchema.array().parse(res.body)
    const standard = pools.find((p) => p.uuid === SEED_POOLS.tll01Standard)!
    expect(standard).toMatchObject({
      host_count: 4,
      cpu_allocation_coefficient: 4,
      ram_allocation_coefficient: 1,
    })
    const changed = await admin('PATCH', `/host_pools/${standard.uuid}`, { cpu_allocation_coefficient: 2 })
    expect(changed.status).toBe(200)
    expect(changed.body.capacity.vcpu_total).toBe(standard.capacity.vcpu_total / 2)
    expect(
      (await admin('PATCH', `/host_pools/${standard.uuid}`, { cpu_allocation_coefficient: 1000 })).status,
    ).toBe(400)
  })
})

describe('audit', () => {
  it('records every infrastructure change with its state before and after', async () => {
    const [host] = await poolHosts(SEED_POOLS.jhv02Standard)
    await admin('PATCH', `/hosts/${host.uuid}`, { maintenance: true })
    await admin('PUT', '/vm_images/ubuntu/versions/24.04', { published: false })
    const res = await call(t.app, 'GET', '/v1/admin/audit', { token: t.admin.token })
    const entries = res.body as { action: string; target_id: string; before: unknown; after: unknown }[]
    expect(entries.map((e) => e.action).slice(0, 2)).toEqual(['vm_image.unpublish', 'host.update'])
    const update = entries.find((e) => e.action === 'host.update')!
    expect(update).toMatchObject({
      target_id: host.uuid,
      before: { maintenance: false },
      after: { maintenance: true },
    })
  })
})

describe('locations (issue 13 /locations)', () => {
  it('lists every location with its flags', async () => {
    const res = await admin('GET', '/locations')
    const rows = AdminLocationSchema.array().parse(res.body)
    expect(rows.map((l) => [l.slug, l.is_default, l.is_published, l.country_code])).toEqual([
      ['tll01', true, true, 'EE'],
      ['jhv02', false, true, 'EE'],
    ])
  })

  it('a location closed to customers is hidden from their list and refuses their create; admins still reach it', async () => {
    const res = await admin('PATCH', '/locations/jhv02', {
      is_published: false,
      display_name: 'Jõhvi (closed)',
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ is_published: false, display_name: 'Jõhvi (closed)' })

    const list = await call(t.app, 'GET', '/v1/config/locations', { token: t.alice.token })
    expect(list.body.map((l: { slug: string }) => l.slug)).toEqual(['tll01'])
    const refused = await createVm(t.alice, {}, 'jhv02')
    expect(refused.status).toBe(404)
    expect(await t.store.db.select().from(vms)).toEqual([])

    expect((await createVm(t.admin, {}, 'jhv02')).status).toBe(200)
  })

  it('moves the default flag, and keeps the default open to customers', async () => {
    const refused = await admin('PATCH', '/locations/tll01', { is_published: false })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toHaveProperty('is_published')
    expect((await admin('PATCH', '/locations/jhv02', { is_default: true })).body.is_default).toBe(true)
    const rows = await t.store.db.select().from(locations)
    expect(rows.filter((l) => l.isDefault).map((l) => l.slug)).toEqual(['jhv02'])
    expect((await admin('PATCH', '/locations/nowhere', { display_name: 'X' })).status).toBe(404)
  })
})

describe('images (issue 13 /vm_images; SPEC §4, §6)', () => {
  it('unpublishing a version hides it from customers, administrators still see it', async () => {
    const res = await admin('PUT', '/vm_images/ubuntu/versions/24.04', { published: false })
    expect(res.status).toBe(200)
    expect(AdminImageSchema.parse(res.body).versions.find((v) => v.os_version === '24.04')?.published).toBe(
      false,
    )

    const versions = async (token: string) =>
      (await call(t.app, 'GET', '/v1/config/vm_images', { token })).body
        .find((i: { os_name: string }) => i.os_name === 'ubuntu')
        .versions.map((v: { os_version: string }) => v.os_version)
    expect(await versions(t.alice.token)).not.toContain('24.04')
    expect(await versions(t.admin.token)).toContain('24.04')
    expect((await createVm(t.alice)).status).toBe(400)

    await admin('PUT', '/vm_images/ubuntu/versions/24.04', { published: true })
    expect(await versions(t.alice.token)).toContain('24.04')
    expect((await admin('PUT', '/vm_images/ubuntu/versions/99', { published: true })).status).toBe(404)
  })

  it('uploads an icon (image types only, bounded) and sets the app-catalog flag', async () => {
    const png = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString('base64')}`
    const res = await admin('PATCH', '/vm_images/debian', { icon: png, is_app_catalog: true })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ icon: png, is_app_catalog: true })
    const svg = await admin('PATCH', '/vm_images/debian', {
      icon: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    })
    expect(svg.status).toBe(400)
    expect(svg.body.errors).toHaveProperty('icon')
    const big = `data:image/png;base64,${Buffer.alloc(70 * 1024).toString('base64')}`
    expect((await admin('PATCH', '/vm_images/debian', { icon: big })).status).toBe(400)
    const [row] = await t.store.db
      .select()
      .from(images)
      .where(and(eq(images.osName, 'debian'), eq(images.kind, 'vm')))
    expect(row!.icon).toBe(png)
  })
})

describe('admin only: a customer gets 403 and nothing changes', () => {
  const cases: [string, string, unknown?][] = [
    ['GET', '/hosts'],
    ['POST', '/hosts', { pool_uuid: SEED_POOLS.tll01Standard, name: 'evil', cpu_threads: 8, ram_mb: 8192 }],
    ['PATCH', `/hosts/${SEED_POOLS.tll01Standard}`, { maintenance: true }],
    ['GET', `/hosts/${SEED_POOLS.tll01Standard}/vms`],
    ['GET', '/host_pools'],
    ['PATCH', `/host_pools/${SEED_POOLS.tll01Standard}`, { is_visible: false }],
    ['GET', '/locations'],
    ['PATCH', '/locations/jhv02', { is_published: false }],
    ['GET', '/vm_images'],
    ['PATCH', '/vm_images/debian', { is_app_catalog: true }],
    ['PUT', '/vm_images/ubuntu/versions/24.04', { published: false }],
  ]
  it.each(cases)('%s /v1/admin%s', async (method, path, json) => {
    const before = {
      hosts: await t.store.db.select().from(hosts),
      locations: await t.store.db.select().from(locations),
      images: await t.store.db.select().from(images),
    }
    const res = await call(t.app, method, `/v1/admin${path}`, {
      token: t.alice.token,
      ...(json ? { json } : {}),
    })
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('Only for administrative users')
    expect({
      hosts: await t.store.db.select().from(hosts),
      locations: await t.store.db.select().from(locations),
      images: await t.store.db.select().from(images),
    }).toEqual(before)
  })
})
