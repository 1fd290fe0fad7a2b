import { describe, expect, it } from 'vitest'
import { asc, eq } from 'drizzle-orm'
import { call, usePlatform } from '../../test/helpers.js'
import { disks, floatingIps, hostPools, replicas, vms } from '../store/schema.js'
import { warrenTime } from './format.js'
import { toWarrenStorage } from './vms.js'

const t = usePlatform()

const VM_FORM = {
  os_name: 'ubuntu',
  os_version: '24.04',
  disks: 20,
  vcpu: 2,
  ram: 2048,
  password: 'Secret123',
}

/** The keys of a Warren VM object in order (API-NOTES §7.1), with the optional ones this VM has. */
const VM_KEYS = [
  'uuid',
  'id',
  'name',
  'hostname',
  'description',
  'status',
  'vcpu',
  'memory',
  'os_name',
  'os_version',
  'username',
  'mac',
  'private_ipv4',
  'public_ipv4',
  'billing_account',
  'backup',
  'designated_pool_uuid',
  'designated_pool_name',
  'current_pool_uuid',
  'tags',
  'storage',
  'user_id',
  'created_at',
  'updated_at',
]

describe('VM rendering in one query (services/vms.ts, API-NOTES §7.1)', () => {
  it('renders list and single VMs from the rows: keys, times, public IP, pool, disks and replicas in order', async () => {
    const post = (path: string, form: Record<string, string | number | boolean>) =>
      call(t.app, 'POST', `/v1/tll01/user-resource/${path}`, { token: t.alice.token, form })
    t.clock.set('2025-11-12T08:30:05.678Z')
    const first = (await post('vm', { ...VM_FORM, name: 'first-vm', username: 'deploy' })).body
    t.clock.set('2025-11-12T09:00:00Z')
    const second = (await post('vm', { ...VM_FORM, name: 'second-vm', reserve_public_ip: false })).body
    // A second disk and two replicas of each of the first VM's disks, so that ordering is exercised.
    const extra = await post('vm/storage', { uuid: first.uuid, size_gb: 30 })
    expect(extra.status).toBe(200)
    for (const type of ['snapshot', 'backup']) {
      t.clock.set(type === 'snapshot' ? '2025-11-12T10:00:00Z' : '2025-11-12T10:00:01Z')
      expect((await post('vm/replica', { uuid: first.uuid, type })).status).toBe(200)
    }
    await t.store.db.insert(replicas).values({
      uuid: `${extra.body.uuid}-2025-11-12-10-00-02`,
      diskUuid: extra.body.uuid,
      type: 'snapshot',
      size: 30,
      createdAt: new Date('2025-11-12T10:00:02Z'),
      updatedAt: new Date('2025-11-12T10:00:02Z'),
    })

    const list = await call(t.app, 'GET', '/v1/tll01/user-resource/vm/list', { token: t.alice.token })
    expect(list.status).toBe(200)
    expect(list.body.map((vm: { uuid: string }) => vm.uuid)).toEqual([first.uuid, second.uuid])

    for (const rendered of list.body) {
      const [row] = await t.store.db.select().from(vms).where(eq(vms.uuid, rendered.uuid))
      const [pool] = await t.store.db
        .select()
        .from(hostPools)
        .where(eq(hostPools.uuid, row!.designatedPoolUuid!))
      const [ip] = await t.store.db.select().from(floatingIps).where(eq(floatingIps.assignedTo, row!.uuid))
      const diskRows = await t.store.db.select().from(disks).where(eq(disks.vmUuid, row!.uuid))
      diskRows.sort((a, b) => Number(b.primary) - Number(a.primary) || a.device!.localeCompare(b.device!))
      const storage = await Promise.all(
        diskRows.map(async (disk) =>
          toWarrenStorage(
            disk,
            await t.store.db
              .select()
              .from(replicas)
              .where(eq(replicas.diskUuid, disk.uuid))
              .orderBy(asc(replicas.createdAt), asc(replicas.id)),
          ),
        ),
      )
      expect(Object.keys(rendered)).toEqual(
        VM_KEYS.filter((key) => (key !== 'username' || row!.username) && (key !== 'public_ipv4' || ip)),
      )
      expect(rendered).toMatchObject({
        id: row!.id,
        status: 'running',
        billing_account: row!.billingAccountId,
        designated_pool_uuid: row!.designatedPoolUuid,
        designated_pool_name: pool!.name,
        current_pool_uuid: row!.designatedPoolUuid,
        tags: null,
        created_at: warrenTime(row!.createdAt),
        updated_at: warrenTime(row!.updatedAt),
      })
      if (ip) expect(rendered.public_ipv4).toBe(ip.address)
      // Byte for byte what the row renderers give: key order, `YYYY-MM-DD HH:MM:SS` times, boot disk first.
      expect(JSON.stringify(rendered.storage)).toBe(JSON.stringify(storage))
      const single = await call(t.app, 'GET', `/v1/tll01/user-resource/vm?uuid=${rendered.uuid}`, {
        token: t.alice.token,
      })
      expect(JSON.stringify(single.body)).toBe(JSON.stringify(rendered))
    }
    expect(list.body[0].created_at).toBe('2025-11-12 08:30:05')
    expect(list.body[0].storage.map((s: { name: string }) => s.name)).toEqual(['vda', 'vdb'])
    expect(list.body[0].storage[0].replica.map((r: { type: string }) => r.type)).toEqual([
      'snapshot',
      'backup',
    ])
    expect(list.body[0].storage[1].replica).toHaveLength(1)
    expect(list.body[1]).not.toHaveProperty('public_ipv4')
  })

  it('lists nothing as an empty array', async () => {
    const list = await call(t.app, 'GET', '/v1/tll01/user-resource/vm/list', { token: t.bob.token })
    expect(list.body).toEqual([])
  })
})
