import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { call, usePlatform } from '../../test/helpers.js'
import { operations, replicas, sessions, usageRecords } from '../store/schema.js'
import { createSession, deleteExpiredSessions, principalFromSession } from './accounts.js'
import { BACKUP_RETENTION, runDueBackups } from './backups.js'
import { runTick } from './periodic.js'

const t = usePlatform()
const DAY = 24 * 3600_000

async function createVm(backup: boolean, disks = 40) {
  const res = await call(t.app, 'POST', '/v1/user-resource/vm', {
    token: t.alice.token,
    form: { name: 'saved', os_name: 'ubuntu', os_version: '24.04', disks, vcpu: 2, ram: 4096, backup },
  })
  expect(res.status).toBe(200)
  expect(res.body.backup).toBe(backup)
  return res.body
}

const backupsOf = async (diskUuid: string) =>
  (await t.store.db.select().from(replicas).where(eq(replicas.diskUuid, diskUuid))).filter(
    (r) => r.type === 'backup',
  )

describe('daily backups', () => {
  it('backs up the boot disk once a day at the backup hour, named by time, sized as the disk', async () => {
    const vm = await createVm(true, 60) // 2025-11-10 10:15
    const boot = vm.storage[0]
    t.clock.set('2025-11-11T02:59:00Z')
    expect(await runDueBackups(t.app.platform)).toEqual({ created: 0, deleted: 0 })
    t.clock.set('2025-11-11T03:00:07Z')
    // Two ticks at once (two processes on PostgreSQL): the day's claim lets one of them create the backup.
    const both = await Promise.all([runDueBackups(t.app.platform), runDueBackups(t.app.platform)])
    expect(both.map((r) => r.created).sort()).toEqual([0, 1])
    t.clock.set('2025-11-11T23:59:00Z')
    expect(await runDueBackups(t.app.platform)).toEqual({ created: 0, deleted: 0 })
    const rows = await backupsOf(boot.uuid)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ uuid: `${boot.uuid}-2025-11-11-03-00-07`, size: 60, type: 'backup' })
    const listed = await call(t.app, 'GET', `/v1/user-resource/vm/replica?uuid=${vm.uuid}&type=backup`, {
      token: t.alice.token,
    })
    expect(listed.body.map((r: { uuid: string }) => r.uuid)).toEqual([rows[0]!.uuid])
  })

  it('keeps the newest seven per disk, for stopped VMs too, and none for VMs without backup or deleted', async () => {
    const saved = await createVm(true)
    const plain = await createVm(false)
    const deleted = await createVm(true)
    await call(t.app, 'POST', '/v1/user-resource/vm/stop', {
      token: t.alice.token,
      form: { uuid: saved.uuid },
    })
    await call(t.app, 'DELETE', '/v1/user-resource/vm', {
      token: t.alice.token,
      form: { uuid: deleted.uuid },
    })
    t.clock.set('2025-11-11T04:00:00Z')
    const results = []
    for (let day = 0; day < 9; day++) {
      results.push(await runDueBackups(t.app.platform))
      t.clock.advance(DAY)
    }
    expect(results.map((r) => r.created)).toEqual(Array(9).fill(1))
    expect(results.map((r) => r.deleted)).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 1])
    const rows = await backupsOf(saved.storage[0].uuid)
    expect(rows).toHaveLength(BACKUP_RETENTION)
    // The two oldest (11 and 12 November) are gone; 13 to 19 November remain.
    expect(rows.map((r) => r.createdAt.toISOString().slice(0, 10)).sort()).toEqual([
      '2025-11-13',
      '2025-11-14',
      '2025-11-15',
      '2025-11-16',
      '2025-11-17',
      '2025-11-18',
      '2025-11-19',
    ])
    expect(await backupsOf(plain.storage[0].uuid)).toEqual([])
    expect(
      await t.store.db.select().from(replicas).where(eq(replicas.diskUuid, deleted.storage[0].uuid)),
    ).toEqual([])
  })

  it('keeps manual snapshots out of the retention count', async () => {
    const vm = await createVm(true)
    const snap = await call(t.app, 'POST', '/v1/user-resource/vm/replica', {
      token: t.alice.token,
      form: { uuid: vm.uuid, type: 'snapshot', name: 'mine' },
    })
    expect(snap.status).toBe(200)
    t.clock.set('2025-11-11T05:00:00Z')
    for (let day = 0; day < BACKUP_RETENTION + 2; day++) {
      await runDueBackups(t.app.platform)
      t.clock.advance(DAY)
    }
    const all = await t.store.db.select().from(replicas).where(eq(replicas.diskUuid, vm.storage[0].uuid))
    expect(all.filter((r) => r.type === 'snapshot')).toHaveLength(1)
    expect(all.filter((r) => r.type === 'backup')).toHaveLength(BACKUP_RETENTION)
  })
})

describe('expired sessions', () => {
  it('deletes expired session rows only', async () => {
    const old = await createSession(t.app.platform, t.alice.id)
    t.clock.advance(t.app.platform.settings.sessionTtlMs - 60_000)
    const fresh = await createSession(t.app.platform, t.bob.id)
    t.clock.advance(60_000) // the first one expires now
    expect(await deleteExpiredSessions(t.app.platform)).toBe(1)
    expect(await deleteExpiredSessions(t.app.platform)).toBe(0)
    const rows = await t.store.db.select().from(sessions)
    expect(rows.map((r) => r.userId)).toEqual([t.bob.id])
    expect(await principalFromSession(t.app.platform, old)).toBeNull()
    expect((await principalFromSession(t.app.platform, fresh))?.user.id).toBe(t.bob.id)
  })
})

describe('the periodic tick', () => {
  it('meters, backs up and removes expired sessions in one run', async () => {
    const vm = await createVm(true)
    await createSession(t.app.platform, t.alice.id)
    t.clock.advance(t.app.platform.settings.sessionTtlMs)
    await runTick(t.app.platform)
    expect(await backupsOf(vm.storage[0].uuid)).toHaveLength(1)
    expect(await t.store.db.select().from(sessions)).toEqual([])
    const metered = await t.store.db.select().from(usageRecords).where(eq(usageRecords.resourceUuid, vm.uuid))
    expect(metered.length).toBeGreaterThan(0)
  })

  it('removes secrets an operation finished elsewhere still keeps', async () => {
    await t.store.db.insert(operations).values({
      kind: 'vm.create',
      status: 'done',
      payload: { passwordHash: 'h', cloudInit: 'c', name: 'kept' },
    })
    await runTick(t.app.platform)
    const rows = await t.store.db.select().from(operations)
    expect(rows.map((r) => r.payload)).toEqual([{ name: 'kept' }])
  })
})
