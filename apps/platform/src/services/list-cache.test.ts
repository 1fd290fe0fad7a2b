/**
 * The list cache (issue 17, services/list-cache.ts): every kind of change that alters `vm/list` (or the disk
 * list) is seen on the very next call, whether made through the API, by the simulator's operations or by a write
 * that bypasses this process (another process on PostgreSQL); a cached body is only ever served to a caller who
 * may see exactly it. The cache's hit counter proves the body was reused where nothing changed.
 */
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { shareWith, secondBillingAccount } from '../../test/delegation.js'
import { call, storeKind, usePlatform, type TestUser } from '../../test/helpers.js'
import { vmInNetwork } from '../../test/network-fixtures.js'
import { SEED_POOLS } from '../seed.js'
import { hostPools, vms } from '../store/schema.js'
import { listScopes } from './list-cache.js'

const t = usePlatform()

const LIST = '/v1/tll01/user-resource/vm/list'
const VM_FORM = { name: 'web-1', os_name: 'ubuntu', os_version: '24.04', disks: 20, vcpu: 1, ram: 1024 }

type ListedVm = {
  uuid: string
  name: string
  status: string
  billing_account: number
  public_ipv4?: string
  designated_pool_name: string | null
  storage: { uuid: string; size: number; replica: { name: string | null }[] }[]
}

async function list(user: TestUser = t.alice, path = LIST, headers: Record<string, string> = {}) {
  const res = await call(t.app, 'GET', path, { token: user.token, headers })
  return res
}

async function vmsOf(user: TestUser = t.alice): Promise<ListedVm[]> {
  const res = await list(user)
  expect(res.status).toBe(200)
  return res.body as ListedVm[]
}

async function createVm(user: TestUser = t.alice, form: Record<string, string | number> = {}) {
  const res = await call(t.app, 'POST', '/v1/tll01/user-resource/vm', {
    token: user.token,
    form: { ...VM_FORM, password: 'Secret123', billing_account_id: user.billingAccountId, ...form },
  })
  expect(res.status).toBe(200)
  return res.body as ListedVm
}

/** Lists twice: the second answer must come from the cache (nothing changed in between). */
async function cachedVms(user: TestUser = t.alice): Promise<ListedVm[]> {
  await vmsOf(user)
  const hits = t.app.platform.listCache.hits
  const again = await vmsOf(user)
  expect(t.app.platform.listCache.hits).toBe(hits + 1)
  return again
}

const byUuid = (rows: ListedVm[], uuid: string) => rows.find((vm) => vm.uuid === uuid)

describe('the list cache (issue 17)', () => {
  it('reuses the body while nothing changed, and answers If-None-Match with 304', async () => {
    await createVm()
    const first = await list()
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]+"$/)
    const hits = t.app.platform.listCache.hits
    const second = await list()
    expect(t.app.platform.listCache.hits).toBe(hits + 1)
    expect(second.text).toBe(first.text)
    expect(second.headers.get('content-type')).toMatch(/^application\/json/)
    const unchanged = await list(t.alice, LIST, { 'If-None-Match': etag! })
    expect(unchanged.status).toBe(304)
    expect(unchanged.text).toBe('')
    // A change makes the old ETag stale: a full answer with a new one.
    await call(t.app, 'PATCH', '/v1/tll01/user-resource/vm', {
      token: t.alice.token,
      form: { uuid: first.body[0].uuid, name: 'renamed' },
    })
    const changed = await list(t.alice, LIST, { 'If-None-Match': etag! })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
    expect(changed.body[0].name).toBe('renamed')
  })

  it('sees a create, a rename, a stop and start by the simulator, and a delete on the next call', async () => {
    expect(await cachedVms()).toEqual([])
    const vm = await createVm()
    expect(byUuid(await cachedVms(), vm.uuid)?.status).toBe('running')

    await call(t.app, 'PATCH', '/v1/tll01/user-resource/vm', {
      token: t.alice.token,
      form: { uuid: vm.uuid, name: 'db-1' },
    })
    expect(byUuid(await cachedVms(), vm.uuid)?.name).toBe('db-1')

    for (const [action, status] of [
      ['stop', 'stopped'],
      ['start', 'running'],
    ]) {
      const res = await call(t.app, 'POST', `/v1/tll01/user-resource/vm/${action}`, {
        token: t.alice.token,
        form: { uuid: vm.uuid },
      })
      expect(res.status).toBe(200)
      expect(byUuid(await cachedVms(), vm.uuid)?.status).toBe(status)
    }

    await call(t.app, 'DELETE', '/v1/tll01/user-resource/vm', {
      token: t.alice.token,
      form: { uuid: vm.uuid },
    })
    expect(await cachedVms()).toEqual([])
  })

  it('sees a disk added, resized and attached, a snapshot, and a public IP assigned and removed', async () => {
    const vm = await createVm()
    await cachedVms()
    const added = await call(t.app, 'POST', '/v1/tll01/user-resource/vm/storage', {
      token: t.alice.token,
      form: { uuid: vm.uuid, size_gb: 30 },
    })
    expect(added.status).toBe(200)
    expect(byUuid(await cachedVms(), vm.uuid)?.storage.map((d) => d.size)).toEqual([20, 30])
    const resized = await call(t.app, 'PATCH', '/v1/tll01/user-resource/vm/storage', {
      token: t.alice.token,
      form: { uuid: vm.uuid, disk_uuid: added.body.uuid, size_gb: 35 },
    })
    expect(resized.status).toBe(200)
    expect(byUuid(await cachedVms(), vm.uuid)?.storage.map((d) => d.size)).toEqual([20, 35])

    // A detached disk made through the disk API, then attached.
    const disk = await call(t.app, 'POST', '/v1/tll01/storage/disks', {
      token: t.alice.token,
      form: { size_gb: 40, billing_account_id: t.alice.billingAccountId },
    })
    expect(disk.status).toBe(201)
    await call(t.app, 'POST', '/v1/tll01/user-resource/vm/storage/detach', {
      token: t.alice.token,
      form: { uuid: vm.uuid, storage_uuid: added.body.uuid },
    })
    expect(byUuid(await cachedVms(), vm.uuid)?.storage.map((d) => d.size)).toEqual([20])
    const attached = await call(t.app, 'POST', '/v1/tll01/user-resource/vm/storage/attach', {
      token: t.alice.token,
      form: { uuid: vm.uuid, storage_uuid: disk.body.uuid },
    })
    expect(attached.status).toBe(200)
    expect(byUuid(await cachedVms(), vm.uuid)?.storage.map((d) => d.size)).toEqual([20, 40])

    const boot = byUuid(await cachedVms(), vm.uuid)!.storage[0]!
    const snapshot = await call(t.app, 'POST', '/v1/tll01/user-resource/vm/replica', {
      token: t.alice.token,
      form: { uuid: vm.uuid, storage_uuid: boot.uuid, name: 'before-upgrade' },
    })
    expect(snapshot.status).toBe(200)
    expect(byUuid(await cachedVms(), vm.uuid)?.storage[0]!.replica.map((r) => r.name)).toEqual([
      'before-upgrade',
    ])

    // The VM got a public IP at create: removed, then a new one.
    expect(byUuid(await cachedVms(), vm.uuid)?.public_ipv4).toMatch(/^\d+\.\d+\.\d+\.\d+$/)
    await call(t.app, 'DELETE', '/v1/tll01/user-resource/vm/ip/public', {
      token: t.alice.token,
      form: { uuid: vm.uuid },
    })
    expect(byUuid(await cachedVms(), vm.uuid)?.public_ipv4).toBeUndefined()
    const ip = await call(t.app, 'POST', '/v1/tll01/user-resource/vm/ip/public', {
      token: t.alice.token,
      form: { uuid: vm.uuid },
    })
    expect(ip.status).toBe(200)
    const address = byUuid(await cachedVms(), vm.uuid)?.public_ipv4
    expect(address).toMatch(/^\d+\.\d+\.\d+\.\d+$/)
    await call(t.app, 'DELETE', '/v1/tll01/user-resource/vm/ip/public', {
      token: t.alice.token,
      form: { uuid: vm.uuid },
    })
    expect(byUuid(await cachedVms(), vm.uuid)?.public_ipv4).toBeUndefined()
  })

  it('sees a floating IP assigned through the IP API and a billing-account move', async () => {
    const vm = await vmInNetwork(t, t.alice)
    await cachedVms()
    const ip = await call(t.app, 'POST', '/v1/tll01/network/ip_addresses', { token: t.alice.token, json: {} })
    const assigned = await call(t.app, 'POST', `/v1/tll01/network/ip_addresses/${ip.body.address}/assign`, {
      token: t.alice.token,
      json: { vm_uuid: vm.uuid },
    })
    expect(assigned.status).toBe(200)
    expect(byUuid(await cachedVms(), vm.uuid)?.public_ipv4).toBe(ip.body.address)

    const second = await secondBillingAccount(t, t.alice)
    const moved = await call(t.app, 'POST', '/v1/tll01/user-resource/resource_billing', {
      token: t.alice.token,
      form: { uuid: vm.uuid, billing_account_id: second },
    })
    expect(moved.status).toBe(200)
    expect(byUuid(await cachedVms(), vm.uuid)?.billing_account).toBe(second)
    // The restricted token of alice's default account no longer lists it.
    const restricted = { ...t.alice, token: t.aliceRestrictedToken }
    expect(byUuid(await vmsOf(restricted), vm.uuid)).toBeUndefined()
  })

  it('sees a host pool renamed by an administrator', async () => {
    const vm = await createVm()
    const pool = byUuid(await cachedVms(), vm.uuid)!.designated_pool_name
    expect(pool).toBeTruthy()
    const renamed = await call(t.app, 'PATCH', `/v1/admin/host_pools/${SEED_POOLS.tll01Standard}`, {
      token: t.admin.token,
      json: { name: 'General purpose' },
    })
    expect(renamed.status).toBe(200)
    expect(byUuid(await cachedVms(), vm.uuid)?.designated_pool_name).toBe('General purpose')
  })

  it('sees writes that bypass this process: the store written directly (as another process would)', async () => {
    const vm = await createVm()
    await cachedVms()
    await t.store.db.update(vms).set({ status: 'stopped' }).where(eq(vms.uuid, vm.uuid))
    expect(byUuid(await cachedVms(), vm.uuid)?.status).toBe('stopped')
    await t.store.db
      .update(hostPools)
      .set({ name: 'Renamed directly' })
      .where(eq(hostPools.uuid, SEED_POOLS.tll01Standard))
    expect(byUuid(await cachedVms(), vm.uuid)?.designated_pool_name).toBe('Renamed directly')
    await t.store.db.delete(vms).where(eq(vms.uuid, vm.uuid))
    expect(await cachedVms()).toEqual([])
  })

  it("never gives a stranger, a restricted token or a delegated user another caller's body", async () => {
    const vm = await createVm()
    const alices = await list()
    expect(alices.body).toHaveLength(1)
    // bob has his own (empty) list, and alice's ETag does not match it.
    const bobs = await list(t.bob, LIST, { 'If-None-Match': alices.headers.get('etag')! })
    expect(bobs.status).toBe(200)
    expect(bobs.body).toEqual([])
    // alice's own VMs on another billing account are not the restricted token's.
    const second = await secondBillingAccount(t, t.alice)
    const other = await createVm(t.alice, { billing_account_id: second, name: 'other' })
    const restricted = { ...t.alice, token: t.aliceRestrictedToken }
    expect((await vmsOf(restricted)).map((v) => v.uuid)).toEqual([vm.uuid])
    expect((await vmsOf()).map((v) => v.uuid).sort()).toEqual([vm.uuid, other.uuid].sort())

    // Shared with bob: his next call lists alice's VMs, and follows her changes.
    expect(await cachedVms(t.bob)).toEqual([])
    const group = await shareWith(t, t.alice, t.bob)
    expect((await cachedVms(t.bob)).map((v) => v.uuid).sort()).toEqual([vm.uuid, other.uuid].sort())
    await call(t.app, 'PATCH', '/v1/tll01/user-resource/vm', {
      token: t.alice.token,
      form: { uuid: vm.uuid, name: 'seen-by-bob' },
    })
    expect(byUuid(await cachedVms(t.bob), vm.uuid)?.name).toBe('seen-by-bob')
    // No longer shared: bob's next call is his own list again.
    const removed = await call(t.app, 'DELETE', `/v1/user-resource/access_group/${group}`, {
      token: t.alice.token,
    })
    expect(removed.status).toBeLessThan(300)
    expect(await vmsOf(t.bob)).toEqual([])
  })

  it('follows changes to a billing account delegated to the caller, whoever makes them', async () => {
    await shareWith(t, t.alice, t.bob, t.alice.billingAccountId)
    expect(await cachedVms(t.bob)).toEqual([])
    const made = await createVm(t.alice, { name: 'shared' })
    expect(byUuid(await cachedVms(t.bob), made.uuid)?.name).toBe('shared')
    await call(t.app, 'PATCH', '/v1/tll01/user-resource/vm', {
      token: t.alice.token,
      form: { uuid: made.uuid, name: 'renamed-by-alice' },
    })
    expect(byUuid(await cachedVms(t.bob), made.uuid)?.name).toBe('renamed-by-alice')
    const own = await createVm(t.bob, { billing_account_id: t.alice.billingAccountId, name: 'by-bob' })
    await call(t.app, 'PATCH', '/v1/tll01/user-resource/vm', {
      token: t.bob.token,
      form: { uuid: own.uuid, name: 'renamed-by-bob' },
    })
    expect(byUuid(await cachedVms(t.bob), own.uuid)?.name).toBe('renamed-by-bob')
  })

  it('caches the disk list and billing_resources the same way', async () => {
    const disks = () => call(t.app, 'GET', '/v1/tll01/storage/disks', { token: t.alice.token })
    expect((await disks()).body).toEqual([])
    const disk = await call(t.app, 'POST', '/v1/tll01/storage/disks', {
      token: t.alice.token,
      form: { size_gb: 30, billing_account_id: t.alice.billingAccountId, display_name: 'data' },
    })
    expect((await disks()).body.map((d: { uuid: string }) => d.uuid)).toEqual([disk.body.uuid])
    const hits = t.app.platform.listCache.hits
    await disks()
    expect(t.app.platform.listCache.hits).toBe(hits + 1)
    await call(t.app, 'POST', `/v1/tll01/storage/disks/${disk.body.uuid}/snapshots`, {
      token: t.alice.token,
      form: { display_name: 'snap' },
    })
    expect((await disks()).body[0].snapshots.map((s: { display_name: string }) => s.display_name)).toEqual([
      'snap',
    ])
    expect((await call(t.app, 'GET', '/v1/tll01/storage/disks', { token: t.bob.token })).body).toEqual([])

    const billing = (user: TestUser) =>
      call(t.app, 'GET', `/v1/tll01/user-resource/billing_resources?id=${t.alice.billingAccountId}`, {
        token: user.token,
      })
    expect((await billing(t.alice)).body).toEqual([])
    const vm = await createVm()
    expect((await billing(t.alice)).body.map((v: { uuid: string }) => v.uuid)).toEqual([vm.uuid])
    // A stranger is refused before any cache is read.
    expect((await billing(t.bob)).status).toBe(400)
  })

  it("scopes are the caller's user, the users and accounts delegated to them, in the location", () => {
    expect(
      listScopes(
        { user: { id: 3 } as never, delegatedUserIds: [5, 5], delegatedBillingAccountIds: [9] },
        'tll01',
      ),
    ).toEqual(['*', 'u:3:tll01', 'u:5:tll01', 'b:9:tll01'])
  })

  it.skipIf(storeKind !== 'postgres')(
    'sees a transaction that commits after a newer body was cached (another connection, PostgreSQL)',
    async () => {
      const vm = await createVm()
      // A second connection to the same database: what another platform process is.
      const url = (t.store.db as unknown as { $client: { options: { connectionString: string } } }).$client
        .options.connectionString
      const other = new pg.Client({ connectionString: url })
      await other.connect()
      try {
        await other.query('begin')
        await other.query('update vms set name = $1 where uuid = $2', ['late-commit', vm.uuid])
        // Not committed yet: the list shows the old name and caches it.
        expect(byUuid(await vmsOf(), vm.uuid)?.name).toBe('web-1')
        expect(byUuid(await cachedVms(), vm.uuid)?.name).toBe('web-1')
        await other.query('commit')
        expect(byUuid(await vmsOf(), vm.uuid)?.name).toBe('late-commit')
      } finally {
        await other.end()
      }
    },
  )
})
