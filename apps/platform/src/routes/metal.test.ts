import { describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { demoPriceList, metalTypeHourlyPrice } from '@cirrus/domain'
import { call, usePlatform, type TestUser } from '../../test/helpers.js'
import { shareWith } from '../../test/delegation.js'
import { setQuotas } from '../services/quotas.js'
import { meterHour } from '../services/metering.js'
import { metalLeases, operations, settings, usageRecords } from '../store/schema.js'

const t = usePlatform()
const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl me@host'
const BASE = '/v1/tll01/metal'

const lease = (user: TestUser, body: Record<string, unknown> = {}) =>
  call(t.app, 'POST', `${BASE}/lease`, {
    token: user.token,
    json: { machine_type: 'bm.medium', os_name: 'debian', os_version: '12', public_key: KEY, ...body },
  })

/** Waits for the provisioning operation (it runs after the create answered) and returns the lease. */
async function active(user: TestUser, uuid: string) {
  return vi.waitFor(async () => {
    const res = await call(t.app, 'GET', `${BASE}/lease/${uuid}`, { token: user.token })
    expect(res.body.status).toBe('active')
    return res.body
  })
}

const switchOff = (config: Record<string, unknown>) =>
  t.store.db.insert(settings).values({ key: 'console_config', value: config })

describe('bare-metal machine types and stock', () => {
  it('lists the types with their hardware and free stock per location', async () => {
    const res = await call(t.app, 'GET', `${BASE}/types`, { token: t.alice.token })
    expect(res.status).toBe(200)
    expect(res.body.map((m: { name: string; available: number }) => [m.name, m.available])).toEqual([
      ['bm.small', 4],
      ['bm.medium', 3],
      ['bm.large', 2],
    ])
    expect(res.body[1]).toMatchObject({ cpu_model: 'AMD EPYC 7313P', cpu_cores: 16, ram_gb: 128 })
    const other = await call(t.app, 'GET', '/v1/jhv02/metal/types', { token: t.alice.token })
    expect(other.body[0].available).toBe(4)
  })

  it('shows the stock machine by machine to administrators only', async () => {
    const created = await lease(t.alice)
    await active(t.alice, created.body.uuid)
    const res = await call(t.app, 'GET', `${BASE}/machines`, { token: t.admin.token })
    expect(res.status).toBe(200)
    expect(res.body).toHaveLength(9)
    const held = res.body.filter((m: { lease_uuid: string | null }) => m.lease_uuid === created.body.uuid)
    expect(held).toEqual([
      expect.objectContaining({ machine_type: 'bm.medium', hostname: created.body.hostname }),
    ])
    const refused = await call(t.app, 'GET', `${BASE}/machines`, { token: t.alice.token })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('Only for administrative users')
  })
})

describe('bare-metal leases', () => {
  it('leases a machine: provisioning, then active through the operation, listed, then released', async () => {
    const created = await lease(t.alice, { display_name: 'db-metal-1' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      display_name: 'db-metal-1',
      status: 'provisioning',
      machine_type: { name: 'bm.medium', cpu_cores: 16 },
      os_name: 'debian',
      os_version: '12',
      login: 'ssh_key',
      ip_address: null,
      billing_account_id: t.alice.billingAccountId,
    })
    const [op] = await t.store.db
      .select()
      .from(operations)
      .where(eq(operations.resourceUuid, created.body.uuid))
    expect(op!.kind).toBe('metal.provision')
    const ready = await active(t.alice, created.body.uuid)
    expect(ready.ip_address).toMatch(/^203\.0\.113\.\d+$/)
    expect(ready.activated_at).not.toBeNull()
    const types = await call(t.app, 'GET', `${BASE}/types`, { token: t.alice.token })
    expect(types.body[1].available).toBe(2)
    const list = await call(t.app, 'GET', `${BASE}/leases`, { token: t.alice.token })
    expect(list.body.map((l: { uuid: string }) => l.uuid)).toEqual([created.body.uuid])

    const released = await call(t.app, 'DELETE', `${BASE}/lease/${created.body.uuid}`, {
      token: t.alice.token,
    })
    expect(released.status).toBe(200)
    expect(released.body).toMatchObject({ status: 'released', ip_address: null })
    expect(released.body.released_at).not.toBeNull()
    expect((await call(t.app, 'GET', `${BASE}/types`, { token: t.alice.token })).body[1].available).toBe(3)
    expect((await call(t.app, 'GET', `${BASE}/leases`, { token: t.alice.token })).body).toEqual([])
    // Still readable, released; releasing again is refused.
    const again = await call(t.app, 'DELETE', `${BASE}/lease/${created.body.uuid}`, { token: t.alice.token })
    expect(again.status).toBe(400)
    expect(again.body.message).toBe('This bare metal lease is already released')
    const [finished] = await t.store.db.select().from(operations).where(eq(operations.id, op!.id))
    expect(finished!.payload).not.toHaveProperty('passwordHash')
  })

  it('takes a form body and a password instead of a key', async () => {
    const res = await call(t.app, 'POST', `${BASE}/lease`, {
      token: t.alice.token,
      form: { machine_type: 'bm.small', os_name: 'ubuntu', os_version: '24.04', password: 'Secret123' },
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ login: 'password', machine_type: { name: 'bm.small' } })
    await active(t.alice, res.body.uuid)
  })

  it('validates the body: login, password rule, machine type, OS — naming the field, writing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ public_key: undefined }, 'public_key', 'Give an SSH key or a password'],
      [{ public_key: undefined, password: 'weak' }, 'password', ''],
      [{ public_key: 'not a key' }, 'public_key', ''],
      [{ machine_type: 'bm.huge' }, 'machine_type', 'Unknown machine type: bm.huge'],
      [{ os_name: 'windows' }, 'os_name', 'Unknown bare metal OS: windows'],
      [{ os_version: '11' }, 'os_version', 'Unknown version 11 of debian'],
    ]
    for (const [body, field, message] of cases) {
      const res = await lease(t.alice, body)
      expect(res.status, field).toBe(400)
      expect(res.body.errors[field], field).toBeTruthy()
      if (message) expect(res.body.errors[field]).toBe(message)
    }
    expect(await t.store.db.select().from(metalLeases)).toEqual([])
  })

  it('refuses a type that is out of stock in the location with 409 naming machine_type', async () => {
    const first = await lease(t.alice, { machine_type: 'bm.large' })
    const second = await lease(t.alice, { machine_type: 'bm.large' })
    expect([first.status, second.status]).toEqual([201, 201])
    const third = await lease(t.alice, { machine_type: 'bm.large' })
    expect(third.status).toBe(409)
    expect(third.body.errors.machine_type).toBe(
      'No Large (bm.large) bare metal server is free in tll01: choose another machine type or location, or try again later',
    )
    expect((await call(t.app, 'GET', `${BASE}/types`, { token: t.alice.token })).body[2].available).toBe(0)
    await active(t.alice, first.body.uuid)
    await active(t.alice, second.body.uuid)
  })

  it('counts leases against the billing account quota', async () => {
    await setQuotas(t.store.db, t.alice.billingAccountId, { metal_leases: 1 })
    const first = await lease(t.alice)
    expect(first.status).toBe(201)
    const second = await lease(t.alice)
    expect(second.status).toBe(400)
    expect(second.body.message).toMatch(
      /^Quota exceeded: Bare metal servers is limited to 1 on billing account/,
    )
    const quotas = await call(t.app, 'GET', '/v1/account/quotas', { token: t.alice.token })
    const metal = quotas.body[0].quotas.find((q: { resource: string }) => q.resource === 'metal_leases')
    expect(metal).toEqual({ resource: 'metal_leases', limit: 1, used: 1 })
    await active(t.alice, first.body.uuid)
  })

  it('refuses to release while provisioning (409) and a second operation while one holds the lease', async () => {
    const created = await lease(t.alice)
    const [op] = await t.store.db
      .select()
      .from(operations)
      .where(eq(operations.resourceUuid, created.body.uuid))
    await t.app.platform.ops.waitFor(op!.id)
    // A stuck provisioning lease (e.g. its operation was interrupted) cannot be released yet.
    await t.store.db
      .update(metalLeases)
      .set({ status: 'provisioning' })
      .where(eq(metalLeases.uuid, created.body.uuid))
    const early = await call(t.app, 'DELETE', `${BASE}/lease/${created.body.uuid}`, { token: t.alice.token })
    expect(early.status).toBe(409)
    expect(early.body.message).toBe(
      'The bare metal server is still being provisioned; release it once it is active',
    )
    await t.store.db
      .update(metalLeases)
      .set({ status: 'active', busyOperationId: op!.id })
      .where(eq(metalLeases.uuid, created.body.uuid))
    const busy = await call(t.app, 'DELETE', `${BASE}/lease/${created.body.uuid}`, { token: t.alice.token })
    expect(busy.status).toBe(409)
    expect(busy.body.message).toBe(
      'The bare metal lease is busy with another operation; try again when it ends',
    )
  })
})

describe('who reaches a lease', () => {
  it('the owner, a delegated user and an administrator; a stranger gets 404 and an empty list', async () => {
    const created = await lease(t.alice)
    await active(t.alice, created.body.uuid)
    const path = `${BASE}/lease/${created.body.uuid}`

    const stranger = await call(t.app, 'GET', path, { token: t.bob.token })
    expect(stranger.status).toBe(404)
    expect(stranger.body).toEqual({
      message: 'Bare metal lease not found',
      errors: { Error: 'Bare metal lease not found' },
    })
    expect((await call(t.app, 'DELETE', path, { token: t.bob.token })).status).toBe(404)
    expect((await call(t.app, 'GET', `${BASE}/leases`, { token: t.bob.token })).body).toEqual([])
    // Another location's slug does not find it either.
    expect(
      (await call(t.app, 'GET', `/v1/jhv02/metal/lease/${created.body.uuid}`, { token: t.alice.token }))
        .status,
    ).toBe(404)
    expect((await call(t.app, 'GET', `${BASE}/lease/not-a-uuid`, { token: t.alice.token })).status).toBe(404)

    expect((await call(t.app, 'GET', path, { token: t.admin.token })).status).toBe(200)
    expect((await call(t.app, 'GET', path, { token: t.aliceRestrictedToken })).status).toBe(200)

    await shareWith(t, t.alice, t.bob)
    expect((await call(t.app, 'GET', path, { token: t.bob.token })).status).toBe(200)
    const shared = await call(t.app, 'GET', `${BASE}/leases`, { token: t.bob.token })
    expect(shared.body.map((l: { uuid: string }) => l.uuid)).toEqual([created.body.uuid])
    const released = await call(t.app, 'DELETE', path, { token: t.bob.token })
    expect(released.body.status).toBe('released')
  })

  it("a grantee leases on the grantor's billing account; a stranger may not", async () => {
    const refused = await lease(t.bob, { billing_account_id: t.alice.billingAccountId })
    expect(refused.status).toBe(400)
    expect(refused.body.errors.billing_account_id).toBeTruthy()
    await shareWith(t, t.alice, t.bob)
    const created = await lease(t.bob, { billing_account_id: t.alice.billingAccountId })
    expect(created.status).toBe(201)
    expect(created.body.billing_account_id).toBe(t.alice.billingAccountId)
    await active(t.bob, created.body.uuid)
  })
})

describe('the bare-metal switch (SPEC §6)', () => {
  it.each([
    ['the admin flag', { adminBareMetalEnabled: false }],
    ['the bare_metal feature', { features: { bare_metal: false } }],
  ])('refuses every lease call when %s is off', async (_name, config) => {
    await switchOff(config)
    const refused = (res: { status: number; body: { message: string } }) => {
      expect(res.status).toBe(400)
      expect(res.body.message).toBe(
        'Bare metal is switched off on this platform: an administrator enables it in the platform configuration',
      )
    }
    refused(await call(t.app, 'GET', `${BASE}/types`, { token: t.alice.token }))
    refused(await call(t.app, 'GET', `${BASE}/leases`, { token: t.alice.token }))
    refused(await lease(t.alice))
    refused(await call(t.app, 'GET', `${BASE}/machines`, { token: t.admin.token }))
    const uuid = '6f1c2a8e-0b7e-4d55-9f43-7a8a2e0b9c01'
    refused(await call(t.app, 'GET', `${BASE}/lease/${uuid}`, { token: t.alice.token }))
    refused(await call(t.app, 'DELETE', `${BASE}/lease/${uuid}`, { token: t.alice.token }))
    // The OS list is reference data, not a lease call: still answered.
    expect((await call(t.app, 'GET', '/v1/metal/os', { token: t.alice.token })).status).toBe(200)
  })
})

describe('metering of leases', () => {
  it('bills every hour a lease was active at its machine type price, nothing after release', async () => {
    const created = await lease(t.alice, { machine_type: 'bm.large' })
    await active(t.alice, created.body.uuid) // active from 10:15
    t.clock.set('2025-11-10T12:30:00Z')
    const released = await call(t.app, 'DELETE', `${BASE}/lease/${created.body.uuid}`, {
      token: t.alice.token,
    })
    expect(released.body.status).toBe('released')
    t.clock.set('2025-11-10T14:05:00Z')
    for (const hour of ['10', '11', '12', '13']) {
      await meterHour(t.app.platform, new Date(`2025-11-10T${hour}:00:00Z`))
    }
    const rows = await t.store.db
      .select()
      .from(usageRecords)
      .where(eq(usageRecords.resourceType, 'metal_lease'))
    expect(rows.map((r) => r.hour.toISOString())).toEqual([
      '2025-11-10T10:00:00.000Z',
      '2025-11-10T11:00:00.000Z',
      '2025-11-10T12:00:00.000Z',
    ])
    const price = metalTypeHourlyPrice('bm.large', { list: demoPriceList, currency: 'EUR' }).price!
    expect(price.amount).toBe('1.027397')
    expect(rows.every((r) => r.amount === price.amount && r.resourceUuid === created.body.uuid)).toBe(true)
    expect(rows[0]!.billingAccountId).toBe(t.alice.billingAccountId)
  })
})
