import { describe, expect, it } from 'vitest'
import { and, count, eq, isNull } from 'drizzle-orm'
import { AccountQuotasSchema, QUOTA_RESOURCES, type QuotaResource } from '@cirrus/domain'
import { postgresPackage } from '../../test/fixtures.js'
import { secondBillingAccount } from '../../test/delegation.js'
import { call, usePlatform } from '../../test/helpers.js'
import { quotaExceededMessage, setQuotas } from '../services/quotas.js'
import { defaultSettings } from '../settings.js'
import { vms } from '../store/schema.js'

// The default network quota comes from the settings (QUOTA_NETWORKS); the others are operator overrides.
const t = usePlatform({ quotas: { ...defaultSettings.quotas, networks: 2 } })
const QUOTAS = '/v1/account/quotas'
const VM = '/v1/tll01/user-resource/vm'
const VM_FORM = { name: 'web-1', os_name: 'ubuntu', os_version: '24.04', disks: 20, vcpu: 2, ram: 2048 }

const createVm = (form: Record<string, string | number | boolean> = {}) =>
  call(t.app, 'POST', VM, {
    token: t.alice.token,
    form: { ...VM_FORM, password: 'Secret123', billing_account_id: t.alice.billingAccountId, ...form },
  })

const quotasOf = async (token: string, billingAccountId?: number) => {
  const query = billingAccountId !== undefined ? `?billing_account_id=${billingAccountId}` : ''
  const res = await call(t.app, 'GET', `${QUOTAS}${query}`, { token })
  expect(res.status).toBe(200)
  return AccountQuotasSchema.array().parse(res.body)
}

const usage = (entry: { quotas: { resource: QuotaResource; limit: number; used: number }[] }) =>
  Object.fromEntries(entry.quotas.map((q) => [q.resource, { limit: q.limit, used: q.used }]))

const liveVms = async () =>
  (
    await t.store.db
      .select({ n: count() })
      .from(vms)
      .where(and(eq(vms.billingAccountId, t.alice.billingAccountId), isNull(vms.deletedAt)))
  )[0]!.n

const exceeded = (
  resource: QuotaResource,
  limit: number,
  used: number,
  account = t.alice.billingAccountId,
) => {
  const message = quotaExceededMessage(resource, limit, used, account)
  return { message, errors: { Error: message } }
}

describe('quotas (CONTRACTS "Quotas")', () => {
  it('answers every quota of each billing account with its limit and what is in use', async () => {
    const [before] = await quotasOf(t.alice.token)
    expect(before!.billing_account_id).toBe(t.alice.billingAccountId)
    expect(before!.quotas.map((q) => q.resource)).toEqual([...QUOTA_RESOURCES])
    expect(usage(before!).vms).toEqual({ limit: defaultSettings.quotas.vms, used: 0 })
    expect(usage(before!).networks).toEqual({ limit: 2, used: 0 })

    expect((await createVm({ reserve_public_ip: true })).status).toBe(200)
    const [after] = await quotasOf(t.alice.token, t.alice.billingAccountId)
    expect(usage(after!)).toMatchObject({
      vms: { used: 1 },
      vcpu: { used: 2 },
      ram_mb: { used: 2048 },
      disks: { used: 1 },
      disk_gb: { used: 20 },
      public_ips: { used: 1 },
      networks: { used: 1 }, // the default network the VM went into
      load_balancers: { used: 0 },
      buckets: { used: 0 },
      managed_services: { used: 0 },
    })
  })

  it('never lets concurrent creates overshoot: 20 parallel VM creates with a quota of 5 make exactly 5', async () => {
    await setQuotas(t.store.db, t.alice.billingAccountId, { vms: 5 })
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createVm({ name: `web-${i + 10}` })),
    )
    expect(answers.filter((r) => r.status === 200)).toHaveLength(5)
    const refused = answers.filter((r) => r.status !== 200)
    expect(refused).toHaveLength(15)
    for (const res of refused) {
      expect(res.status).toBe(400)
      expect(res.body).toEqual(exceeded('vms', 5, 5))
    }
    expect(await liveVms()).toBe(5)
  })

  it('names the quota, its limit and the usage; the override applies to that account only', async () => {
    await setQuotas(t.store.db, t.alice.billingAccountId, { vcpu: 3 })
    expect((await createVm()).status).toBe(200)
    const res = await createVm({ name: 'web-2' })
    expect(res.status).toBe(400)
    expect(res.body).toEqual(exceeded('vcpu', 3, 2))
    expect(res.body.message).toBe(
      `Quota exceeded: vCPUs is limited to 3 on billing account ${t.alice.billingAccountId} (2 in use). ` +
        'Delete something you no longer use, or ask support to raise the quota',
    )
    expect(usage((await quotasOf(t.alice.token))[0]!).vcpu).toEqual({ limit: 3, used: 2 })
    // Bob keeps the default.
    expect(usage((await quotasOf(t.bob.token))[0]!).vcpu!.limit).toBe(defaultSettings.quotas.vcpu)
    // Back to the default: the create goes through.
    await setQuotas(t.store.db, t.alice.billingAccountId, { vcpu: null })
    expect((await createVm({ name: 'web-2' })).status).toBe(200)
  })

  it('counts a resize: growing past the vCPU or RAM quota is refused, the VM keeps its size', async () => {
    const vm = (await createVm()).body
    await call(t.app, 'POST', '/v1/tll01/user-resource/vm/stop', {
      token: t.alice.token,
      form: { uuid: vm.uuid },
    })
    await setQuotas(t.store.db, t.alice.billingAccountId, { ram_mb: 4096 })
    const grow = await call(t.app, 'PATCH', VM, { token: t.alice.token, form: { uuid: vm.uuid, ram: 8192 } })
    expect(grow.status).toBe(400)
    expect(grow.body).toEqual(exceeded('ram_mb', 4096, 2048))
    const fits = await call(t.app, 'PATCH', VM, { token: t.alice.token, form: { uuid: vm.uuid, ram: 4096 } })
    expect(fits.status).toBe(200)
    expect(fits.body.memory).toBe(4096)
  })

  it('refuses each other kind at its quota, writing nothing', async () => {
    const id = t.alice.billingAccountId
    expect((await createVm()).status).toBe(200) // one VM, its disk, its public IP, its default network
    await setQuotas(t.store.db, id, {
      disks: 1,
      public_ips: 1,
      load_balancers: 0,
      buckets: 0,
      managed_services: 0,
    })
    const token = t.alice.token
    const cases: [QuotaResource, number, Promise<{ status: number; body: unknown }>][] = [
      [
        'disks',
        1,
        call(t.app, 'POST', '/v1/tll01/storage/disks', {
          token,
          form: { size_gb: 30, billing_account_id: id },
        }),
      ],
      [
        'public_ips',
        1,
        call(t.app, 'POST', '/v1/tll01/network/ip_addresses', { token, form: { billing_account_id: id } }),
      ],
      [
        'buckets',
        0,
        call(t.app, 'PUT', '/v1/storage/bucket', { token, form: { name: 'logs', billing_account_id: id } }),
      ],
      [
        'load_balancers',
        0,
        call(t.app, 'POST', '/v1/tll01/network/load_balancers', {
          token,
          json: {
            billing_account_id: id,
            display_name: 'front',
            reserve_public_ip: false,
            rules: [],
            targets: [],
          },
        }),
      ],
      [
        'managed_services',
        0,
        call(t.app, 'POST', '/v1/user-resource/service/package', { token, json: postgresPackage(id) }),
      ],
    ]
    for (const [resource, used, pending] of cases) {
      const limit = resource === 'disks' || resource === 'public_ips' ? 1 : 0
      const res = await pending
      expect(res.status, resource).toBe(400)
      expect(res.body, resource).toEqual(exceeded(resource, limit, used))
    }
    // Networks: the default quota of this file is 2 (settings); the VM's default network is one.
    const net = (name: string) => call(t.app, 'POST', `/v1/tll01/network/network?name=${name}`, { token })
    expect((await net('second')).status).toBe(200)
    const third = await net('third')
    expect(third.status).toBe(400)
    expect(third.body).toEqual(exceeded('networks', 2, 2))
    expect(usage((await quotasOf(token))[0]!)).toMatchObject({
      disks: { used: 1 },
      public_ips: { used: 1 },
      load_balancers: { used: 0 },
      buckets: { used: 0 },
      managed_services: { used: 0 },
      networks: { used: 2 },
    })
  })

  it("counts a VM's implicit default network: at the network quota a VM without a network is refused, nothing created", async () => {
    const token = t.alice.token
    // Two networks in another location: the quota (2, this file's setting) is reached; tll01 has no network yet.
    const net = (name: string) => call(t.app, 'POST', `/v1/jhv02/network/network?name=${name}`, { token })
    expect((await net('first')).status).toBe(200)
    expect((await net('second')).status).toBe(200)
    const before = usage((await quotasOf(token))[0]!)
    expect(before.networks).toEqual({ limit: 2, used: 2 })
    // No network given: the VM would go into a new default network of tll01, a third one.
    const refused = await createVm()
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual(exceeded('networks', 2, 2))
    expect(await liveVms()).toBe(0)
    expect(usage((await quotasOf(token))[0]!)).toEqual(before)
    // With room for it, the default network is made on the way; the next VM goes into it at the quota.
    await setQuotas(t.store.db, t.alice.billingAccountId, { networks: 3 })
    expect((await createVm()).status).toBe(200)
    expect((await createVm({ name: 'web-2' })).status).toBe(200)
    expect(usage((await quotasOf(token))[0]!).networks).toEqual({ limit: 3, used: 3 })
  })

  it('counts a move: a resource moved to another billing account needs room under its quotas', async () => {
    const token = t.alice.token
    const first = t.alice.billingAccountId
    const vm = (await createVm()).body as { uuid: string; billing_account: number }
    const ip = await call(t.app, 'POST', '/v1/tll01/network/ip_addresses', {
      token,
      form: { billing_account_id: first },
    })
    const bucket = await call(t.app, 'PUT', '/v1/storage/bucket', {
      token,
      form: { name: 'logs', billing_account_id: first },
    })
    const lb = await call(t.app, 'POST', '/v1/tll01/network/load_balancers', {
      token,
      json: {
        billing_account_id: first,
        display_name: 'front',
        reserve_public_ip: false,
        rules: [],
        targets: [],
      },
    })
    const service = await call(t.app, 'POST', '/v1/user-resource/service/package', {
      token,
      json: postgresPackage(first),
    })
    for (const res of [ip, bucket, lb, service]) expect(res.status).toBe(200)
    const second = await secondBillingAccount(t, t.alice)
    await setQuotas(t.store.db, second, {
      vms: 0,
      public_ips: 0,
      buckets: 0,
      load_balancers: 0,
      managed_services: 0,
    })
    const serviceUuid = (service.body as { uuid: string }).uuid
    const moves: [QuotaResource, () => Promise<{ status: number; body: unknown }>][] = [
      [
        'vms',
        () =>
          call(t.app, 'POST', '/v1/user-resource/resource_billing', {
            token,
            form: { uuid: vm.uuid, billing_account_id: second },
          }),
      ],
      [
        'public_ips',
        () =>
          call(t.app, 'PATCH', `/v1/tll01/network/ip_addresses/${ip.body.address}`, {
            token,
            json: { billing_account_id: second },
          }),
      ],
      [
        'buckets',
        () =>
          call(t.app, 'PATCH', '/v1/storage/bucket', {
            token,
            json: { name: 'logs', billing_account_id: second },
          }),
      ],
      [
        'load_balancers',
        () =>
          call(
            t.app,
            'PUT',
            `/v1/tll01/network/load_balancers/${lb.body.uuid}/billing_account?set_id=${second}`,
            { token },
          ),
      ],
      [
        'managed_services',
        () =>
          call(t.app, 'PATCH', `/v1/user-resource/service/package/${serviceUuid}`, {
            token,
            json: { billing_account_id: second },
          }),
      ],
    ]
    for (const [resource, move] of moves) {
      const res = await move()
      expect(res.status, resource).toBe(400)
      // The service's node VM moves with it and is checked first (quotas in QUOTA_RESOURCES order).
      const refusedBy = resource === 'managed_services' ? 'vms' : resource
      expect(res.body, resource).toEqual(exceeded(refusedBy, 0, 0, second))
    }
    // Nothing moved: every quota of the second account is unused, the first still holds them all.
    const [ofFirst, ofSecond] = await Promise.all([quotasOf(token, first), quotasOf(token, second)])
    expect(usage(ofFirst[0]!)).toMatchObject({
      vms: { used: 2 }, // the VM and the service's node
      public_ips: { used: 2 },
      buckets: { used: 1 },
      load_balancers: { used: 1 },
      managed_services: { used: 1 },
    })
    expect(ofSecond[0]!.quotas.every((q) => q.used === 0)).toBe(true)
    // With room, each move goes through; moving within the same account needs none.
    await setQuotas(t.store.db, second, {
      vms: null,
      public_ips: null,
      buckets: null,
      load_balancers: null,
      managed_services: null,
    })
    for (const [resource, move] of moves) expect((await move()).status, resource).toBe(200)
    expect(usage((await quotasOf(token, second))[0]!)).toMatchObject({
      vms: { used: 2 },
      public_ips: { used: 1 },
      buckets: { used: 1 },
      load_balancers: { used: 1 },
      managed_services: { used: 1 },
    })
    // Moving again onto the same account needs no room, even at the limit.
    await setQuotas(t.store.db, second, { vms: 2, public_ips: 1 })
    for (const [resource, move] of moves) expect((await move()).status, resource).toBe(200)
  })

  it('counts what moves with a VM or a service: its disks, its vCPUs and RAM, the VMs of a service', async () => {
    const token = t.alice.token
    const vm = (await createVm()).body as { uuid: string }
    const second = await secondBillingAccount(t, t.alice)
    await setQuotas(t.store.db, second, { disk_gb: 19 })
    const moveVm = () =>
      call(t.app, 'POST', '/v1/user-resource/resource_billing', {
        token,
        form: { uuid: vm.uuid, billing_account_id: second },
      })
    const refused = await moveVm()
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual(exceeded('disk_gb', 19, 0, second))
    await setQuotas(t.store.db, second, { disk_gb: null, vcpu: 1 })
    expect((await moveVm()).body).toEqual(exceeded('vcpu', 1, 0, second))
    await setQuotas(t.store.db, second, { vcpu: null })
    expect((await moveVm()).status).toBe(200)
    // A service's node VM needs a VM of the account's quota too.
    const service = await call(t.app, 'POST', '/v1/user-resource/service/package', {
      token,
      json: postgresPackage(t.alice.billingAccountId),
    })
    await setQuotas(t.store.db, second, { vms: 1 })
    const moveService = await call(t.app, 'PATCH', `/v1/user-resource/service/package/${service.body.uuid}`, {
      token,
      json: { billing_account_id: second },
    })
    expect(moveService.body).toEqual(exceeded('vms', 1, 1, second))
    await setQuotas(t.store.db, second, { vms: null, managed_services: 0 })
    const noServices = await call(t.app, 'PATCH', `/v1/user-resource/service/package/${service.body.uuid}`, {
      token,
      json: { billing_account_id: second },
    })
    expect(noServices.body).toEqual(exceeded('managed_services', 0, 0, second))
  })

  it('shows a caller only the billing accounts they may use', async () => {
    const bobs = await quotasOf(t.bob.token)
    expect(bobs.map((a) => a.billing_account_id)).toEqual([t.bob.billingAccountId])
    const stranger = await call(t.app, 'GET', `${QUOTAS}?billing_account_id=${t.alice.billingAccountId}`, {
      token: t.bob.token,
    })
    expect(stranger.status).toBe(400)
    expect(stranger.body.errors).toEqual({
      billing_account_id: `No such billing account: ${t.alice.billingAccountId}`,
    })
    const invalid = await call(t.app, 'GET', `${QUOTAS}?billing_account_id=abc`, { token: t.alice.token })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors).toHaveProperty('billing_account_id')
    expect((await call(t.app, 'GET', QUOTAS)).status).toBe(401)
  })
})
