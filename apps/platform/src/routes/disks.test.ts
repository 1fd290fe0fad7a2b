import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { WarrenDiskSchema } from '@cirrus/domain'
import { disks, replicas } from '../store/schema.js'
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

describe('disk resize and snapshots (issue 10: this platform adds them the Warren way)', () => {
  const patch = (uuid: string, form: Record<string, string | number>, user: TestUser = t.alice) =>
    call(t.app, 'PATCH', `/v1/tll01/storage/disks/${uuid}`, { token: user.token, form })
  const attach = (vmUuid: string, diskUuid: string) =>
    call(t.app, 'POST', '/v1/tll01/user-resource/vm/storage/attach', {
      token: t.alice.token,
      form: { uuid: vmUuid, storage_uuid: diskUuid },
    })
  const snap = (uuid: string, form: Record<string, string> = {}, user: TestUser = t.alice) =>
    call(t.app, 'POST', `/v1/tll01/storage/disks/${uuid}/snapshots`, { token: user.token, form })
  const onSnapshot = (method: 'POST' | 'DELETE', disk: string, snapshot: string, action = '') =>
    call(t.app, method, `/v1/tll01/storage/disks/${disk}/snapshots/${snapshot}${action}`, {
      token: t.alice.token,
    })

  it('grows a detached disk with size_gb, refuses to shrink it, and keeps it for a stranger', async () => {
    const disk = await createDisk()
    const grown = await patch(disk.uuid, { size_gb: 45 })
    expect(grown.body).toMatchObject({ size_gb: 45, display_name: 'data' })
    const same = await patch(disk.uuid, { size_gb: 45, display_name: 'same size' })
    expect(same.body).toMatchObject({ size_gb: 45, display_name: 'same size' })
    const shrink = await patch(disk.uuid, { size_gb: 10 })
    expect(shrink).toMatchObject({
      status: 400,
      body: { errors: { size_gb: 'A disk cannot shrink: it has 45 GB' } },
    })
    const invalid = await patch(disk.uuid, { size_gb: 0 })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors).toHaveProperty('size_gb')
    const foreign = await patch(disk.uuid, { size_gb: 100 }, t.bob)
    expect(foreign).toMatchObject({ status: 404, body: { message: 'Disk not found' } })
    const [row] = await t.store.db.select().from(disks).where(eq(disks.uuid, disk.uuid))
    expect(row!.sizeGb).toBe(45)
  })

  it("grows an attached disk through its VM: the VM's storage shows the new size", async () => {
    const disk = await createDisk()
    const vm = await createVm()
    await attach(vm.uuid, disk.uuid)
    const grown = await patch(disk.uuid, { size_gb: 60 })
    expect(grown.body).toMatchObject({ size_gb: 60, attached_to: vm.uuid })
    const shown = await call(t.app, 'GET', `/v1/tll01/user-resource/vm?uuid=${vm.uuid}`, {
      token: t.alice.token,
    })
    expect(shown.body.storage.find((s: { uuid: string }) => s.uuid === disk.uuid).size).toBe(60)
  })

  it('takes, lists, restores and deletes snapshots of a detached disk', async () => {
    const disk = await createDisk()
    const created = await snap(disk.uuid, { display_name: 'before upgrade' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      size_gb: 30,
      sizeGb: 30,
      display_name: 'before upgrade',
      disk_uuid: disk.uuid,
    })
    expect(created.body.uuid).toMatch(new RegExp(`^${disk.uuid}-\\d{4}-\\d{2}-\\d{2}-\\d{2}-\\d{2}-\\d{2}$`))
    const second = await snap(disk.uuid)
    expect(second.body.uuid).not.toBe(created.body.uuid)
    const shown = await call(t.app, 'GET', `/v1/tll01/storage/disks/${disk.uuid}`, { token: t.alice.token })
    expect(shown.body.snapshots.map((s: { uuid: string }) => s.uuid)).toEqual([
      created.body.uuid,
      second.body.uuid,
    ])
    const restored = await onSnapshot('POST', disk.uuid, created.body.uuid, '/restore')
    expect(restored.status).toBe(200)
    expect(restored.body).toMatchObject({ uuid: disk.uuid, size_gb: 30 })
    const deleted = await onSnapshot('DELETE', disk.uuid, created.body.uuid)
    expect(deleted.status).toBe(204)
    expect(deleted.text).toBe('')
    const left = await call(t.app, 'GET', `/v1/tll01/storage/disks/${disk.uuid}`, { token: t.alice.token })
    expect(left.body.snapshots.map((s: { uuid: string }) => s.uuid)).toEqual([second.body.uuid])
  })

  it('snapshots an attached disk through its VM, and refuses to restore it while attached', async () => {
    const disk = await createDisk()
    const vm = await createVm()
    await attach(vm.uuid, disk.uuid)
    const created = await snap(disk.uuid)
    expect(created.status).toBe(201)
    const shown = await call(t.app, 'GET', `/v1/tll01/user-resource/vm?uuid=${vm.uuid}`, {
      token: t.alice.token,
    })
    const entry = shown.body.storage.find((s: { uuid: string }) => s.uuid === disk.uuid)
    expect(entry.replica.map((r: { uuid: string }) => r.uuid)).toEqual([created.body.uuid])
    const restore = await onSnapshot('POST', disk.uuid, created.body.uuid, '/restore')
    expect(restore).toMatchObject({
      status: 409,
      body: { message: 'Detach the disk before restoring a snapshot' },
    })
    const deleted = await onSnapshot('DELETE', disk.uuid, created.body.uuid)
    expect(deleted.status).toBe(204)
  })

  it("answers a stranger's and unknown snapshots with 404, writing nothing", async () => {
    const disk = await createDisk()
    const mine = await snap(disk.uuid)
    const other = await createDisk()
    const before = await t.store.db.select().from(replicas)
    const cases: [string, string, TestUser, string][] = [
      ['POST', `/v1/tll01/storage/disks/${disk.uuid}/snapshots`, t.bob, 'Disk not found'],
      ['DELETE', `/v1/tll01/storage/disks/${disk.uuid}/snapshots/${mine.body.uuid}`, t.bob, 'Disk not found'],
      [
        'POST',
        `/v1/tll01/storage/disks/${disk.uuid}/snapshots/${mine.body.uuid}/restore`,
        t.bob,
        'Disk not found',
      ],
      // A snapshot of another disk is not one of this disk's.
      [
        'DELETE',
        `/v1/tll01/storage/disks/${other.uuid}/snapshots/${mine.body.uuid}`,
        t.alice,
        'Snapshot not found',
      ],
      ['POST', `/v1/tll01/storage/disks/${disk.uuid}/snapshots/nope/restore`, t.alice, 'Snapshot not found'],
    ]
    for (const [method, path, user, message] of cases) {
      const res = await call(t.app, method, path, { token: user.token })
      expect(res, `${method} ${path}`).toMatchObject({ status: 404, body: { message } })
    }
    const invalid = await snap(disk.uuid, { display_name: 'x'.repeat(300) })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors).toHaveProperty('display_name')
    expect(await t.store.db.select().from(replicas)).toEqual(before)
  })
})
