import { describe, expect, it } from 'vitest'
import { AdminMetricsSchema, AdminOverviewSchema, readMetrics } from '@cirrus/domain'
import { call, usePlatform } from '../../test/helpers.js'
import { PUBLIC_ADDRESS_COUNT } from '../services/ip4.js'

const t = usePlatform()

/** Alice's VM through the customer API (its create runs an operation and places it on a host). */
const aliceVm = (name: string, extra: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/v1/tll01/user-resource/vm', {
    token: t.alice.token,
    form: {
      name,
      os_name: 'ubuntu',
      os_version: '24.04',
      disks: 20,
      vcpu: 1,
      ram: 1024,
      password: 'Secret123',
      billing_account_id: t.alice.billingAccountId,
      ...extra,
    },
  })

describe('the admin dashboard figures (GET /v1/admin/overview)', () => {
  it('counts users, live VMs by state and IPs per location, and lists the newest sign-ups', async () => {
    const vm = await aliceVm('web-1', { reserve_public_ip: true })
    expect(vm.status).toBe(200)
    const res = await call(t.app, 'GET', '/v1/admin/overview', { token: t.admin.token })
    expect(res.status).toBe(200)
    const overview = AdminOverviewSchema.parse(res.body)
    expect(overview.users).toBe(3)
    expect(overview.administrators).toBe(1)
    expect(Object.values(overview.vms_by_status).reduce((a, b) => a + b, 0)).toBe(1)
    const tll01 = overview.ips.find((l) => l.location === 'tll01')!
    expect(tll01.used).toBe(1)
    expect(overview.public_pool).toEqual({
      total: PUBLIC_ADDRESS_COUNT,
      used: 1,
      free: PUBLIC_ADDRESS_COUNT - 1,
    })
    expect(overview.hosts.total).toBeGreaterThan(0)
    const load = overview.load.find((l) => l.location === 'tll01')!
    expect(load.hosts).toBeGreaterThan(0)
    expect(load.capacity.vcpu_used).toBe(1)
    expect(load.capacity.ram_mb_used).toBe(1024)
    expect(load.capacity.vcpu_total).toBeGreaterThan(load.capacity.vcpu_used)
    expect(overview.load.reduce((n, l) => n + l.hosts, 0)).toBe(overview.hosts.total)
    expect(overview.recent_sign_ups.map((u) => u.email)).toEqual([
      'admin@example.test',
      'bob@example.test',
      'alice@example.test',
    ])
    expect(overview.revenue.month).toMatch(/^\d{4}-\d{2}$/)
  })

  it('refuses a customer (403)', async () => {
    expect((await call(t.app, 'GET', '/v1/admin/overview', { token: t.alice.token })).status).toBe(403)
  })
})

describe('the monitoring page metrics (GET /v1/admin/metrics)', () => {
  it("answers an administrator with the /metrics text: requests, durations and the process's memory", async () => {
    await call(t.app, 'GET', '/healthz')
    const created = await aliceVm('metered')
    expect(created.status).toBe(200)
    const res = await call(t.app, 'GET', '/v1/admin/metrics', { token: t.admin.token })
    expect(res.status).toBe(200)
    const reading = readMetrics(AdminMetricsSchema.parse(res.body).text, 0)
    expect(reading.requests).toBeGreaterThan(0)
    expect(reading.durationCount).toBe(reading.requests)
    expect(reading.rssBytes).toBeGreaterThan(1024 * 1024)
    expect(reading.operations).toBeGreaterThanOrEqual(1)
  })

  it('refuses a customer (403), whatever /metrics answers on loopback', async () => {
    const res = await call(t.app, 'GET', '/v1/admin/metrics', { token: t.alice.token })
    expect(res.status).toBe(403)
    expect(res.body.text).toBeUndefined()
  })
})
