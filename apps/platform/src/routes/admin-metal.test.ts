import { describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import {
  AdminMachinePageSchema,
  AdminMachineSchema,
  AdminMetalOsSchema,
  AdminMetalTypeSchema,
  MachineHistorySchema,
} from '@cirrus/domain'
import { call, usePlatform, type TestUser } from '../../test/helpers.js'
import { auditLog, metalMachines } from '../store/schema.js'

const t = usePlatform()
const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl me@host'

const admin = (method: string, path: string, json?: unknown, token = t.admin.token) =>
  call(t.app, method, `/v1/admin/metal${path}`, { token, ...(json ? { json } : {}) })

const TYPE = {
  name: 'bm.gpu',
  display_name: 'GPU server',
  cpu_model: 'AMD EPYC 9354',
  cpu_cores: 32,
  ram_gb: 256,
  disks: [{ size_gb: 1920, kind: 'nvme' }],
  hourly_price: '2.5',
}

const MACHINE = {
  location: 'tll01',
  machine_type: 'bm.gpu',
  serial: 'SN-GPU-0001',
  hostname: 'tll01-bm-gpu-01',
  ip_address: '203.0.113.200',
}

const customerTypes = async (user: TestUser = t.alice) =>
  (await call(t.app, 'GET', '/v1/tll01/metal/types', { token: user.token })).body as {
    name: string
    available: number
  }[]

const lease = (user: TestUser, machineType: string) =>
  call(t.app, 'POST', '/v1/tll01/metal/lease', {
    token: user.token,
    json: { machine_type: machineType, os_name: 'debian', os_version: '12', public_key: KEY },
  })

async function activeLease(user: TestUser, uuid: string) {
  return vi.waitFor(async () => {
    const res = await call(t.app, 'GET', `/v1/tll01/metal/lease/${uuid}`, { token: user.token })
    expect(res.body.status).toBe('active')
    return res.body
  })
}

const audits = (action: string) => t.store.db.select().from(auditLog).where(eq(auditLog.action, action))

describe('admin machine types (/metal/specs)', () => {
  it('creates a type with its price: customers see it, priced from the price list, and it is audited', async () => {
    const res = await admin('POST', '/types', TYPE)
    expect(res.status).toBe(201)
    const type = AdminMetalTypeSchema.parse(res.body)
    expect(type).toMatchObject({ name: 'bm.gpu', hourly_price: '2.5', machine_count: 0, retired: false })
    expect((await customerTypes()).find((m) => m.name === 'bm.gpu')).toMatchObject({ available: 0 })
    const pricing = await call(t.app, 'GET', '/v1/pricing/list/current', { token: t.alice.token })
    expect(JSON.stringify(pricing.body)).toContain('metal:bm.gpu')
    expect(await audits('metal_type.create')).toEqual([
      expect.objectContaining({ targetType: 'metal_type', targetId: type.uuid, actorUserId: t.admin.id }),
    ])
  })

  it('validates a type beside its fields and refuses a taken name', async () => {
    const bad = await admin('POST', '/types', { ...TYPE, cpu_cores: 0, hourly_price: '-1', disks: [] })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors).sort()).toEqual(['cpu_cores', 'disks', 'hourly_price'])
    const taken = await admin('POST', '/types', { ...TYPE, name: 'bm.small' })
    expect(taken.status).toBe(400)
    expect(taken.body.errors).toEqual({ name: 'A machine type named bm.small exists' })
  })

  it('edits the hardware and the price, and retires a type without stock (customers no longer see it)', async () => {
    const type = (await admin('POST', '/types', TYPE)).body
    const edited = await admin('PATCH', `/types/${type.uuid}`, { ram_gb: 512, hourly_price: '3' })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ ram_gb: 512, hourly_price: '3' })
    const small = (await admin('GET', '/types')).body.find((x: { name: string }) => x.name === 'bm.small')
    const refused = await admin('DELETE', `/types/${small.uuid}`)
    expect(refused.status).toBe(409)
    const retired = await admin('DELETE', `/types/${type.uuid}`)
    expect(retired.body.retired).toBe(true)
    expect((await customerTypes()).map((m) => m.name)).not.toContain('bm.gpu')
    expect((await lease(t.alice, 'bm.gpu')).status).toBe(400)
    expect((await admin('PATCH', `/types/${type.uuid}`, { ram_gb: 8 })).status).toBe(409)
    expect((await admin('DELETE', '/types/00000000-0000-4000-8000-000000000000')).status).toBe(404)
  })
})

describe('admin machines (/metal/machines) and their history', () => {
  it('adds a machine a customer then leases; the stock shows the lease with its customer; history too', async () => {
    await admin('POST', '/types', TYPE)
    const created = await admin('POST', '/machines', MACHINE)
    expect(created.status).toBe(201)
    const machine = AdminMachineSchema.parse(created.body)
    expect(machine).toMatchObject({ state: 'available', serial: 'SN-GPU-0001', lease: null })
    expect((await customerTypes()).find((m) => m.name === 'bm.gpu')?.available).toBe(1)

    const leased = await lease(t.alice, 'bm.gpu')
    expect(leased.status).toBe(201)
    await activeLease(t.alice, leased.body.uuid)

    const page = AdminMachinePageSchema.parse((await admin('GET', '/machines?search=SN-GPU')).body)
    expect(page.total).toBe(1)
    expect(page.items[0]).toMatchObject({
      state: 'leased',
      lease: { uuid: leased.body.uuid, user_id: t.alice.id, owner_email: t.alice.email },
    })
    // A leased machine cannot be put in maintenance or retired.
    expect((await admin('PUT', `/machines/${machine.uuid}/state`, { state: 'maintenance' })).status).toBe(409)
    expect((await admin('DELETE', `/machines/${machine.uuid}`)).status).toBe(409)

    await call(t.app, 'DELETE', `/v1/tll01/metal/lease/${leased.body.uuid}`, { token: t.alice.token })
    const history = MachineHistorySchema.parse(
      (await admin('GET', `/machines/tll01/${machine.uuid}/history`)).body,
    )
    expect(history.leases).toEqual([
      expect.objectContaining({ uuid: leased.body.uuid, owner_email: t.alice.email, status: 'released' }),
    ])
    // Newest first (the test clock of leases and the database's of audit entries differ: compare as a set).
    expect(history.events.map((e) => [e.kind, e.actor_email, e.action])).toEqual(
      expect.arrayContaining([
        ['release', t.alice.email, 'release'],
        ['lease', t.alice.email, 'lease'],
        ['admin', t.admin.email, 'metal_machine.create'],
      ]),
    )
    expect(history.events).toHaveLength(3)
    expect(history.audit.map((a) => a.action)).toEqual(['metal_machine.create'])
    expect((await admin('GET', `/machines/jhv02/${machine.uuid}/history`)).status).toBe(404)
  })

  it('puts a machine in maintenance (never leased then), back to available, broken, and retires it', async () => {
    const page = AdminMachinePageSchema.parse(
      (await admin('GET', '/machines?location=tll01&machine_type=bm.large&sort=hostname&order=asc')).body,
    )
    expect(page.items.map((m) => m.hostname)).toEqual(['tll01-bm-large-01', 'tll01-bm-large-02'])
    for (const m of page.items) {
      const res = await admin('PUT', `/machines/${m.uuid}/state`, { state: 'maintenance' })
      expect(res.body.state).toBe('maintenance')
    }
    expect((await customerTypes()).find((m) => m.name === 'bm.large')?.available).toBe(0)
    expect((await lease(t.alice, 'bm.large')).status).toBe(409)
    const [first, second] = page.items
    await admin('PUT', `/machines/${first!.uuid}/state`, { state: 'available' })
    expect((await customerTypes()).find((m) => m.name === 'bm.large')?.available).toBe(1)
    expect((await admin('PUT', `/machines/${second!.uuid}/state`, { state: 'broken' })).body.state).toBe(
      'broken',
    )
    const retired = await admin('DELETE', `/machines/${second!.uuid}`)
    expect(retired.body).toMatchObject({ state: 'retired' })
    const stock = AdminMachinePageSchema.parse(
      (await admin('GET', '/machines?location=tll01&machine_type=bm.large')).body,
    )
    expect(stock.items.map((m) => m.uuid)).toEqual([first!.uuid])
    const gone = AdminMachinePageSchema.parse((await admin('GET', '/machines?retired=true')).body)
    expect(gone.items.map((m) => m.uuid)).toEqual([second!.uuid])
    expect((await audits('metal_machine.state')).length).toBe(4)
    expect((await admin('PUT', `/machines/${first!.uuid}/state`, { state: 'leased' })).status).toBe(400)
  })

  it('validates a new machine beside its fields and refuses a taken host name or serial', async () => {
    const bad = await admin('POST', '/machines', {
      ...MACHINE,
      ip_address: '300.1.1.1',
      hostname: 'Bad Name',
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors).sort()).toEqual(['hostname', 'ip_address'])
    const [existing] = await t.store.db.select().from(metalMachines).limit(1)
    const taken = await admin('POST', '/machines', {
      ...MACHINE,
      machine_type: 'bm.small',
      hostname: existing!.hostname,
    })
    expect(taken.body.errors).toEqual({ hostname: `A machine named ${existing!.hostname} exists` })
    const unknown = await admin('POST', '/machines', { ...MACHINE, location: 'nowhere' })
    expect(unknown.body.errors).toEqual({ location: 'Unknown location: nowhere' })
  })
})

describe('admin bare-metal OS images (/metal/os)', () => {
  it('unpublishes a version: customers can no longer lease it; publishing brings it back', async () => {
    const list = AdminMetalOsSchema.array().parse((await admin('GET', '/os')).body)
    expect(list.find((o) => o.os_name === 'debian')?.versions.map((v) => v.os_version)).toContain('12')
    const off = await admin('PUT', '/os/debian/versions/12', { published: false })
    expect(off.status).toBe(200)
    expect(off.body.versions.find((v: { os_version: string }) => v.os_version === '12').published).toBe(false)
    expect((await lease(t.alice, 'bm.small')).status).toBe(400)
    await admin('PUT', '/os/debian/versions/12', { published: true })
    expect((await lease(t.alice, 'bm.small')).status).toBe(201)
    expect((await audits('metal_os.unpublish')).length).toBe(1)
    expect((await admin('PUT', '/os/debian/versions/99', { published: true })).status).toBe(404)
    expect((await admin('PUT', '/os/nothing/versions/12', { published: true })).status).toBe(404)
  })
})

describe('the bare-metal admin API refuses customers', () => {
  it('answers a customer 403 on every route and changes nothing', async () => {
    const [m] = await t.store.db.select().from(metalMachines).limit(1)
    const calls: [string, string, unknown?][] = [
      ['GET', '/types'],
      ['POST', '/types', TYPE],
      ['PATCH', `/types/${m!.uuid}`, { ram_gb: 1 }],
      ['DELETE', `/types/${m!.uuid}`],
      ['GET', '/machines'],
      ['POST', '/machines', MACHINE],
      ['PUT', `/machines/${m!.uuid}/state`, { state: 'broken' }],
      ['DELETE', `/machines/${m!.uuid}`],
      ['GET', `/machines/tll01/${m!.uuid}/history`],
      ['GET', '/os'],
      ['PUT', '/os/debian/versions/12', { published: false }],
    ]
    for (const [method, path, json] of calls) {
      const res = await admin(method, path, json, t.alice.token)
      expect(res.status, `${method} ${path}`).toBe(403)
    }
    const [after] = await t.store.db.select().from(metalMachines).where(eq(metalMachines.uuid, m!.uuid))
    expect(after).toEqual(m)
    expect(await t.store.db.select().from(auditLog)).toEqual([])
  })
})
