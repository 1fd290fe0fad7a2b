/**
 * VM metrics (issue 18, CONTRACTS "VM metrics"): GET /v1/{location}/user-resource/vm/metrics and
 * GET /v1/admin/hosts/{uuid}/metrics — the series' shape per range, zero while stopped, consistent with the VM's
 * size, deterministic, and who may read them.
 */
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { MetricsSeriesSchema, type MetricsSeries } from '@cirrus/domain'
import { shareWith } from '../../test/delegation.js'
import { call, usePlatform, type TestUser } from '../../test/helpers.js'
import { vms } from '../store/schema.js'

const t = usePlatform()
const MINUTE = 60_000
const MIB = 1024 * 1024

const VM_FORM = { name: 'web-1', os_name: 'ubuntu', os_version: '24.04', disks: 20, vcpu: 2, ram: 2048 }

async function createVm(user: TestUser = t.alice, form: Record<string, string | number> = {}) {
  const res = await call(t.app, 'POST', '/v1/tll01/user-resource/vm', {
    token: user.token,
    form: { ...VM_FORM, password: 'Secret123', billing_account_id: user.billingAccountId, ...form },
  })
  expect(res.status).toBe(200)
  return res.body as { uuid: string }
}

const metrics = (uuid: string, range?: string, token = t.alice.token) =>
  call(t.app, 'GET', `/v1/tll01/user-resource/vm/metrics?uuid=${uuid}${range ? `&range=${range}` : ''}`, {
    token,
  })

async function series(uuid: string, range?: string): Promise<MetricsSeries> {
  const res = await metrics(uuid, range)
  expect(res.status).toBe(200)
  return MetricsSeriesSchema.parse(res.body)
}

/** The indexes of the buckets wholly inside `[from, to)`. */
const bucketsWithin = (s: MetricsSeries, from: Date, to: Date) =>
  s.times
    .map((time, i) => ({ time: time * 1000, i }))
    .filter(({ time }) => time >= from.getTime() && time + s.step_seconds * 1000 <= to.getTime())
    .map(({ i }) => i)

describe('the series of a VM (issue 18)', () => {
  it('1h is 60 per-minute points, 24h 288 five-minute points, 7d 168 hourly points, each ending now', async () => {
    const vm = await createVm()
    t.clock.advance(30 * MINUTE)
    const now = t.clock.now.getTime() / 1000
    for (const [range, step, points] of [
      [undefined, 60, 60],
      ['24h', 300, 288],
      ['7d', 3600, 168],
    ] as const) {
      const s = await series(vm.uuid, range)
      expect(s.range).toBe(range ?? '1h')
      expect(s.step_seconds).toBe(step)
      expect(s.times).toHaveLength(points)
      expect(s.times[1]! - s.times[0]!).toBe(step)
      // Complete buckets only: the last ends at or before now, less than one bucket ago.
      expect(s.times.at(-1)! + step).toBeLessThanOrEqual(now)
      expect(now - (s.times.at(-1)! + step)).toBeLessThan(step)
    }
  })

  it('is zero before the VM existed and plausible while it runs, within its size', async () => {
    const created = new Date(t.clock.now)
    const vm = await createVm()
    t.clock.advance(30 * MINUTE)
    const s = await series(vm.uuid)
    expect(s).toMatchObject({ vcpu: 2, memory_total_bytes: 2048 * MIB })
    const before = bucketsWithin(s, new Date(0), created)
    const running = bucketsWithin(s, created, t.clock.now)
    expect(before.length).toBeGreaterThan(20)
    expect(running.length).toBeGreaterThan(20)
    for (const i of before) expect(s.cpu_percent[i]).toBe(0)
    for (const i of running) {
      expect(s.cpu_percent[i]).toBeGreaterThan(0)
      expect(s.cpu_percent[i]).toBeLessThanOrEqual(100)
      expect(s.memory_used_bytes[i]).toBeGreaterThan(0)
      expect(s.memory_used_bytes[i]).toBeLessThan(2048 * MIB)
      expect(s.disk_read_bps[i]).toBeGreaterThan(0)
      expect(s.net_out_bps[i]).toBeGreaterThan(0)
    }
    // The values vary from minute to minute (a live-looking chart), and the same call answers the same.
    expect(new Set(running.map((i) => s.cpu_percent[i])).size).toBeGreaterThan(5)
    expect(await series(vm.uuid)).toEqual(s)
  })

  it('is zero while the VM is stopped, and follows a resize', async () => {
    const vm = await createVm()
    t.clock.advance(10 * MINUTE)
    const stoppedAt = new Date(t.clock.now)
    const stop = await call(t.app, 'POST', '/v1/tll01/user-resource/vm/stop', {
      token: t.alice.token,
      form: { uuid: vm.uuid, force: 'true' },
    })
    expect(stop.body.status).toBe('stopped')
    t.clock.advance(20 * MINUTE)
    const s = await series(vm.uuid)
    const stopped = bucketsWithin(s, stoppedAt, t.clock.now)
    expect(stopped.length).toBeGreaterThanOrEqual(19)
    for (const m of ['cpu_percent', 'memory_used_bytes', 'disk_read_bps', 'net_in_bps'] as const) {
      for (const i of stopped) expect(s[m][i]).toBe(0)
    }
    expect(s.cpu_percent[stopped[0]! - 2]).toBeGreaterThan(0)

    // Resized while stopped to 4 vCPUs and 8 GB, then started: the new size shows from then on.
    const resized = await call(t.app, 'PATCH', '/v1/tll01/user-resource/vm', {
      token: t.alice.token,
      form: { uuid: vm.uuid, vcpu: 4, ram: 8192 },
    })
    expect(resized.status).toBe(200)
    await call(t.app, 'POST', '/v1/tll01/user-resource/vm/start', {
      token: t.alice.token,
      form: { uuid: vm.uuid },
    })
    const startedAt = new Date(t.clock.now)
    t.clock.advance(20 * MINUTE)
    const after = await series(vm.uuid)
    expect(after).toMatchObject({ vcpu: 4, memory_total_bytes: 8192 * MIB })
    const bigger = bucketsWithin(after, startedAt, t.clock.now)
    const mean = (s: MetricsSeries, m: 'memory_used_bytes' | 'disk_read_bps', at: number[]) =>
      at.reduce((sum, i) => sum + s[m][i]!, 0) / at.length
    const small = bucketsWithin(s, new Date(stoppedAt.getTime() - 9 * MINUTE), stoppedAt)
    // Four times the RAM: about four times the memory used; twice the vCPUs: about twice the disk traffic.
    expect(mean(after, 'memory_used_bytes', bigger)).toBeGreaterThan(3 * mean(s, 'memory_used_bytes', small))
    expect(mean(after, 'disk_read_bps', bigger)).toBeGreaterThan(1.3 * mean(s, 'disk_read_bps', small))
    for (const i of bigger) expect(after.memory_used_bytes[i]).toBeLessThan(8192 * MIB)
    const [row] = await t.store.db.select().from(vms).where(eq(vms.uuid, vm.uuid))
    expect(row).toMatchObject({ vcpu: 4, memory: 8192 })
  })
})

describe("who may read a VM's metrics", () => {
  it('the owner and a delegated user; a stranger gets 404 like a VM that does not exist', async () => {
    const vm = await createVm()
    t.clock.advance(5 * MINUTE)
    const stranger = await metrics(vm.uuid, '1h', t.bob.token)
    expect(stranger.status).toBe(404)
    expect(stranger.body.message).toMatch(/No such virtual machine/)
    expect((await metrics('3f0c6a5e-8f0e-4a43-9d51-5d6a8f5b1a01')).status).toBe(404)

    await shareWith(t, t.alice, t.bob)
    const delegated = await metrics(vm.uuid, '1h', t.bob.token)
    expect(delegated.status).toBe(200)
    expect(delegated.body).toEqual((await metrics(vm.uuid, '1h')).body)
  })

  it('refuses a range it does not serve and a malformed uuid (400, field named)', async () => {
    const vm = await createVm()
    const bad = await metrics(vm.uuid, '30d')
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toHaveProperty('range')
    expect((await metrics('nope')).status).toBe(400)
  })
})

describe("a host's metrics: the sum of its VMs (admin)", () => {
  const hostOf = async (uuid: string) =>
    (await t.store.db.select().from(vms).where(eq(vms.uuid, uuid)))[0]!.hostUuid!

  it('sums every measure of the VMs on the host; customers get 403, an unknown host 404', async () => {
    const a = await createVm()
    const b = await createVm(t.bob, { name: 'db-1', vcpu: 4, ram: 4096 })
    t.clock.advance(30 * MINUTE)
    const host = await hostOf(a.uuid)
    // Both on the same host (placement may have chosen another for the second).
    await t.store.db.update(vms).set({ hostUuid: host }).where(eq(vms.uuid, b.uuid))
    const res = await call(t.app, 'GET', `/v1/admin/hosts/${host}/metrics?range=1h`, { token: t.admin.token })
    expect(res.status).toBe(200)
    const total = MetricsSeriesSchema.parse(res.body)
    const parts = await Promise.all(
      [a.uuid, b.uuid].map(async (uuid) => {
        const r = await call(t.app, 'GET', `/v1/tll01/user-resource/vm/metrics?uuid=${uuid}`, {
          token: t.admin.token,
        })
        return MetricsSeriesSchema.parse(r.body)
      }),
    )
    expect(total.vcpu).toBe(6)
    expect(total.vcpu).toBe(parts.reduce((s, p) => s + p.vcpu, 0))
    expect(total.memory_total_bytes).toBe(parts.reduce((s, p) => s + p.memory_total_bytes, 0))
    total.times.forEach((_, i) => {
      const sum = parts.reduce((s, p) => s + p.memory_used_bytes[i]!, 0)
      expect(Math.abs(total.memory_used_bytes[i]! - sum)).toBeLessThanOrEqual(parts.length)
      const used = parts.reduce((s, p) => s + (p.cpu_percent[i]! * p.vcpu) / 100, 0)
      expect(total.cpu_percent[i]!).toBeCloseTo((100 * used) / total.vcpu, 0)
    })

    for (const user of [t.alice, t.bob]) {
      const refused = await call(t.app, 'GET', `/v1/admin/hosts/${host}/metrics`, { token: user.token })
      expect(refused.status).toBe(403)
    }
    const unknown = await call(t.app, 'GET', '/v1/admin/hosts/3f0c6a5e-8f0e-4a43-9d51-5d6a8f5b1a01/metrics', {
      token: t.admin.token,
    })
    expect(unknown.status).toBe(404)
  })
})
