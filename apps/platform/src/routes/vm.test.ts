import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { WarrenVmSchema } from '@cirrus/domain'
import { call, usePlatform, type TestUser } from '../../test/helpers.js'
import { billingAccounts, disks, floatingIps, networks, operations, replicas, vms } from '../store/schema.js'

const t = usePlatform()

const VM_FORM = { name: 'web-1', os_name: 'ubuntu', os_version: '24.04', disks: 20, vcpu: 2, ram: 2048 }

async function createVm(
  user: TestUser = t.alice,
  form: Record<string, string | number | boolean | string[]> = {},
) {
  const res = await call(t.app, 'POST', '/v1/tll01/user-resource/vm', {
    token: user.token,
    form: { ...VM_FORM, password: 'Secret123', billing_account_id: user.billingAccountId, ...form },
  })
  if (res.status !== 200) throw new Error(`create failed: ${res.status} ${res.text}`)
  return res.body
}

const noSuchVm = (uuid: string) => ({
  message: `No such virtual machine exists: ${uuid}`,
  errors: { Error: `No such virtual machine exists: ${uuid}` },
})

describe('VM create (API-NOTES §7.3)', () => {
  it('creates a running VM from a form, echoing what was sent, in the default network with a public IP', async () => {
    const vm = await createVm(t.alice, { username: 'deploy' })
    expect(WarrenVmSchema.parse(vm)).toBeTruthy()
    expect(vm).toMatchObject({
      name: 'web-1',
      status: 'running',
      vcpu: 2,
      memory: 2048,
      os_name: 'ubuntu',
      os_version: '24.04',
      username: 'deploy',
      billing_account: t.alice.billingAccountId,
      backup: false,
      user_id: t.alice.id,
    })
    expect(vm.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(vm.storage).toHaveLength(1)
    expect(vm.storage[0]).toMatchObject({ primary: true, size: 20, name: 'vda', replica: [] })
    expect(vm).not.toHaveProperty('license_type')
    const [network] = await t.store.db.select().from(networks).where(eq(networks.userId, t.alice.id))
    expect(network).toMatchObject({ name: 'Default network', isDefault: true, location: 'tll01' })
    expect(vm.private_ipv4.startsWith(network!.subnet.replace(/0\/24$/, ''))).toBe(true)
    const [ip] = await t.store.db.select().from(floatingIps).where(eq(floatingIps.assignedTo, vm.uuid))
    expect(ip).toMatchObject({
      assignedToResourceType: 'virtual_machine',
      assignedToPrivateIp: vm.private_ipv4,
    })
    expect(vm.public_ipv4).toBe(ip!.address)
  })

  it('accepts JSON with Terraform spellings, repeated keys and cloud-init users', async () => {
    const res = await call(t.app, 'POST', '/v1/user-resource/vm', {
      token: t.alice.token,
      json: {
        ...VM_FORM,
        name: 'tf-vm',
        disks: '25',
        reserve_public_ip: 'False',
        backup: 'True',
        cloud_init: JSON.stringify({ users: [{ name: 'ops' }] }),
        public_keys: [
          'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB0 a@b',
          'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ c@d',
        ],
      },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ name: 'tf-vm', backup: true })
    expect(res.body.storage[0].size).toBe(25)
    expect(res.body).not.toHaveProperty('username')
    expect(res.body).not.toHaveProperty('public_ipv4')
    const [row] = await t.store.db.select().from(vms).where(eq(vms.uuid, res.body.uuid))
    expect(row!.publicKeys).toHaveLength(2)
  })

  it('takes the Windows licence from the image and enforces its minimums', async () => {
    const small = await call(t.app, 'POST', '/v1/user-resource/vm', {
      token: t.alice.token,
      form: { ...VM_FORM, os_name: 'windows', os_version: '2022', vcpu: 1 },
    })
    expect(small.status).toBe(400)
    expect(small.body.errors).toHaveProperty('vcpu')
    const vm = await createVm(t.alice, { os_name: 'windows', os_version: '2022', vcpu: 2 })
    expect(vm).toMatchObject({ license_type: 'WINDOWS', username: 'Administrator' })
  })

  it('rejects invalid bodies with a 400 naming the field and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...VM_FORM, name: '' }, 'name'],
      [{ ...VM_FORM, vcpu: 'many' }, 'vcpu'],
      [{ ...VM_FORM, vcpu: 17 }, 'vcpu'],
      [{ ...VM_FORM, ram: 256 }, 'ram'],
      [{ ...VM_FORM, disks: 5000 }, 'disks'],
      [{ ...VM_FORM, os_name: 'plan9' }, 'os_name'],
      [{ ...VM_FORM, os_version: '25.10' }, 'os_version'],
      [{ ...VM_FORM, password: 'weak' }, 'password'],
      [{ ...VM_FORM, public_key: 'not a key' }, 'public_key'],
      [{ ...VM_FORM, billing_account_id: t.bob.billingAccountId }, 'billing_account_id'],
      [{ ...VM_FORM, network_uuid: '00000000-0000-4000-8000-000000000000' }, 'network_uuid'],
    ]
    for (const [json, field] of cases) {
      const res = await call(t.app, 'POST', '/v1/user-resource/vm', { token: t.alice.token, json })
      expect(res.status, field).toBe(400)
      expect(Object.keys(res.body.errors), field).toContain(field)
    }
    expect(await t.store.db.select().from(vms)).toHaveLength(0)
    expect(await t.store.db.select().from(operations)).toHaveLength(0)
    expect(await t.store.db.select().from(networks)).toHaveLength(0)
  })

  it('lets administrators use unpublished image versions', async () => {
    const res = await call(t.app, 'POST', '/v1/user-resource/vm', {
      token: t.admin.token,
      json: { ...VM_FORM, os_version: '25.10' },
    })
    expect(res.status).toBe(200)
    expect(res.body.os_version).toBe('25.10')
  })

  it('uses the restricted token billing account, or the default one for a global token', async () => {
    const restricted = await call(t.app, 'POST', '/v1/user-resource/vm', {
      token: t.aliceRestrictedToken,
      form: VM_FORM,
    })
    expect(restricted.body.billing_account).toBe(t.alice.billingAccountId)
    const global = await call(t.app, 'POST', '/v1/user-resource/vm', { token: t.alice.token, form: VM_FORM })
    expect(global.body.billing_account).toBe(t.alice.billingAccountId)
  })
})

describe('VM read, list and isolation', () => {
  it('gets a VM by ?uuid; missing, deleted or foreign VMs are 400 "No such virtual machine exists"', async () => {
    const vm = await createVm()
    const own = await call(t.app, 'GET', `/v1/tll01/user-resource/vm?uuid=${vm.uuid}`, {
      token: t.alice.token,
    })
    expect(own.body.uuid).toBe(vm.uuid)
    const missing = '11111111-1111-4111-8111-111111111111'
    const res = await call(t.app, 'GET', `/v1/user-resource/vm?uuid=${missing}`, { token: t.alice.token })
    expect(res).toMatchObject({ status: 400, body: noSuchVm(missing) })
    const foreign = await call(t.app, 'GET', `/v1/user-resource/vm?uuid=${vm.uuid}`, { token: t.bob.token })
    expect(foreign).toMatchObject({ status: 400, body: noSuchVm(vm.uuid) })
    const otherLocation = await call(t.app, 'GET', `/v1/jhv02/user-resource/vm?uuid=${vm.uuid}`, {
      token: t.alice.token,
    })
    expect(otherLocation.status).toBe(400)
    const admin = await call(t.app, 'GET', `/v1/user-resource/vm?uuid=${vm.uuid}`, { token: t.admin.token })
    expect(admin.status).toBe(200)
    const invalid = await call(t.app, 'GET', '/v1/user-resource/vm?uuid=nope', { token: t.alice.token })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors).toHaveProperty('uuid')
  })

  it('lists own VMs of the location, filtered by billing account', async () => {
    const vm = await createVm()
    await createVm(t.bob)
    const list = await call(t.app, 'GET', '/v1/tll01/user-resource/vm/list', { token: t.alice.token })
    expect(list.body.map((v: { uuid: string }) => v.uuid)).toEqual([vm.uuid])
    const filtered = await call(
      t.app,
      'GET',
      `/v1/user-resource/vm/list?billing_account_id=${t.bob.billingAccountId}`,
      {
        token: t.alice.token,
      },
    )
    expect(filtered.body).toEqual([])
    const elsewhere = await call(t.app, 'GET', '/v1/jhv02/user-resource/vm/list', { token: t.alice.token })
    expect(elsewhere.body).toEqual([])
    const billing = await call(
      t.app,
      'GET',
      `/v1/user-resource/billing_resources?id=${t.alice.billingAccountId}`,
      {
        token: t.alice.token,
      },
    )
    expect(billing.body.map((v: { uuid: string }) => v.uuid)).toEqual([vm.uuid])
    expect(billing.body[0]).toHaveProperty('hypervisor_id', null)
    const foreignBilling = await call(
      t.app,
      'GET',
      `/v1/user-resource/billing_resources?id=${t.bob.billingAccountId}`,
      {
        token: t.alice.token,
      },
    )
    expect(foreignBilling.status).toBe(400)
  })

  it("refuses every change to another user's VM as not found", async () => {
    const vm = await createVm()
    const attempts: [string, string, Record<string, unknown>][] = [
      ['PATCH', '/v1/user-resource/vm', { uuid: vm.uuid, name: 'stolen' }],
      ['DELETE', '/v1/user-resource/vm', { uuid: vm.uuid }],
      ['POST', '/v1/user-resource/vm/stop', { uuid: vm.uuid }],
      ['POST', '/v1/user-resource/vm/start', { uuid: vm.uuid }],
      ['POST', '/v1/user-resource/vm/clone', { uuid: vm.uuid, name: 'copy' }],
      ['POST', '/v1/user-resource/vm/reinstall', { uuid: vm.uuid }],
      ['POST', '/v1/user-resource/vm/backup', { uuid: vm.uuid }],
      ['PATCH', '/v1/user-resource/vm/user', { uuid: vm.uuid, username: 'x', password: 'Secret123' }],
      ['POST', '/v1/user-resource/vm/storage', { uuid: vm.uuid, size_gb: 10 }],
      ['POST', '/v1/user-resource/vm/replica', { uuid: vm.uuid }],
      [
        'POST',
        '/v1/user-resource/resource_billing',
        { uuid: vm.uuid, billing_account_id: t.bob.billingAccountId },
      ],
    ]
    for (const [method, path, form] of attempts) {
      const res = await call(t.app, method, path, { token: t.bob.token, form: form as never })
      expect(res.status, path).toBe(400)
      expect(res.body.message, path).toBe(`No such virtual machine exists: ${vm.uuid}`)
    }
    const [row] = await t.store.db.select().from(vms).where(eq(vms.uuid, vm.uuid))
    expect(row).toMatchObject({ name: 'web-1', status: 'running', backup: false, deletedAt: null })
  })
})

describe('VM changes', () => {
  it('renames at any time but changes CPU and RAM only while stopped', async () => {
    const vm = await createVm()
    const renamed = await call(t.app, 'PATCH', '/v1/user-resource/vm', {
      token: t.alice.token,
      form: { uuid: vm.uuid, name: 'web-renamed' },
    })
    expect(renamed.body.name).toBe('web-renamed')
    const running = await call(t.app, 'PATCH', '/v1/user-resource/vm', {
      token: t.alice.token,
      form: { uuid: vm.uuid, vcpu: 4 },
    })
    expect(running.status).toBe(400)
    expect(running.body.errors).toHaveProperty('vcpu')
    const stopped = await call(t.app, 'POST', '/v1/user-resource/vm/stop', {
      token: t.alice.token,
      form: { uuid: vm.uuid, force: 'true' },
    })
    expect(stopped.body.status).toBe('stopped')
    const resized = await call(t.app, 'PATCH', '/v1/user-resource/vm', {
      token: t.alice.token,
      form: { uuid: vm.uuid, vcpu: 4, ram: 4096 },
    })
    expect(resized.body).toMatchObject({ vcpu: 4, memory: 4096 })
    const tooBig = await call(t.app, 'PATCH', '/v1/user-resource/vm', {
      token: t.alice.token,
      form: { uuid: vm.uuid, vcpu: 64 },
    })
    expect(tooBig.status).toBe(400)
    const started = await call(t.app, 'POST', '/v1/user-resource/vm/start', {
      token: t.alice.token,
      form: { uuid: vm.uuid },
    })
    expect(started.body.status).toBe('running')
  })

  it('deletes a VM, leaving its public IP unassigned', async () => {
    const vm = await createVm()
    const res = await call(t.app, 'DELETE', '/v1/user-resource/vm', {
      token: t.alice.token,
      form: { uuid: vm.uuid },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ uuid: vm.uuid, status: 'deleted' })
    const [ip] = await t.store.db.select().from(floatingIps).where(eq(floatingIps.address, vm.public_ipv4))
    expect(ip).toMatchObject({ assignedTo: null, deletedAt: null })
    expect(ip!.unassignedAt).toBeInstanceOf(Date)
    const after = await call(t.app, 'GET', `/v1/user-resource/vm?uuid=${vm.uuid}`, { token: t.alice.token })
    expect(after).toMatchObject({ status: 400, body: noSuchVm(vm.uuid) })
    const again = await call(t.app, 'DELETE', '/v1/user-resource/vm', {
      token: t.alice.token,
      form: { uuid: vm.uuid },
    })
    expect(again.status).toBe(400)
  })

  it('clones a VM with its disks and a new public IP', async () => {
    const vm = await createVm()
    const res = await call(t.app, 'POST', '/v1/user-resource/vm/clone', {
      token: t.alice.token,
      form: { uuid: vm.uuid, name: 'web-copy' },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      name: 'web-copy',
      vcpu: 2,
      memory: 2048,
      os_name: 'ubuntu',
      status: 'running',
    })
    expect(res.body.uuid).not.toBe(vm.uuid)
    expect(res.body.storage[0].size).toBe(20)
    expect(res.body.public_ipv4).toBeTruthy()
    expect(res.body.public_ipv4).not.toBe(vm.public_ipv4)
  })

  it('reinstalls with another image or the current one', async () => {
    const vm = await createVm()
    const other = await call(t.app, 'POST', '/v1/user-resource/vm/reinstall', {
      token: t.alice.token,
      form: { uuid: vm.uuid, os_name: 'debian', os_version: '12' },
    })
    expect(other.body).toMatchObject({ os_name: 'debian', os_version: '12', status: 'running' })
    const same = await call(t.app, 'POST', '/v1/user-resource/vm/reinstall', {
      token: t.alice.token,
      form: { uuid: vm.uuid },
    })
    expect(same.body).toMatchObject({ os_name: 'debian', os_version: '12' })
    const unknown = await call(t.app, 'POST', '/v1/user-resource/vm/reinstall', {
      token: t.alice.token,
      form: { uuid: vm.uuid, os_name: 'plan9' },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors).toHaveProperty('os_name')
  })

  it('toggles backups', async () => {
    const vm = await createVm()
    const on = await call(t.app, 'POST', '/v1/user-resource/vm/backup', {
      token: t.alice.token,
      form: { uuid: vm.uuid },
    })
    expect(on.body.backup).toBe(true)
    const off = await call(t.app, 'POST', '/v1/user-resource/vm/backup', {
      token: t.alice.token,
      json: { uuid: vm.uuid },
    })
    expect(off.body.backup).toBe(false)
  })

  it('changes the login only while running', async () => {
    const vm = await createVm()
    const ok = await call(t.app, 'PATCH', '/v1/user-resource/vm/user', {
      token: t.alice.token,
      form: { uuid: vm.uuid, username: 'admin2', password: 'NewSecret1' },
    })
    expect(ok).toMatchObject({ status: 200, body: { success: true } })
    const weak = await call(t.app, 'PATCH', '/v1/user-resource/vm/user', {
      token: t.alice.token,
      form: { uuid: vm.uuid, username: 'admin2', password: 'weak' },
    })
    expect(weak.status).toBe(400)
    expect(weak.body.errors).toHaveProperty('password')
    await call(t.app, 'POST', '/v1/user-resource/vm/stop', { token: t.alice.token, form: { uuid: vm.uuid } })
    const stopped = await call(t.app, 'PATCH', '/v1/user-resource/vm/user', {
      token: t.alice.token,
      form: { uuid: vm.uuid, username: 'admin2', password: 'NewSecret1' },
    })
    expect(stopped.status).toBe(400)
  })

  it('boots once from platform ISO media', async () => {
    const vm = await createVm()
    const res = await call(t.app, 'POST', '/v1/user-resource/vm/boot_iso_media', {
      token: t.alice.token,
      form: { uuid: vm.uuid, boot_image_uuid: '6a1f4c36-0b7e-4d55-9f43-7a8a2e0b9c01' },
    })
    expect(res).toMatchObject({ status: 200, body: { uuid: vm.uuid, status: 'running' } })
    const unknown = await call(t.app, 'POST', '/v1/user-resource/vm/boot_iso_media', {
      token: t.alice.token,
      form: { uuid: vm.uuid, boot_image_uuid: '00000000-0000-4000-8000-000000000000' },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors).toHaveProperty('boot_image_uuid')
  })

  it('moves a VM and its disks to another billing account of the user', async () => {
    const vm = await createVm()
    const [second] = await t.store.db
      .insert(billingAccounts)
      .values({ userId: t.alice.id, title: 'Projects' })
      .returning()
    const res = await call(t.app, 'POST', '/v1/user-resource/resource_billing', {
      token: t.alice.token,
      form: { uuid: vm.uuid, billing_account_id: second!.id, resource_type: 'vm' },
    })
    expect(res.body.billing_account).toBe(second!.id)
    const foreign = await call(t.app, 'POST', '/v1/user-resource/resource_billing', {
      token: t.alice.token,
      form: { uuid: vm.uuid, billing_account_id: t.bob.billingAccountId },
    })
    expect(foreign.status).toBe(400)
    expect(foreign.body.errors).toHaveProperty('billing_account_id')
  })

  it('answers 409 while another operation holds the VM', async () => {
    const vm = await createVm()
    await t.store.db.update(vms).set({ busyOperationId: 999 }).where(eq(vms.uuid, vm.uuid))
    const ips = await t.store.db.select().from(floatingIps)
    for (const [method, path] of [
      ['POST', '/v1/user-resource/vm/stop'],
      ['POST', '/v1/user-resource/vm/backup'],
      ['DELETE', '/v1/user-resource/vm'],
      ['POST', '/v1/user-resource/vm/ip/public'],
      ['DELETE', '/v1/user-resource/vm/ip/public'],
    ] as const) {
      const res = await call(t.app, method, path, { token: t.alice.token, form: { uuid: vm.uuid } })
      expect(res.status, path).toBe(409)
      expect(res.body.message).toBe('The virtual machine is locked by another operation')
    }
    expect(await t.store.db.select().from(floatingIps)).toEqual(ips)
  })
})

describe('public IPv4 of a VM: the deprecated vm/ip/public calls (API-NOTES §7.4)', () => {
  const ipsOf = (vmUuid: string) =>
    t.store.db.select().from(floatingIps).where(eq(floatingIps.assignedTo, vmUuid))

  it("gives a VM a new floating IP billed to the VM's account, then releases it, keeping it reserved", async () => {
    const [projects] = await t.store.db
      .insert(billingAccounts)
      .values({ userId: t.alice.id, title: 'Projects' })
      .returning()
    const vm = await createVm(t.alice, { reserve_public_ip: false, billing_account_id: projects!.id })
    expect(vm).not.toHaveProperty('public_ipv4')

    const added = await call(t.app, 'POST', '/v1/tll01/user-resource/vm/ip/public', {
      token: t.alice.token,
      form: { uuid: vm.uuid },
    })
    expect(added.status).toBe(200)
    expect(WarrenVmSchema.parse(added.body).uuid).toBe(vm.uuid)
    const [ip] = await ipsOf(vm.uuid)
    expect(ip).toMatchObject({
      userId: t.alice.id,
      billingAccountId: projects!.id,
      location: 'tll01',
      assignedToResourceType: 'virtual_machine',
      assignedToPrivateIp: vm.private_ipv4,
      deletedAt: null,
    })
    expect(added.body.public_ipv4).toBe(ip!.address)
    const listed = await call(t.app, 'GET', `/v1/network/ip_addresses?vm_uuid=${vm.uuid}`, {
      token: t.alice.token,
    })
    expect(listed.body.map((row: { address: string }) => row.address)).toEqual([ip!.address])

    const released = await call(t.app, 'DELETE', '/v1/user-resource/vm/ip/public', {
      token: t.alice.token,
      json: { uuid: vm.uuid },
    })
    expect(released.status).toBe(200)
    expect(released.body.uuid).toBe(vm.uuid)
    expect(released.body).not.toHaveProperty('public_ipv4')
    // Warren: the address remains reserved for the user (unassigned, still billed, deletable as a floating IP).
    const [kept] = await t.store.db.select().from(floatingIps).where(eq(floatingIps.id, ip!.id))
    expect(kept).toMatchObject({ assignedTo: null, deletedAt: null, billingAccountId: projects!.id })
    expect(kept!.unassignedAt).toBeInstanceOf(Date)

    const again = await call(t.app, 'POST', '/v1/user-resource/vm/ip/public', {
      token: t.alice.token,
      form: { uuid: vm.uuid },
    })
    expect(again.body.public_ipv4).toMatch(/^\d+\.\d+\.\d+\.\d+$/)
    expect(again.body.public_ipv4).not.toBe(ip!.address)
  })

  it('refuses a second public IP and releasing none with a 400, writing nothing', async () => {
    const vm = await createVm()
    const bare = await createVm(t.alice, { name: 'bare', reserve_public_ip: false })
    const before = await t.store.db.select().from(floatingIps)
    const twice = await call(t.app, 'POST', '/v1/user-resource/vm/ip/public', {
      token: t.alice.token,
      form: { uuid: vm.uuid },
    })
    const message = `The virtual machine already has a public IP address: ${vm.public_ipv4}`
    expect(twice).toMatchObject({ status: 400, body: { message, errors: { Error: message } } })
    const none = await call(t.app, 'DELETE', '/v1/user-resource/vm/ip/public', {
      token: t.alice.token,
      form: { uuid: bare.uuid },
    })
    expect(none).toMatchObject({
      status: 400,
      body: { message: 'The virtual machine has no public IP address' },
    })
    expect(await t.store.db.select().from(floatingIps)).toEqual(before)
  })

  it("lets an administrator give a customer's VM a public IP, owned and billed like the VM", async () => {
    const vm = await createVm(t.alice, { reserve_public_ip: false })
    const res = await call(t.app, 'POST', '/v1/user-resource/vm/ip/public', {
      token: t.admin.token,
      form: { uuid: vm.uuid },
    })
    expect(res.status).toBe(200)
    const [ip] = await ipsOf(vm.uuid)
    expect(ip).toMatchObject({ userId: t.alice.id, billingAccountId: t.alice.billingAccountId })
  })
})

describe('VM disks and replicas', () => {
  it('adds, resizes (never shrinks) and removes disks; the primary stays', async () => {
    const vm = await createVm()
    const added = await call(t.app, 'POST', '/v1/user-resource/vm/storage', {
      token: t.alice.token,
      form: { uuid: vm.uuid, size_gb: 50 },
    })
    expect(added.body).toMatchObject({ name: 'vdb', size: 50, primary: false, replica: [] })
    const grown = await call(t.app, 'PATCH', '/v1/user-resource/vm/storage', {
      token: t.alice.token,
      form: { uuid: vm.uuid, disk_uuid: added.body.uuid, size_gb: 80 },
    })
    expect(grown.body.size).toBe(80)
    const shrunk = await call(t.app, 'PATCH', '/v1/user-resource/vm/storage', {
      token: t.alice.token,
      form: { uuid: vm.uuid, disk_uuid: added.body.uuid, size_gb: 10 },
    })
    expect(shrunk.status).toBe(400)
    expect(shrunk.body.errors).toHaveProperty('size_gb')
    const primary = vm.storage[0].uuid
    const deletePrimary = await call(t.app, 'DELETE', '/v1/user-resource/vm/storage', {
      token: t.alice.token,
      form: { uuid: vm.uuid, storage_uuid: primary },
    })
    expect(deletePrimary.status).toBe(400)
    const removed = await call(t.app, 'DELETE', '/v1/user-resource/vm/storage', {
      token: t.alice.token,
      form: { uuid: vm.uuid, storage_uuid: added.body.uuid },
    })
    expect(removed.body).toEqual({ success: true })
    const after = await call(t.app, 'GET', `/v1/user-resource/vm?uuid=${vm.uuid}`, { token: t.alice.token })
    expect(after.body.storage.map((s: { uuid: string }) => s.uuid)).toEqual([primary])
  })

  it('takes snapshots and backups, lists them by type, restores and deletes them', async () => {
    const vm = await createVm()
    t.clock.set('2025-11-12T08:30:05Z')
    const snap = await call(t.app, 'POST', '/v1/user-resource/vm/replica', {
      token: t.alice.token,
      form: { uuid: vm.uuid },
    })
    expect(snap.status).toBe(200)
    const master = vm.storage[0].uuid
    expect(snap.body.uuid).toBe(master)
    expect(snap.body.replica).toHaveLength(1)
    expect(snap.body.replica[0]).toMatchObject({
      uuid: `${master}-2025-11-12-08-30-05`,
      master_uuid: master,
      type: 'snapshot',
      size: 20,
    })
    const second = await call(t.app, 'POST', '/v1/user-resource/vm/replica', {
      token: t.alice.token,
      form: { uuid: vm.uuid },
    })
    expect(second.body.replica[1].uuid).toBe(`${master}-2025-11-12-08-30-06`)
    await call(t.app, 'POST', '/v1/user-resource/vm/replica', {
      token: t.alice.token,
      form: { uuid: vm.uuid, r_type: 'backup' },
    })
    const snapshots = await call(t.app, 'GET', `/v1/user-resource/vm/replica?uuid=${vm.uuid}`, {
      token: t.alice.token,
    })
    expect(snapshots.body).toHaveLength(2)
    const backups = await call(t.app, 'GET', `/v1/user-resource/vm/replica?uuid=${vm.uuid}&r_type=backup`, {
      token: t.alice.token,
    })
    expect(backups.body).toHaveLength(1)
    expect(backups.body[0].type).toBe('backup')

    const replicaUuid = snap.body.replica[0].uuid
    const wrongType = await call(t.app, 'POST', '/v1/user-resource/vm/rebuild', {
      token: t.alice.token,
      form: { uuid: vm.uuid, replica_uuid: replicaUuid, type: 'backup' },
    })
    expect(wrongType.status).toBe(400)
    const restored = await call(t.app, 'POST', '/v1/user-resource/vm/rebuild', {
      token: t.alice.token,
      form: { uuid: vm.uuid, replica_uuid: replicaUuid, type: 'snapshot' },
    })
    expect(restored.body.status).toBe('stopped')

    const deleted = await call(t.app, 'DELETE', '/v1/user-resource/vm/replica', {
      token: t.alice.token,
      form: { replica_uuid: replicaUuid },
    })
    expect(deleted.body).toEqual({ success: true })
    const foreign = await call(t.app, 'DELETE', '/v1/user-resource/vm/replica', {
      token: t.bob.token,
      form: { replica_uuid: second.body.replica[1].uuid },
    })
    expect(foreign.status).toBe(400)
    const left = await call(t.app, 'GET', `/v1/user-resource/vm/replica?uuid=${vm.uuid}`, {
      token: t.alice.token,
    })
    expect(left.body.map((r: { uuid: string }) => r.uuid)).toEqual([second.body.replica[1].uuid])
  })

  it("refuses another customer's replica without naming their VM, and deletes only the caller's VM's replicas", async () => {
    const alices = await createVm()
    const bobs = await createVm(t.bob)
    const snap = await call(t.app, 'POST', '/v1/user-resource/vm/replica', {
      token: t.alice.token,
      form: { uuid: alices.uuid },
    })
    const replicaUuid = snap.body.replica[0].uuid
    const refused = {
      message: `No such replica: ${replicaUuid}`,
      errors: { replica_uuid: `No such replica: ${replicaUuid}` },
    }
    // Without a VM uuid, and with Bob's own VM uuid: the same refusal, which names neither Alice's VM nor disk.
    for (const form of <Record<string, string>[]>[
      { replica_uuid: replicaUuid },
      { replica_uuid: replicaUuid, uuid: bobs.uuid },
    ]) {
      const res = await call(t.app, 'DELETE', '/v1/user-resource/vm/replica', { token: t.bob.token, form })
      expect(res.status).toBe(400)
      expect(res.body).toEqual(refused)
      expect(res.text).not.toContain(alices.uuid)
    }
    // A replica of a detached disk cannot be deleted through some other VM either.
    await t.store.db.update(disks).set({ vmUuid: null }).where(eq(disks.uuid, alices.storage[0].uuid))
    const detached = await call(t.app, 'DELETE', '/v1/user-resource/vm/replica', {
      token: t.bob.token,
      form: { replica_uuid: replicaUuid, uuid: bobs.uuid },
    })
    expect(detached.body).toEqual(refused)
    const left = await t.store.db.select().from(replicas).where(eq(replicas.uuid, replicaUuid))
    expect(left).toHaveLength(1)
  })

  it("creates a VM from another VM's snapshot", async () => {
    const vm = await createVm()
    const snap = await call(t.app, 'POST', '/v1/user-resource/vm/replica', {
      token: t.alice.token,
      form: { uuid: vm.uuid },
    })
    const res = await call(t.app, 'POST', '/v1/user-resource/vm', {
      token: t.alice.token,
      form: {
        name: 'restored',
        vcpu: 1,
        ram: 1024,
        source_uuid: vm.uuid,
        source_replica: snap.body.replica[0].uuid,
      },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ os_name: 'ubuntu', os_version: '24.04' })
    expect(res.body.storage[0].size).toBe(20)
  })
})

describe('every VM call: unknown, foreign and invalid (issue 4 "Done when")', () => {
  // One body per VM endpoint that takes a VM uuid, valid except for whatever the test changes (API-NOTES §7.4).
  const vmCalls = (
    uuid: string,
    disk: string,
    account: number,
  ): [string, string, Record<string, string | number>][] => [
    ['GET', `/v1/user-resource/vm?uuid=${uuid}`, {}],
    ['PATCH', '/v1/user-resource/vm', { uuid, name: 'stolen' }],
    ['DELETE', '/v1/user-resource/vm', { uuid }],
    ['POST', '/v1/user-resource/vm/start', { uuid }],
    ['POST', '/v1/user-resource/vm/stop', { uuid, force: 'true' }],
    ['POST', '/v1/user-resource/vm/clone', { uuid, name: 'copy' }],
    ['POST', '/v1/user-resource/vm/reinstall', { uuid }],
    ['POST', '/v1/user-resource/vm/backup', { uuid }],
    ['POST', '/v1/user-resource/vm/rebuild', { uuid, replica_uuid: `${disk}-2025-11-12-08-30-05` }],
    [
      'POST',
      '/v1/user-resource/vm/boot_iso_media',
      { uuid, boot_image_uuid: '6a1f4c36-0b7e-4d55-9f43-7a8a2e0b9c01' },
    ],
    ['PATCH', '/v1/user-resource/vm/user', { uuid, username: 'x', password: 'Secret123' }],
    ['POST', '/v1/user-resource/vm/storage', { uuid, size_gb: 10 }],
    ['PATCH', '/v1/user-resource/vm/storage', { uuid, disk_uuid: disk, size_gb: 30 }],
    ['DELETE', '/v1/user-resource/vm/storage', { uuid, storage_uuid: disk }],
    ['POST', '/v1/user-resource/vm/storage/attach', { uuid, storage_uuid: disk }],
    ['POST', '/v1/user-resource/vm/storage/detach', { uuid, storage_uuid: disk }],
    ['GET', `/v1/user-resource/vm/replica?uuid=${uuid}`, {}],
    ['POST', '/v1/user-resource/vm/replica', { uuid }],
    ['POST', '/v1/user-resource/resource_billing', { uuid, billing_account_id: account }],
    ['POST', '/v1/user-resource/vm/ip/public', { uuid }],
    ['DELETE', '/v1/user-resource/vm/ip/public', { uuid }],
  ]

  const snapshotOfTables = async () => ({
    vms: await t.store.db.select().from(vms),
    disks: await t.store.db.select().from(disks),
    replicas: await t.store.db.select().from(replicas),
    operations: await t.store.db.select().from(operations),
    floatingIps: await t.store.db.select().from(floatingIps),
  })

  it('answers an unknown VM uuid with 400 "No such virtual machine exists" on every call, writing nothing', async () => {
    const vm = await createVm()
    const before = await snapshotOfTables()
    const missing = '11111111-1111-4111-8111-111111111111'
    for (const [method, path, form] of vmCalls(missing, vm.storage[0].uuid, t.alice.billingAccountId)) {
      const res = await call(t.app, method, path, {
        token: t.alice.token,
        form: method === 'GET' ? undefined : form,
      })
      expect(res, `${method} ${path}`).toMatchObject({ status: 400, body: noSuchVm(missing) })
    }
    expect(await snapshotOfTables()).toEqual(before)
  })

  it("refuses another user's VM on every call as not found; administrators reach it", async () => {
    const vm = await createVm()
    const before = await snapshotOfTables()
    for (const [method, path, form] of vmCalls(vm.uuid, vm.storage[0].uuid, t.bob.billingAccountId)) {
      const res = await call(t.app, method, path, {
        token: t.bob.token,
        form: method === 'GET' ? undefined : form,
      })
      expect(res, `${method} ${path}`).toMatchObject({ status: 400, body: noSuchVm(vm.uuid) })
    }
    expect(await snapshotOfTables()).toEqual(before)
    const replicas = await call(t.app, 'GET', `/v1/user-resource/vm/replica?uuid=${vm.uuid}`, {
      token: t.admin.token,
    })
    expect(replicas).toMatchObject({ status: 200, body: [] })
  })

  it('rejects an invalid body on every call with a 400 naming the field, writing nothing', async () => {
    const vm = await createVm()
    const uuid = vm.uuid
    const primary = vm.storage[0].uuid
    const before = await snapshotOfTables()
    const cases: [string, string, Record<string, string | number>, string][] = [
      ['GET', `/v1/user-resource/vm/list?billing_account_id=abc`, {}, 'billing_account_id'],
      ['GET', `/v1/user-resource/billing_resources?id=abc`, {}, 'id'],
      ['GET', `/v1/user-resource/vm/replica?uuid=${uuid}&r_type=archive`, {}, 'type'],
      ['PATCH', '/v1/user-resource/vm', { uuid, ram: 'lots' }, 'ram'],
      ['PATCH', '/v1/user-resource/vm', { uuid, vcpu: 4 }, 'vcpu'],
      ['DELETE', '/v1/user-resource/vm', { uuid: 'nope' }, 'uuid'],
      ['POST', '/v1/user-resource/vm/start', {}, 'uuid'],
      ['POST', '/v1/user-resource/vm/stop', { uuid, force: 'maybe' }, 'force'],
      ['POST', '/v1/user-resource/vm/clone', { uuid, name: '' }, 'name'],
      ['POST', '/v1/user-resource/vm/reinstall', { uuid, os_name: 'plan9' }, 'os_name'],
      ['POST', '/v1/user-resource/vm/backup', { uuid: 'nope' }, 'uuid'],
      [
        'POST',
        '/v1/user-resource/vm/rebuild',
        { uuid, replica_uuid: `${primary}-2025-11-12-08-30-05` },
        'replica_uuid',
      ],
      ['POST', '/v1/user-resource/vm/boot_iso_media', { uuid, boot_image_uuid: 'nope' }, 'boot_image_uuid'],
      ['PATCH', '/v1/user-resource/vm/user', { uuid, username: 'admin2', password: 'weak' }, 'password'],
      ['POST', '/v1/user-resource/vm/storage', { uuid, size_gb: 0 }, 'size_gb'],
      ['POST', '/v1/user-resource/vm/storage', { uuid, size_gb: 100000 }, 'size_gb'],
      ['PATCH', '/v1/user-resource/vm/storage', { uuid, disk_uuid: primary, size_gb: 5 }, 'size_gb'],
      ['DELETE', '/v1/user-resource/vm/storage', { uuid, storage_uuid: primary }, 'storage_uuid'],
      ['POST', '/v1/user-resource/vm/storage/attach', { uuid, storage_uuid: primary }, 'storage_uuid'],
      ['POST', '/v1/user-resource/vm/storage/detach', { uuid, storage_uuid: primary }, 'storage_uuid'],
      ['POST', '/v1/user-resource/vm/replica', { uuid, r_type: 'archive' }, 'type'],
      [
        'DELETE',
        '/v1/user-resource/vm/replica',
        { replica_uuid: `${primary}-2025-11-12-08-30-05` },
        'replica_uuid',
      ],
      [
        'POST',
        '/v1/user-resource/resource_billing',
        { uuid, billing_account_id: 'abc' },
        'billing_account_id',
      ],
      ['POST', '/v1/user-resource/vm/ip/public', { uuid: 'nope' }, 'uuid'],
      ['DELETE', '/v1/user-resource/vm/ip/public', {}, 'uuid'],
    ]
    for (const [method, path, form, field] of cases) {
      const res = await call(t.app, method, path, {
        token: t.alice.token,
        form: method === 'GET' ? undefined : form,
      })
      expect(res.status, `${method} ${path} ${field}`).toBe(400)
      expect(Object.keys(res.body.errors ?? {}), `${method} ${path} ${field}`).toContain(field)
    }
    expect(await snapshotOfTables()).toEqual(before)
  })
})
