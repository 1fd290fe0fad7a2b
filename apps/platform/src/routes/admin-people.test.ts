import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { call, usePlatform } from '../../test/helpers.js'
import { insertVm } from '../../test/fixtures.js'
import { listAudit } from '../store/audit.js'
import {
  billingAccounts,
  buckets,
  disks,
  floatingIps,
  hostPools,
  hosts,
  networks,
  users,
  vms,
} from '../store/schema.js'

const t = usePlatform()

const admin = (method: string, path: string, json?: unknown, token = t.admin.token) =>
  call(t.app, method, `/v1/admin${path}`, { token, json })

describe('admin users (issue 13: /users, /admin_users)', () => {
  it('suspends a user: their API calls answer 403 until unsuspended; both audit-logged', async () => {
    const res = await admin('POST', '/users/suspension', { id: t.alice.id, suspended: true })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: t.alice.id, suspended: true })
    const refused = await call(t.app, 'GET', '/v1/user-resource/user', { token: t.alice.token })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('This user is suspended. Contact support.')

    await admin('POST', '/users/suspension', { id: t.alice.id, suspended: false })
    expect((await call(t.app, 'GET', '/v1/user-resource/user', { token: t.alice.token })).status).toBe(200)

    const [unsuspend, suspend] = await listAudit(t.store.db, { limit: 2 })
    expect(suspend).toMatchObject({
      actorUserId: t.admin.id,
      action: 'user.suspend',
      targetId: String(t.alice.id),
    })
    expect(suspend!.before).toMatchObject({ suspended: false })
    expect(suspend!.after).toMatchObject({ suspended: true })
    expect(unsuspend).toMatchObject({ action: 'user.unsuspend' })
  })

  it('refuses every admin people call to a customer with 403 and changes nothing', async () => {
    const vm = await insertVm(t.store, t.bob)
    const calls: [string, string, unknown?][] = [
      ['GET', '/users'],
      ['GET', `/users/${t.bob.id}`],
      ['POST', '/users/suspension', { id: t.bob.id, suspended: true }],
      ['POST', '/users/admin_role', { id: t.alice.id, is_admin: true }],
      ['GET', '/billing_accounts'],
      ['GET', `/billing_accounts/${t.bob.billingAccountId}`],
      ['GET', `/virtual_machines/${vm.uuid}`],
      ['POST', '/billing_accounts/suspension', { id: t.bob.billingAccountId, suspended: true }],
      ['GET', '/virtual_machines'],
      ['POST', '/virtual_machines/action', { uuid: vm.uuid, action: 'stop' }],
    ]
    for (const [method, path, json] of calls) {
      const res = await admin(method, path, json, t.alice.token)
      expect(res.status, `${method} ${path}`).toBe(403)
      expect(res.body.message).toBe('Only for administrative users')
    }
    const [bob] = await t.store.db.select().from(users).where(eq(users.id, t.bob.id))
    expect(bob!.suspendedAt).toBeNull()
    const [alice] = await t.store.db.select().from(users).where(eq(users.id, t.alice.id))
    expect(alice!.isAdmin).toBe(false)
    const [account] = await t.store.db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.id, t.bob.billingAccountId))
    expect(account!.isActive).toBe(true)
    const [row] = await t.store.db.select().from(vms).where(eq(vms.uuid, vm.uuid))
    expect(row!.status).toBe('running')
    expect(await listAudit(t.store.db, { limit: 10 })).toEqual([])
  })

  it("grants and revokes administrator, never one's own", async () => {
    const grant = await admin('POST', '/users/admin_role', { id: t.bob.id, is_admin: true })
    expect(grant.body.is_admin).toBe(true)
    const admins = await admin('GET', '/users?is_admin=true')
    expect(admins.body.items.map((u: { email: string }) => u.email).sort()).toEqual([
      t.admin.email,
      t.bob.email,
    ])
    const revoke = await admin('POST', '/users/admin_role', { id: t.bob.id, is_admin: false })
    expect(revoke.body.is_admin).toBe(false)
    const self = await admin('POST', '/users/admin_role', { id: t.admin.id, is_admin: false })
    expect(self.status).toBe(400)
    const selfSuspend = await admin('POST', '/users/suspension', { id: t.admin.id, suspended: true })
    expect(selfSuspend.status).toBe(400)
    expect((await listAudit(t.store.db, { limit: 10 })).map((a) => a.action)).toEqual([
      'user.revoke_admin',
      'user.grant_admin',
    ])
  })

  it("searches and pages users, and shows a user's page", async () => {
    const page = await admin('GET', '/users?limit=2')
    expect(page.body.total).toBe(3)
    expect(page.body.items).toHaveLength(2)
    const found = await admin('GET', '/users?search=ALICE')
    expect(found.body.items.map((u: { id: number }) => u.id)).toEqual([t.alice.id])
    const byEmail = await admin('GET', '/users?sort=email&order=asc')
    expect(byEmail.body.items.map((u: { email: string }) => u.email)).toEqual(
      [t.admin.email, t.alice.email, t.bob.email].sort(),
    )
    const filtered = await admin('GET', '/users?email=bob')
    expect(filtered.body.items.map((u: { id: number }) => u.id)).toEqual([t.bob.id])
    await insertVm(t.store, t.alice, { name: 'alice-web' })
    const detail = await admin('GET', `/users/${t.alice.id}`)
    expect(detail.status).toBe(200)
    expect(detail.body.user.email).toBe(t.alice.email)
    expect(detail.body.billing_accounts.map((a: { id: number }) => a.id)).toEqual([t.alice.billingAccountId])
    expect(detail.body.virtual_machines.items.map((v: { name: string }) => v.name)).toEqual(['alice-web'])
    expect(detail.body.api_tokens.length).toBeGreaterThan(0)
    expect(detail.body.resources).toEqual([])
  })

  it("lists a user's other resources on their page: disks, IPs, networks, buckets", async () => {
    const a = { userId: t.alice.id, billingAccountId: t.alice.billingAccountId }
    await t.store.db
      .insert(disks)
      .values({ ...a, uuid: '0d15c000-0000-4000-8000-000000000001', location: 'tll01', sizeGb: 50 })
    await t.store.db.insert(floatingIps).values({ ...a, location: 'tll01', address: '185.0.0.7' })
    await t.store.db
      .insert(networks)
      .values({ userId: t.alice.id, location: 'tll01', name: 'alice-net', vlanId: 77, subnet: '10.7.0.0/24' })
    await t.store.db.insert(buckets).values({ ...a, name: 'alice-bucket' })
    await t.store.db.insert(buckets).values({
      userId: t.bob.id,
      billingAccountId: t.bob.billingAccountId,
      name: 'bob-bucket',
    })
    const detail = await admin('GET', `/users/${t.alice.id}`)
    const summary = detail.body.resources.map((r: { kind: string; name: string; detail: string }) => [
      r.kind,
      r.name,
      r.detail,
    ])
    expect(summary).toEqual([
      ['disk', expect.stringMatching(/^Disk \d+$/), '50 GB'],
      ['ip', '185.0.0.7', '185.0.0.7'],
      ['network', 'alice-net', '10.7.0.0/24'],
      ['bucket', 'alice-bucket', '0 objects'],
    ])
    expect(JSON.stringify(detail.body)).not.toContain('hash')
    expect((await admin('GET', '/users/999999')).status).toBe(404)
  })
})

describe('admin billing accounts (issue 13: /accounts)', () => {
  it('lists every account with owner and month-to-date cost, suspends with a reason and reactivates', async () => {
    const list = await admin('GET', '/billing_accounts?search=bob')
    expect(list.body.items).toEqual([
      expect.objectContaining({
        id: t.bob.billingAccountId,
        owner_email: t.bob.email,
        month_to_date_cost: '0',
      }),
    ])
    const res = await admin('POST', '/billing_accounts/suspension', {
      id: t.bob.billingAccountId,
      suspended: true,
      reason: 'Unpaid invoices',
    })
    expect(res.body).toMatchObject({ is_active: false, suspend_reason: 'Unpaid invoices' })
    const byOwner = await admin('GET', '/billing_accounts?sort=owner&order=desc&owner=example')
    expect(byOwner.body.items.map((a: { owner_email: string }) => a.owner_email)).toEqual(
      [t.admin.email, t.alice.email, t.bob.email]
        .filter((e) => e.includes('example'))
        .sort()
        .reverse(),
    )
    const inactive = await admin('GET', '/billing_accounts?active=false')
    expect(inactive.body.items.map((a: { id: number }) => a.id)).toEqual([t.bob.billingAccountId])
    const back = await admin('POST', '/billing_accounts/suspension', {
      id: t.bob.billingAccountId,
      suspended: false,
    })
    expect(back.body).toMatchObject({ is_active: true, suspend_reason: null })
    const one = await admin('GET', `/billing_accounts/${t.bob.billingAccountId}`)
    expect(one.body).toMatchObject({ id: t.bob.billingAccountId, owner_email: t.bob.email, is_active: true })
    expect((await admin('GET', '/billing_accounts/999999')).status).toBe(404)
    expect((await listAudit(t.store.db, { limit: 5 })).map((a) => a.action)).toEqual([
      'billing_account.activate',
      'billing_account.suspend',
    ])
  })
})

describe('admin VMs (issue 13: /admin/virtual_machines)', () => {
  it("lists every user's VMs, found by name, uuid, IP and owner, paged on the server", async () => {
    const bobs = await insertVm(t.store, t.bob, { name: 'bob-db', privateIpv4: '10.0.9.9' })
    await insertVm(t.store, t.alice, { name: 'alice-web' })
    const all = await admin('GET', '/virtual_machines?limit=1')
    expect(all.body.total).toBe(2)
    expect(all.body.items).toHaveLength(1)
    for (const search of ['bob-d', bobs.uuid.slice(0, 13), '10.0.9.9', 'bob@example']) {
      const res = await admin('GET', `/virtual_machines?search=${encodeURIComponent(search)}`)
      expect(
        res.body.items.map((v: { uuid: string }) => v.uuid),
        search,
      ).toEqual([bobs.uuid])
    }
    expect(all.body.items[0]).toHaveProperty('owner_email')
    const byName = await admin('GET', '/virtual_machines?sort=name&order=desc')
    expect(byName.body.items.map((v: { name: string }) => v.name)).toEqual(['bob-db', 'alice-web'])
    const newest = await admin('GET', '/virtual_machines')
    expect(newest.body.items.map((v: { name: string }) => v.name)).toEqual(['alice-web', 'bob-db'])
    const owned = await admin('GET', '/virtual_machines?owner=ALICE&location=tll&status=run')
    expect(owned.body.items.map((v: { name: string }) => v.name)).toEqual(['alice-web'])
    expect((await admin('GET', '/virtual_machines?sort=password')).status).toBe(400)
    const one = await admin('GET', `/virtual_machines/${bobs.uuid}`)
    expect(one.body).toMatchObject({ uuid: bobs.uuid, name: 'bob-db', owner_email: t.bob.email })
    const missing = await admin('GET', '/virtual_machines/00000000-0000-4000-8000-000000000000')
    expect(missing.status).toBe(404)
  })

  it("stops, force-stops and starts any user's VM, audit-logged", async () => {
    const created = await call(t.app, 'POST', '/v1/tll01/user-resource/vm', {
      token: t.bob.token,
      form: {
        name: 'bob-vm',
        os_name: 'ubuntu',
        os_version: '24.04',
        disks: 20,
        vcpu: 1,
        ram: 1024,
        password: 'Secret123',
        billing_account_id: t.bob.billingAccountId,
      },
    })
    expect(created.status).toBe(200)
    const uuid = created.body.uuid
    const stopped = await admin('POST', '/virtual_machines/action', { uuid, action: 'stop' })
    expect(stopped.status).toBe(200)
    expect(stopped.body.status).toBe('stopped')
    const started = await admin('POST', '/virtual_machines/action', { uuid, action: 'start' })
    expect(started.body.status).toBe('running')
    const forced = await admin('POST', '/virtual_machines/action', { uuid, action: 'force_stop' })
    expect(forced.body.status).toBe('stopped')
    expect((await listAudit(t.store.db, { limit: 5 })).map((a) => a.action)).toEqual([
      'vm.force_stop',
      'vm.start',
      'vm.stop',
    ])
    const bad = await admin('POST', '/virtual_machines/action', { uuid, action: 'explode' })
    expect(bad.status).toBe(400)
  })

  it('moves a VM to another host pool: placed on a host of it with room, current pool told truthfully', async () => {
    const pools = await t.store.db.select().from(hostPools).where(eq(hostPools.location, 'tll01'))
    const from = pools[0]!
    const [fromHost] = await t.store.db.select().from(hosts).where(eq(hosts.poolUuid, from.uuid))
    const values = { location: 'tll01', storagePoolUuid: from.storagePoolUuid, guestLimits: from.guestLimits }
    const [same, full] = await t.store.db
      .insert(hostPools)
      .values([
        { ...values, name: 'fast' },
        { ...values, name: 'full' },
      ])
      .returning()
    const [other] = await t.store.db
      .insert(hostPools)
      .values({ location: 'tll01', name: 'other-storage', guestLimits: from.guestLimits })
      .returning()
    const [target] = await t.store.db
      .insert(hosts)
      .values([
        { poolUuid: same!.uuid, name: 'fast-hv01', cpuThreads: 8, ramMb: 16384 },
        { poolUuid: full!.uuid, name: 'full-hv01', cpuThreads: 8, ramMb: 512 },
      ])
      .returning()
    const vm = await insertVm(t.store, t.bob, { designatedPoolUuid: from.uuid, hostUuid: fromHost!.uuid })
    const before = await admin('GET', `/virtual_machines/${vm.uuid}`)
    expect(before.body).toMatchObject({ designated_pool_uuid: from.uuid, current_pool_uuid: from.uuid })

    const refused = await admin('POST', '/virtual_machines/move', { uuid: vm.uuid, pool_uuid: other!.uuid })
    expect(refused.status).toBe(400)
    expect(refused.body.errors.pool_uuid).toBe('The host pool must use the same storage pool')
    const noRoom = await admin('POST', '/virtual_machines/move', { uuid: vm.uuid, pool_uuid: full!.uuid })
    expect(noRoom.status).toBe(400)
    expect(noRoom.body.errors.pool_uuid).toBe('No capacity in host pool full for 1 vCPU and 1024 MB RAM')
    const [stayed] = await t.store.db.select().from(vms).where(eq(vms.uuid, vm.uuid))
    expect(stayed).toMatchObject({ designatedPoolUuid: from.uuid, hostUuid: fromHost!.uuid })

    const moved = await admin('POST', '/virtual_machines/move', { uuid: vm.uuid, pool_uuid: same!.uuid })
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({
      designated_pool_uuid: same!.uuid,
      current_pool_uuid: same!.uuid,
      status: 'running',
    })
    const [row] = await t.store.db.select().from(vms).where(eq(vms.uuid, vm.uuid))
    expect(row!.hostUuid).toBe(target!.uuid)
    const [entry] = await listAudit(t.store.db, { limit: 1 })
    expect(entry).toMatchObject({ action: 'vm.move_pool', targetId: vm.uuid })
    expect(entry!.before).toMatchObject({ current_pool_uuid: from.uuid })
    expect(entry!.after).toMatchObject({ current_pool_uuid: same!.uuid })
  })
})
