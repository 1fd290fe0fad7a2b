import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { WarrenDiskSchema } from '@cirrus/domain'
import { disks } from '../store/schema.js'
import { call, usePlatform, type TestUser } from '../../test/helpers.js'

const t = usePlatform()

async function createDisk(user: TestUser = t.alice, form: Record<string, string | number> = {}) {
  const res = await call(t.app, 'POST', '/v1/tll01/storage/disks', {
    token: user.token,
    form: { size_gb: 30, billing_account_id: user.billingAccountId, display_name: 'data', ...form },
  })
  if (res.status !== 201) throw new Error(`disk create failed: ${res.status} ${res.text}`)
  return res.body
}

async function createVm(user: TestUser = t.alice) {
  const res = await call(t.app, 'POST', '/v1/tll01/user-resource/vm', {
    token: user.token,
    form: { name: 'db-1', os_name: 'debian', os_version: '12', disks: 20, vcpu: 1, ram: 1024 },
  })
  return res.body
}

describe('disks (API-NOTES §3)', () => {
  it('creates an empty disk from a form with 201, ISO timestamps and no snapshots', async () => {
    const disk = await createDisk()
    expect(WarrenDiskSchema.parse(disk)).toBeTruthy()
    expect(disk).toMatchObject({
      status: 'Active',
      display_name: 'data',
      size_gb: 30,
      source_image_type: 'EMPTY',
      billing_account_id: t.alice.billingAccountId,
      attached_to: null,
      snapshots: [],
    })
    expect(disk.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+0000$/)
  })

  it('treats empty source fields as an EMPTY disk and copies sizes from sources', async () => {
    const empty = await createDisk(t.alice, { source_image_type: '', source_image: '' })
    expect(empty.source_image_type).toBe('EMPTY')
    const fromOs = await call(t.app, 'POST', '/v1/storage/disks', {
      token: t.alice.token,
      form: {
        billing_account_id: t.alice.billingAccountId,
        source_image_type: 'OS_BASE',
        source_image: 'ubuntu_24.04',
      },
    })
    expect(fromOs.body).toMatchObject({ size_gb: 20, source_image: 'ubuntu_24.04' })
    const copy = await call(t.app, 'POST', '/v1/storage/disks', {
      token: t.alice.token,
      form: {
        billing_account_id: t.alice.billingAccountId,
        source_image_type: 'DISK',
        source_image: empty.uuid,
      },
    })
    expect(copy.body).toMatchObject({ size_gb: 30, source_image_type: 'DISK', source_image: empty.uuid })
  })

  it('rejects invalid disks with a 400 naming the field and writes nothing', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ billing_account_id: t.alice.billingAccountId }, 'size_gb'],
      [{ billing_account_id: t.alice.billingAccountId, size_gb: 'big' }, 'size_gb'],
      [{ billing_account_id: t.alice.billingAccountId, source_image_type: 'OS_BASE' }, 'source_image'],
      [
        {
          billing_account_id: t.alice.billingAccountId,
          source_image_type: 'OS_BASE',
          source_image: 'plan9_1',
        },
        'source_image',
      ],
      [{ billing_account_id: t.bob.billingAccountId, size_gb: 10 }, 'billing_account_id'],
    ]
    for (const [form, field] of cases) {
      const res = await call(t.app, 'POST', '/v1/storage/disks', { token: t.alice.token, form })
      expect(res.status, JSON.stringify(form)).toBe(400)
      expect(Object.keys(res.body.errors), JSON.stringify(form)).toContain(field)
    }
    expect(await t.store.db.select().from(disks)).toHaveLength(0)
  })

  it("defaults a global token's disk to the user's default billing account (Terraform sends none)", async () => {
    const res = await call(t.app, 'POST', '/v1/storage/disks', {
      token: t.alice.token,
      form: { size_gb: 10 },
    })
    expect(res.status).toBe(201)
    expect(res.body.billing_account_id).toBe(t.alice.billingAccountId)
  })

  it('deletes an attached disk on the singular path: detached from the VM and gone, 204 empty', async () => {
    const disk = await createDisk()
    const vm = await createVm()
    await call(t.app, 'POST', '/v1/user-resource/vm/storage/attach', {
      token: t.alice.token,
      form: { uuid: vm.uuid, storage_uuid: disk.uuid },
    })
    const deleted = await call(t.app, 'DELETE', `/v1/tll01/storage/disk/${disk.uuid}`, {
      token: t.alice.token,
    })
    expect(deleted.status).toBe(204)
    expect(deleted.text).toBe('')
    const shown = await call(t.app, 'GET', `/v1/user-resource/vm?uuid=${vm.uuid}`, { token: t.alice.token })
    expect(shown.body.storage.map((s: { uuid: string }) => s.uuid)).not.toContain(disk.uuid)
    expect(await t.store.db.select().from(disks).where(eq(disks.uuid, disk.uuid))).toHaveLength(0)
    const again = await call(t.app, 'DELETE', `/v1/storage/disk/${disk.uuid}`, { token: t.alice.token })
    expect(again.status).toBe(404)
  })

  it('lets a restricted token leave the billing account out', async () => {
    const res = await call(t.app, 'POST', '/v1/storage/disks', {
      token: t.aliceRestrictedToken,
      form: { size_gb: 10 },
    })
    expect(res.status).toBe(201)
    expect(res.body.billing_account_id).toBe(t.alice.billingAccountId)
  })

  it('gets a disk on the plural and singular paths; missing and foreign disks are 404', async () => {
    const disk = await createDisk()
    for (const path of [`/v1/storage/disks/${disk.uuid}`, `/v1/tll01/storage/disk/${disk.uuid}/`]) {
      const res = await call(t.app, 'GET', path, { token: t.alice.token })
      expect(res.status, path).toBe(200)
      expect(res.body.uuid).toBe(disk.uuid)
    }
    const notFound = { message: 'Disk not found', errors: { Error: 'Disk not found' } }
    const foreign = await call(t.app, 'GET', `/v1/storage/disks/${disk.uuid}`, { token: t.bob.token })
    expect(foreign).toMatchObject({ status: 404, body: notFound })
    const missing = await call(t.app, 'GET', '/v1/storage/disks/11111111-1111-4111-8111-111111111111', {
      token: t.alice.token,
    })
    expect(missing).toMatchObject({ status: 404, body: notFound })
    const garbage = await call(t.app, 'GET', '/v1/storage/disks/not-a-uuid', { token: t.alice.token })
    expect(garbage.status).toBe(404)
  })

  it('lists own disks of the location only, with the read_only_bootable filter', async () => {
    const disk = await createDisk()
    await createDisk(t.bob)
    await createVm()
    const list = await call(t.app, 'GET', '/v1/storage/disks', { token: t.alice.token })
    expect(list.body.map((d: { uuid: string }) => d.uuid)).toEqual([disk.uuid])
    const bootable = await call(t.app, 'GET', '/v1/storage/disks?read_only_bootable=True', {
      token: t.alice.token,
    })
    expect(bootable.body).toEqual([])
    const elsewhere = await call(t.app, 'GET', '/v1/jhv02/storage/disks', { token: t.alice.token })
    expect(elsewhere.body).toEqual([])
  })

  it('updates a disk; another user cannot', async () => {
    const disk = await createDisk()
    const res = await call(t.app, 'PATCH', `/v1/storage/disks/${disk.uuid}`, {
      token: t.alice.token,
      form: { display_name: 'renamed', read_only_bootable: 'true' },
    })
    expect(res.body).toMatchObject({ display_name: 'renamed', read_only_bootable: true })
    const invalid = await call(t.app, 'PATCH', `/v1/storage/disks/${disk.uuid}`, {
      token: t.alice.token,
      form: { read_only_bootable: 'maybe' },
    })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors).toHaveProperty('read_only_bootable')
    const foreign = await call(t.app, 'PATCH', `/v1/storage/disks/${disk.uuid}`, {
      token: t.bob.token,
      form: { display_name: 'stolen' },
    })
    expect(foreign.status).toBe(404)
  })

  it('attaches to and detaches from a VM, and deletes with 204', async () => {
    const disk = await createDisk()
    const vm = await createVm()
    const attached = await call(t.app, 'POST', '/v1/user-resource/vm/storage/attach', {
      token: t.alice.token,
      form: { uuid: vm.uuid, storage_uuid: disk.uuid },
    })
    expect(attached.status).toBe(200)
    expect(attached.body).toMatchObject({
      uuid: disk.uuid,
      name: 'vdb',
      primary: false,
      replica: [],
      size: 30,
    })
    const shown = await call(t.app, 'GET', `/v1/user-resource/vm?uuid=${vm.uuid}`, { token: t.alice.token })
    expect(shown.body.storage.map((s: { uuid: string }) => s.uuid)).toContain(disk.uuid)
    const listed = await call(t.app, 'GET', `/v1/storage/disks/${disk.uuid}`, { token: t.alice.token })
    expect(listed.body.attached_to).toBe(vm.uuid)
    const twice = await call(t.app, 'POST', '/v1/user-resource/vm/storage/attach', {
      token: t.alice.token,
      form: { uuid: vm.uuid, storage_uuid: disk.uuid },
    })
    expect(twice.status).toBe(400)
    const detached = await call(t.app, 'POST', '/v1/user-resource/vm/storage/detach', {
      token: t.alice.token,
      form: { uuid: vm.uuid, storage_uuid: disk.uuid },
    })
    expect(detached.body).toEqual({ success: true })
    const deleted = await call(t.app, 'DELETE', `/v1/storage/disks/${disk.uuid}`, { token: t.alice.token })
    expect(deleted.status).toBe(204)
    expect(deleted.text).toBe('')
    const gone = await call(t.app, 'GET', `/v1/storage/disks/${disk.uuid}`, { token: t.alice.token })
    expect(gone.status).toBe(404)
  })

  it("cannot attach another user's disk or delete it", async () => {
    const disk = await createDisk(t.bob)
    const vm = await createVm()
    const attach = await call(t.app, 'POST', '/v1/user-resource/vm/storage/attach', {
      token: t.alice.token,
      form: { uuid: vm.uuid, storage_uuid: disk.uuid },
    })
    expect(attach.status).toBe(404)
    const del = await call(t.app, 'DELETE', `/v1/storage/disks/${disk.uuid}`, { token: t.alice.token })
    expect(del.status).toBe(404)
    expect(await t.store.db.select().from(disks)).toHaveLength(2)
  })
})

describe('every disk call: unknown, foreign and invalid (issue 4 "Done when")', () => {
  it('answers unknown disks with 404 "Disk not found" on every call, writing nothing', async () => {
    const vm = await createVm()
    const missing = '11111111-1111-4111-8111-111111111111'
    const before = await t.store.db.select().from(disks)
    for (const [method, path, form] of [
      ['PATCH', `/v1/storage/disks/${missing}`, { display_name: 'x' }],
      ['DELETE', `/v1/storage/disks/${missing}`, undefined],
      ['POST', '/v1/user-resource/vm/storage/attach', { uuid: vm.uuid, storage_uuid: missing }],
    ] as const) {
      const res = await call(t.app, method, path, { token: t.alice.token, form })
      expect(res, `${method} ${path}`).toMatchObject({ status: 404, body: { message: 'Disk not found' } })
    }
    // Detaching a disk that is not on the VM is a 400 naming the field (API-NOTES §3).
    const detach = await call(t.app, 'POST', '/v1/user-resource/vm/storage/detach', {
      token: t.alice.token,
      form: { uuid: vm.uuid, storage_uuid: missing },
    })
    expect(detach.status).toBe(400)
    expect(detach.body.errors).toHaveProperty('storage_uuid')
    expect(await t.store.db.select().from(disks)).toEqual(before)
  })

  it("cannot detach another user's disk, nor a disk from another user's VM", async () => {
    const vm = await createVm()
    const disk = await createDisk()
    await call(t.app, 'POST', '/v1/user-resource/vm/storage/attach', {
      token: t.alice.token,
      form: { uuid: vm.uuid, storage_uuid: disk.uuid },
    })
    const foreign = await call(t.app, 'POST', '/v1/user-resource/vm/storage/detach', {
      token: t.bob.token,
      form: { uuid: vm.uuid, storage_uuid: disk.uuid },
    })
    expect(foreign).toMatchObject({
      status: 400,
      body: { message: `No such virtual machine exists: ${vm.uuid}` },
    })
    const bobVm = await createVm(t.bob)
    const otherVm = await call(t.app, 'POST', '/v1/user-resource/vm/storage/detach', {
      token: t.bob.token,
      form: { uuid: bobVm.uuid, storage_uuid: disk.uuid },
    })
    expect(otherVm.status).toBe(400)
    const [row] = await t.store.db.select().from(disks).where(eq(disks.uuid, disk.uuid))
    expect(row!.vmUuid).toBe(vm.uuid)
  })

  it('rejects invalid filters and bodies with a 400 naming the field, writing nothing', async () => {
    const disk = await createDisk()
    const before = await t.store.db.select().from(disks)
    const cases: [string, string, Record<string, string> | undefined, string][] = [
      ['GET', '/v1/storage/disks?read_only_bootable=perhaps', undefined, 'read_only_bootable'],
      ['PATCH', `/v1/storage/disks/${disk.uuid}`, { read_only_bootable: 'perhaps' }, 'read_only_bootable'],
      ['POST', '/v1/user-resource/vm/storage/attach', { uuid: 'nope', storage_uuid: disk.uuid }, 'uuid'],
      ['POST', '/v1/user-resource/vm/storage/detach', { uuid: disk.uuid }, 'storage_uuid'],
    ]
    for (const [method, path, form, field] of cases) {
      const res = await call(t.app, method, path, { token: t.alice.token, form })
      expect(res.status, `${method} ${path}`).toBe(400)
      expect(Object.keys(res.body.errors), `${method} ${path}`).toContain(field)
    }
    expect(await t.store.db.select().from(disks)).toEqual(before)
  })
})

describe('images (API-NOTES §11, §14.4)', () => {
  it('shows unpublished versions to administrators only, with and without a slug', async () => {
    const customer = await call(t.app, 'GET', '/v1/config/vm_images', { token: t.alice.token })
    const ubuntu = customer.body.find((i: { os_name: string }) => i.os_name === 'ubuntu')
    expect(ubuntu.versions.map((v: { os_version: string }) => v.os_version)).toEqual([
      '24.04',
      '22.04',
      '20.04',
    ])
    expect(customer.body.map((i: { os_name: string }) => i.os_name)).toEqual([
      'ubuntu',
      'debian',
      'almalinux',
      'rocky',
      'windows',
    ])
    const admin = await call(t.app, 'GET', '/v1/tll01/config/vm_images', { token: t.admin.token })
    const adminUbuntu = admin.body.find((i: { os_name: string }) => i.os_name === 'ubuntu')
    expect(adminUbuntu.versions).toContainEqual({
      os_version: '25.10',
      display_name: '25.10 (preview)',
      published: false,
    })
    const plain = await call(t.app, 'GET', '/v1/config/vm_images/plain_os', { token: t.alice.token })
    expect(plain.body).toHaveLength(5)
    const catalog = await call(t.app, 'GET', '/v1/config/vm_images/app_catalog', { token: t.alice.token })
    expect(catalog.body).toEqual([])
  })

  it('lists bare-metal OS images and boot media', async () => {
    const metal = await call(t.app, 'GET', '/v1/metal/os', { token: t.alice.token })
    expect(metal.body.map((i: { os_name: string }) => i.os_name)).toEqual(['ubuntu', 'debian'])
    const boot = await call(t.app, 'GET', '/v1/config/boot_images', { token: t.alice.token })
    expect(boot.body[0]).toHaveProperty('image_name')
    const anonymous = await call(t.app, 'GET', '/v1/metal/os')
    expect(anonymous.status).toBe(401)
  })
})
