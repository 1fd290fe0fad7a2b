import { describe, expect, it } from 'vitest'
import {
  ServiceCatalogueSchema,
  ServicePackageCreateInputSchema,
  WarrenServicePackageSchema,
} from '@cirrus/domain'
import { and, count, eq, isNull } from 'drizzle-orm'
import { postgresPackage } from '../../test/fixtures.js'
import { call, usePlatform } from '../../test/helpers.js'
import { secondBillingAccount, shareWith } from '../../test/delegation.js'
import { vmInNetwork } from '../../test/network-fixtures.js'
import { disks, networks, replicas, servicePackages, vms } from '../store/schema.js'
import { inSubnet } from '../services/ip4.js'
import { quotaExceededMessage, setQuotas } from '../services/quotas.js'
import { planServiceCreate } from '../services/managed-services/index.js'
import { quotaUsage } from '../store/quotas.js'

const t = usePlatform()
const PKG = '/v1/user-resource/service/package'

const postgres = (overrides: Record<string, unknown> = {}) =>
  postgresPackage(t.alice.billingAccountId, overrides)

const create = (token: string, json: Record<string, unknown>) => call(t.app, 'POST', PKG, { token, json })
const countOf = async (table: typeof servicePackages | typeof vms) =>
  (await t.store.db.select({ n: count() }).from(table))[0]!.n
const liveVms = (serviceUuid: string) =>
  t.store.db
    .select()
    .from(vms)
    .where(and(eq(vms.serviceUuid, serviceUuid), isNull(vms.deletedAt)))

describe('managed service packages (API-NOTES §9)', () => {
  it('creates a package: active, its VMs and service IP in the default network, properties and secrets', async () => {
    const res = await create(t.alice.token, postgres())
    expect(res.status).toBe(200)
    const pkg = WarrenServicePackageSchema.parse(res.body)
    expect(pkg).toMatchObject({
      service: 'postgresql',
      version: '16.0',
      display_name: 'orders-db',
      status: 'active',
      is_deleted: false,
      billing_account_id: t.alice.billingAccountId,
      user_id: t.alice.id,
      package_parameters: { location: 'tll01' },
    })
    expect(res.body.properties).toMatchObject({ location: 'tll01', port: 5432, sql_user: 'cirrus' })
    const vmResources = res.body.resources.filter((r: { resource_type: string }) => r.resource_type === 'vm')
    expect(vmResources).toHaveLength(1)
    expect(vmResources[0].resource_allocation).toMatchObject({
      vcpu: 2,
      memory: 4096,
      status: 'running',
      // Backed up from the start (services/backups.ts): one backup of the boot disk.
      storage: [
        expect.objectContaining({
          size: 40,
          primary: true,
          replica: [expect.objectContaining({ type: 'backup', size: 40 })],
        }),
      ],
    })
    const vip = res.body.resources.find((r: { resource_type: string }) => r.resource_type === 'virtual_ip')
    expect(vip.resource_allocation).toEqual({ address: res.body.properties.service_ip })
    const [vm] = await liveVms(res.body.uuid)
    const [network] = await t.store.db.select().from(networks).where(eq(networks.uuid, vm!.networkUuid!))
    expect(network!.isDefault).toBe(true)
    expect(inSubnet(res.body.properties.service_ip, network!.subnet)).toBe(true)
    expect(inSubnet(vm!.privateIpv4, network!.subnet)).toBe(true)
    const secrets = await call(t.app, 'GET', `${PKG}/${res.body.uuid}/secrets`, { token: t.alice.token })
    expect(secrets.body).toMatchObject({ sql_user: 'cirrus' })
    expect(secrets.body.sql_pass).toMatch(/^[\w-]{24}$/)
    const list = await call(t.app, 'GET', '/v1/user-resource/service/packages', { token: t.alice.token })
    expect(list.body).toEqual([res.body])
  })

  it('creates three nodes for a multi-node package', async () => {
    const res = await create(t.alice.token, postgres({ is_multi_node: 'true' }))
    expect(res.body.is_multi_node).toBe(true)
    expect(await liveVms(res.body.uuid)).toHaveLength(3)
  })

  it('creates a kubernetes-like package with workers, volume, min/max, zones and hibernation', async () => {
    const res = await create(
      t.alice.token,
      postgres({
        service: 'kubernetes',
        version: '1.31',
        vm_cpu: 4,
        vm_ram: 8192,
        vm_disk_gb: 50,
        package_parameters: { location: 'tll01', minimum: 2, maximum: 4, zones: ['tll01-a', 'tll01-b'] },
      }),
    )
    expect(res.status).toBe(200)
    expect(res.body.properties.spec).toEqual({
      hibernation: { enabled: false },
      provider: {
        workers: [
          {
            name: 'worker-1',
            machine: { vcpu: 4, ram: 8192 },
            volume: { size: 50 },
            minimum: 2,
            maximum: 4,
            zones: ['tll01-a', 'tll01-b'],
          },
        ],
      },
    })
    expect(await liveVms(res.body.uuid)).toHaveLength(2)
    const secrets = await call(t.app, 'GET', `${PKG}/${res.body.uuid}/secrets`, { token: t.alice.token })
    expect(secrets.body.kubeconfig).toContain(`https://${res.body.properties.service_ip}:6443`)
  })

  it('validates with a 400 naming the field and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [postgres({ display_name: undefined }), 'display_name'],
      [postgres({ vm_ram: 'lots' }), 'vm_ram'],
      [postgres({ package_parameters: '{}' }), 'package_parameters.location'],
      [postgres({ package_parameters: { location: 'zz99' } }), 'package_parameters.location'],
      [postgres({ vm_cpu: 500 }), 'vm_cpu'],
      [postgres({ vm_disk_gb: 5 }), 'vm_disk_gb'],
      [postgres({ billing_account_id: t.bob.billingAccountId }), 'billing_account_id'],
      [
        postgres({
          service: 'kubernetes',
          version: '1.31',
          package_parameters: { location: 'tll01', minimum: 3, maximum: 2 },
        }),
        'package_parameters.maximum',
      ],
      // Only what the catalogue offers (CONTRACTS "Managed service catalogue").
      [postgres({ service: 'cassandra' }), 'service'],
      [postgres({ version: '9.6' }), 'version'],
    ]
    for (const [json, field] of cases) {
      const res = await create(t.alice.token, json)
      expect(res.status, field).toBe(400)
      expect(res.body.errors, field).toHaveProperty([field])
    }
    expect([await countOf(servicePackages), await countOf(vms)]).toEqual([0, 0])
  })

  it('answers the catalogue a create accepts: Kubernetes with workers and PostgreSQL among them', async () => {
    const res = await call(t.app, 'GET', '/v1/user-resource/service/catalogue', { token: t.alice.token })
    expect(res.status).toBe(200)
    const offers = ServiceCatalogueSchema.parse(res.body)
    expect(offers.find((o) => o.service === 'kubernetes')).toMatchObject({ kind: 'kubernetes' })
    expect(offers.find((o) => o.service === 'postgresql')).toMatchObject({ kind: 'database' })
    expect(offers.find((o) => o.service === 'postgresql')!.versions).toContain('16.0')
    expect((await call(t.app, 'GET', '/v1/user-resource/service/catalogue')).status).toBe(401)
  })

  it('counts the node VMs of a service against the VM quotas at create (issue 9), writing nothing', async () => {
    const account = t.alice.billingAccountId
    const kubernetes = postgres({
      service: 'kubernetes',
      version: '1.31',
      package_parameters: { location: 'tll01', minimum: 3, maximum: 5 },
    })
    await setQuotas(t.store.db, account, { vms: 2 })
    const tooMany = await create(t.alice.token, kubernetes)
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.message).toBe(quotaExceededMessage('vms', 2, 0, account))
    await setQuotas(t.store.db, account, { vms: null, vcpu: 5 })
    const tooBig = await create(t.alice.token, postgres({ is_multi_node: true }))
    expect(tooBig.status).toBe(400)
    expect(tooBig.body.message).toBe(quotaExceededMessage('vcpu', 5, 0, account))
    await setQuotas(t.store.db, account, { vcpu: null, disk_gb: 100 })
    const tooLarge = await create(t.alice.token, kubernetes)
    expect(tooLarge.body.message).toBe(quotaExceededMessage('disk_gb', 100, 0, account))
    expect([await countOf(servicePackages), await countOf(vms)]).toEqual([0, 0])
    await setQuotas(t.store.db, account, { disk_gb: null })
    expect((await create(t.alice.token, kubernetes)).status).toBe(200)
  })

  it('counts the nodes of a service still being created (an open operation) in the quota usage', async () => {
    const account = t.alice.billingAccountId
    const input = ServicePackageCreateInputSchema.parse(postgres({ is_multi_node: true }))
    const plan = await planServiceCreate(
      t.store.db,
      input,
      { userId: t.alice.id, billingAccountId: account },
      ['tll01'],
    )
    // Read inside the submitting transaction, then rolled back: no worker can run the operation meanwhile.
    const rollback = new Error('rollback')
    let usage: Awaited<ReturnType<typeof quotaUsage>> | undefined
    await t.store.db
      .transaction(async (tx) => {
        await t.app.platform.ops.submit(tx, { kind: 'service.create', payload: plan, userId: t.alice.id })
        usage = await quotaUsage(tx, account)
        throw rollback
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error
      })
    expect(usage).toMatchObject({ managedServices: 1, vms: 3, vcpu: 6, ramMb: 12288, disks: 3, diskGb: 120 })
  })

  it('renames and moves the billing account with its VMs; validation writes nothing', async () => {
    const second = await secondBillingAccount(t, t.alice)
    const pkg = await create(t.alice.token, postgres())
    const res = await call(t.app, 'PATCH', `${PKG}/${pkg.body.uuid}`, {
      token: t.alice.token,
      json: { display_name: 'billing-db', billing_account_id: second },
    })
    expect(res.body).toMatchObject({ display_name: 'billing-db', billing_account_id: second })
    const [vm] = await liveVms(pkg.body.uuid)
    expect(vm!.billingAccountId).toBe(second)
    const [disk] = await t.store.db.select().from(disks).where(eq(disks.vmUuid, vm!.uuid))
    expect(disk!.billingAccountId).toBe(second)
    const bad = await call(t.app, 'PATCH', `${PKG}/${pkg.body.uuid}`, {
      token: t.alice.token,
      json: { display_name: 42, billing_account_id: t.bob.billingAccountId },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toHaveProperty('display_name')
    const foreign = await call(t.app, 'PATCH', `${PKG}/${pkg.body.uuid}`, {
      token: t.alice.token,
      json: { billing_account_id: t.bob.billingAccountId },
    })
    expect(foreign.status).toBe(400)
    const [row] = await t.store.db
      .select()
      .from(servicePackages)
      .where(eq(servicePackages.uuid, pkg.body.uuid))
    expect(row).toMatchObject({ displayName: 'billing-db', billingAccountId: second })
  })

  it('deletes: status "deleted", empty allocations, VMs gone, floating IP unassigned', async () => {
    const pkg = await create(t.alice.token, postgres())
    const ip = await call(t.app, 'POST', '/v1/tll01/network/ip_addresses', { token: t.alice.token, json: {} })
    const assigned = await call(t.app, 'POST', `/v1/tll01/network/ip_addresses/${ip.body.address}/assign`, {
      token: t.alice.token,
      json: { assigned_to: pkg.body.uuid, assigned_to_resource_type: 'service' },
    })
    expect(assigned.body).toMatchObject({
      assigned_to_resource_type: 'service',
      assigned_to_private_ip: pkg.body.properties.service_ip,
    })
    const res = await call(t.app, 'DELETE', `${PKG}/${pkg.body.uuid}`, { token: t.alice.token })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: 'deleted', is_deleted: true })
    expect(res.body.deleted_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    for (const r of res.body.resources) expect(r.resource_allocation).toEqual({})
    expect(await liveVms(pkg.body.uuid)).toEqual([])
    expect(
      (await call(t.app, 'GET', '/v1/user-resource/service/packages', { token: t.alice.token })).body,
    ).toEqual([])
    expect((await call(t.app, 'GET', `${PKG}/${pkg.body.uuid}`, { token: t.alice.token })).body.status).toBe(
      'deleted',
    )
    const after = await call(t.app, 'GET', `/v1/tll01/network/ip_addresses/${ip.body.address}`, {
      token: t.alice.token,
    })
    expect(after.body.assigned_to).toBeNull()
    const again = await call(t.app, 'DELETE', `${PKG}/${pkg.body.uuid}`, { token: t.alice.token })
    expect(again.status).toBe(404)
  })

  it('refuses another user’s package and unknown uuids with 404 on every call', async () => {
    const pkg = await create(t.alice.token, postgres())
    const [vm] = await liveVms(pkg.body.uuid)
    const base = `${PKG}/${pkg.body.uuid}`
    const attempts = [
      ['GET', base, undefined],
      ['PATCH', base, { display_name: 'stolen' }],
      ['DELETE', base, undefined],
      ['PATCH', `${base}/properties`, { port: 1 }],
      ['GET', `${base}/secrets`, undefined],
      ['GET', `${base}/whitelist_addresses`, undefined],
      ['POST', `${base}/whitelist_addresses`, { ip_address: '0.0.0.0/0' }],
      ['DELETE', `${base}/whitelist_addresses`, { ip_address: '0.0.0.0/0' }],
      ['POST', `${base}/resources/${vm!.uuid}/stop`, undefined],
      ['POST', `${base}/resources/${vm!.uuid}/start`, undefined],
      ['GET', `${PKG}/00000000-0000-4000-8000-000000000000`, undefined],
      ['GET', `${PKG}/not-a-uuid`, undefined],
    ] as const
    for (const [method, path, json] of attempts) {
      const res = await call(t.app, method, path, { token: t.bob.token, json })
      expect(res, `${method} ${path}`).toMatchObject({
        status: 404,
        body: { message: 'Service package not found' },
      })
    }
    expect(
      (await call(t.app, 'GET', '/v1/user-resource/service/packages', { token: t.bob.token })).body,
    ).toEqual([])
    const [row] = await t.store.db.select().from(servicePackages)
    expect(row).toMatchObject({ displayName: 'orders-db', whitelist: [], deletedAt: null })
  })

  it('is shared with a grantee, limited by a restricted group', async () => {
    const second = await secondBillingAccount(t, t.alice)
    const onDefault = await create(t.alice.token, postgres())
    const onSecond = await create(
      t.alice.token,
      postgres({ billing_account_id: second, display_name: 'second' }),
    )
    await shareWith(t, t.alice, t.bob, second)
    const list = await call(t.app, 'GET', '/v1/user-resource/service/packages', { token: t.bob.token })
    expect(list.body.map((p: { uuid: string }) => p.uuid)).toEqual([onSecond.body.uuid])
    const renamed = await call(t.app, 'PATCH', `${PKG}/${onSecond.body.uuid}`, {
      token: t.bob.token,
      json: { display_name: 'by-bob' },
    })
    expect(renamed.body.display_name).toBe('by-bob')
    expect((await call(t.app, 'GET', `${PKG}/${onDefault.body.uuid}`, { token: t.bob.token })).status).toBe(
      404,
    )
  })
})

describe('service properties, secrets and whitelist (API-NOTES §9, §14.3)', () => {
  it('merges known properties; unknown keys are 400 "not allowed" and change nothing', async () => {
    const pkg = await create(t.alice.token, postgres())
    const path = `${PKG}/${pkg.body.uuid}/properties`
    const res = await call(t.app, 'PATCH', path, {
      token: t.alice.token,
      json: { port: 5433, max_connections: 200 },
    })
    expect(res.status).toBe(200)
    expect(res.body.properties).toMatchObject({
      port: 5433,
      max_connections: 200,
      sql_user: 'cirrus',
      location: 'tll01',
    })
    const unknown = await call(t.app, 'PATCH', path, {
      token: t.alice.token,
      json: { port: 6000, color: 'blue' },
    })
    expect(unknown).toMatchObject({ status: 400, body: { errors: { color: 'not allowed' } } })
    const readOnly = await call(t.app, 'PATCH', path, {
      token: t.alice.token,
      json: { service_ip: '10.0.0.1' },
    })
    expect(readOnly.body.errors).toEqual({ service_ip: 'not allowed' })
    const badPort = await call(t.app, 'PATCH', path, { token: t.alice.token, json: { port: 70000 } })
    expect(Object.keys(badPort.body.errors)).toEqual(['port'])
    const [row] = await t.store.db.select().from(servicePackages)
    expect(row!.properties.port).toBe(5433)
  })

  it('hibernation stops every VM of a kubernetes-like service and waking starts them', async () => {
    const pkg = await create(
      t.alice.token,
      postgres({
        service: 'kubernetes',
        version: '1.31',
        package_parameters: { location: 'tll01', minimum: 2 },
      }),
    )
    const path = `${PKG}/${pkg.body.uuid}/properties`
    const asleep = await call(t.app, 'PATCH', path, {
      token: t.alice.token,
      json: { spec: { hibernation: { enabled: true } } },
    })
    expect(asleep.body.properties.spec.hibernation.enabled).toBe(true)
    expect(asleep.body.properties.spec.provider.workers).toHaveLength(1)
    expect((await liveVms(pkg.body.uuid)).map((v) => v.status)).toEqual(['stopped', 'stopped'])
    await call(t.app, 'PATCH', path, {
      token: t.alice.token,
      json: { spec: { hibernation: { enabled: false } } },
    })
    expect((await liveVms(pkg.body.uuid)).map((v) => v.status)).toEqual(['running', 'running'])
    const invalid = await call(t.app, 'PATCH', path, {
      token: t.alice.token,
      json: { spec: { hibernation: { enabled: 'sometimes' } } },
    })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors).toHaveProperty(['spec.hibernation.enabled'])
  })

  it('keeps a whitelist from form ip_address; answers the full list', async () => {
    const pkg = await create(t.alice.token, postgres())
    const path = `${PKG}/${pkg.body.uuid}/whitelist_addresses`
    expect((await call(t.app, 'GET', path, { token: t.alice.token })).body).toEqual([])
    const added = await call(t.app, 'POST', path, {
      token: t.alice.token,
      form: { ip_address: '203.0.113.7' },
    })
    expect(added).toMatchObject({ status: 200, body: ['203.0.113.7'] })
    const cidr = await call(t.app, 'POST', path, { token: t.alice.token, form: { ip_address: '10.0.0.0/8' } })
    expect(cidr.body).toEqual(['203.0.113.7', '10.0.0.0/8'])
    const twice = await call(t.app, 'POST', path, {
      token: t.alice.token,
      form: { ip_address: '10.0.0.0/8' },
    })
    expect(twice.body).toEqual(['203.0.113.7', '10.0.0.0/8'])
    const missing = await call(t.app, 'POST', path, { token: t.alice.token, form: { ip: '1.2.3.4' } })
    expect(missing).toMatchObject({
      status: 400,
      body: { errors: { ip_address: 'IP address must be specified' } },
    })
    const invalid = await call(t.app, 'POST', path, {
      token: t.alice.token,
      form: { ip_address: 'example.com' },
    })
    expect(Object.keys(invalid.body.errors)).toEqual(['ip_address'])
    const removed = await call(t.app, 'DELETE', path, {
      token: t.alice.token,
      form: { ip_address: '203.0.113.7' },
    })
    expect(removed.body).toEqual(['10.0.0.0/8'])
    const notListed = await call(t.app, 'DELETE', path, {
      token: t.alice.token,
      form: { ip_address: '203.0.113.7' },
    })
    expect(notListed.status).toBe(404)
    expect((await call(t.app, 'GET', path, { token: t.alice.token })).body).toEqual(['10.0.0.0/8'])
  })
})

describe('service VMs: start, stop and backup restore (API-NOTES §14.3, SPEC §7)', () => {
  it('stops and starts one VM of the service', async () => {
    const pkg = await create(t.alice.token, postgres({ is_multi_node: true }))
    const [first, second] = await liveVms(pkg.body.uuid)
    const stop = await call(t.app, 'POST', `${PKG}/${pkg.body.uuid}/resources/${first!.uuid}/stop`, {
      token: t.alice.token,
    })
    expect(stop.status).toBe(200)
    const status = (
      body: { resources: { resource_id: string; resource_allocation: { status?: string } }[] },
      id: string,
    ) => body.resources.find((r) => r.resource_id === id)!.resource_allocation.status
    expect([status(stop.body, first!.uuid), status(stop.body, second!.uuid)]).toEqual(['stopped', 'running'])
    const start = await call(t.app, 'POST', `${PKG}/${pkg.body.uuid}/resources/${first!.uuid}/start`, {
      token: t.alice.token,
    })
    expect(status(start.body, first!.uuid)).toBe('running')
    const other = await vmInNetwork(t, t.alice)
    for (const target of [other.uuid, 'nope']) {
      const res = await call(t.app, 'POST', `${PKG}/${pkg.body.uuid}/resources/${target}/stop`, {
        token: t.alice.token,
      })
      expect(res).toMatchObject({ status: 404, body: { message: 'Resource not found' } })
    }
  })

  it('backs every node up from the start, restorable at once; the first backup is taken once (SPEC §3)', async () => {
    const pkg = await create(t.alice.token, postgres({ is_multi_node: true }))
    const nodes = await liveVms(pkg.body.uuid)
    expect(nodes.map((vm) => vm.backup)).toEqual([true, true, true])
    const backupsOf = async (vmUuid: string) =>
      t.store.db
        .select({ uuid: replicas.uuid })
        .from(replicas)
        .innerJoin(disks, eq(disks.uuid, replicas.diskUuid))
        .where(and(eq(disks.vmUuid, vmUuid), eq(replicas.type, 'backup')))
    for (const vm of nodes) expect(await backupsOf(vm.uuid)).toHaveLength(1)
    const [first] = nodes
    const [backup] = await backupsOf(first!.uuid)
    const restored = await call(t.app, 'POST', '/v1/tll01/user-resource/service/package/vm/rebuild', {
      token: t.alice.token,
      form: { uuid: first!.uuid, replica_uuid: backup!.uuid },
    })
    expect(restored.status).toBe(200)
    // Stopping and starting again takes no second "first" backup (the daily run takes the next ones).
    for (const action of ['stop', 'start']) {
      await call(t.app, 'POST', `${PKG}/${pkg.body.uuid}/resources/${first!.uuid}/${action}`, {
        token: t.alice.token,
      })
    }
    expect(await backupsOf(first!.uuid)).toHaveLength(1)
  })

  it('a service created hibernating gets its first backups when it wakes up', async () => {
    const pkg = await create(
      t.alice.token,
      postgres({
        service: 'kubernetes',
        version: '1.31',
        package_parameters: { location: 'tll01', minimum: 2, hibernation: true },
      }),
    )
    const replicasOf = (body: typeof pkg.body) =>
      body.resources
        .filter((r: { resource_type: string }) => r.resource_type === 'vm')
        .map(
          (r: { resource_allocation: { storage: { replica: unknown[] }[] } }) =>
            r.resource_allocation.storage[0]!.replica.length,
        )
    expect(replicasOf(pkg.body)).toEqual([0, 0])
    const awake = await call(t.app, 'PATCH', `${PKG}/${pkg.body.uuid}/properties`, {
      token: t.alice.token,
      json: { spec: { hibernation: { enabled: false } } },
    })
    expect(replicasOf(awake.body)).toEqual([1, 1])
  })

  it('restores a service VM from its backup; snapshots, other VMs and bad ids are refused', async () => {
    const pkg = await create(t.alice.token, postgres())
    const [vm] = await liveVms(pkg.body.uuid)
    const [disk] = await t.store.db.select().from(disks).where(eq(disks.vmUuid, vm!.uuid))
    const backup = `${disk!.uuid}-2025-11-10-03-00-00`
    const snapshot = `${disk!.uuid}-2025-11-09-03-00-00`
    await t.store.db.insert(replicas).values([
      { uuid: backup, diskUuid: disk!.uuid, type: 'backup', size: 40 },
      { uuid: snapshot, diskUuid: disk!.uuid, type: 'snapshot', size: 40 },
    ])
    await call(t.app, 'POST', `${PKG}/${pkg.body.uuid}/resources/${vm!.uuid}/stop`, { token: t.alice.token })
    const path = '/v1/tll01/user-resource/service/package/vm/rebuild'
    const res = await call(t.app, 'POST', path, {
      token: t.alice.token,
      form: { uuid: vm!.uuid, replica_uuid: backup },
    })
    expect(res.status).toBe(200)
    expect(res.body.uuid).toBe(pkg.body.uuid)
    expect((await liveVms(pkg.body.uuid))[0]!.status).toBe('running')
    const fromSnapshot = await call(t.app, 'POST', path, {
      token: t.alice.token,
      form: { uuid: vm!.uuid, replica_uuid: snapshot },
    })
    expect(fromSnapshot.status).toBe(400)
    expect(fromSnapshot.body.errors).toHaveProperty('replica_uuid')
    const malformed = await call(t.app, 'POST', path, {
      token: t.alice.token,
      form: { uuid: vm!.uuid, replica_uuid: 'x' },
    })
    expect(Object.keys(malformed.body.errors)).toEqual(['replica_uuid'])
    const plainVm = await vmInNetwork(t, t.alice)
    const notService = await call(t.app, 'POST', path, {
      token: t.alice.token,
      form: { uuid: plainVm.uuid, replica_uuid: backup },
    })
    expect(notService).toMatchObject({
      status: 400,
      body: { message: `No such virtual machine exists: ${plainVm.uuid}` },
    })
    const foreign = await call(t.app, 'POST', path, {
      token: t.bob.token,
      form: { uuid: vm!.uuid, replica_uuid: backup },
    })
    expect(foreign.status).toBe(400)
  })
})
