import { expect } from 'vitest'
import { describeCalls } from '../http/test-utils/calls.js'
import { stripTags } from '../http/fields.js'
import { fixtureUuid, makeDisk, makeVm } from '../fixtures/index.js'
import type { Disk } from './schema.js'

const loc = 'tll01'
const disk = makeDisk()
const raw = stripTags(disk)
const vmUuid = makeVm().uuid
const base = `/v1/${loc}/storage/disks`

describeCalls('Disk calls (SPEC §7 Disks; forms, API-NOTES §3)', [
  {
    name: 'list: GET storage/disks',
    run: (c) => c.disk.list(loc),
    reply: { body: [raw] },
    method: 'GET',
    path: base,
    check: (r) => expect((r as Disk[])[0]).toMatchObject({ type: 'disk', location: loc, uuid: disk.uuid }),
  },
  {
    name: 'list: read_only_bootable filter in the query',
    run: (c) => c.disk.list(loc, { read_only_bootable: true }),
    reply: { body: [] },
    method: 'GET',
    path: base,
    query: { read_only_bootable: 'true' },
  },
  {
    name: 'get: GET storage/disks/{uuid}',
    run: (c) => c.disk.get(loc, disk.uuid),
    reply: { body: raw },
    method: 'GET',
    path: `${base}/${disk.uuid}`,
  },
  {
    name: 'create: POST storage/disks as a form, 201',
    run: (c) =>
      c.disk.create(loc, {
        size_gb: 50,
        billing_account_id: 1001,
        display_name: 'data volume',
        source_image_type: 'EMPTY',
      }),
    reply: { status: 201, body: raw },
    method: 'POST',
    path: base,
    form: {
      size_gb: '50',
      billing_account_id: '1001',
      display_name: 'data volume',
      source_image_type: 'EMPTY',
    },
    check: (r) => expect((r as Disk).size_gb).toBe(50),
  },
  {
    name: 'create: a clone from another disk (source_image_type DISK)',
    run: (c) => c.disk.create(loc, { source_image_type: 'DISK', source_image: disk.uuid }),
    reply: { status: 201, body: raw },
    method: 'POST',
    path: base,
    form: { source_image_type: 'DISK', source_image: disk.uuid },
  },
  {
    name: 'update: PATCH storage/disks/{uuid} as a form',
    run: (c) => c.disk.update(loc, disk.uuid, { display_name: 'renamed', read_only_bootable: false }),
    reply: { body: raw },
    method: 'PATCH',
    path: `${base}/${disk.uuid}`,
    form: { display_name: 'renamed', read_only_bootable: 'false' },
  },
  {
    name: 'delete: DELETE storage/disks/{uuid}, 204 empty',
    run: (c) => c.disk.delete(loc, disk.uuid),
    reply: { status: 204 },
    method: 'DELETE',
    path: `${base}/${disk.uuid}`,
  },
  {
    name: 'update: a resize sends size_gb in the same PATCH form',
    run: (c) => c.disk.update(loc, disk.uuid, { size_gb: 80 }),
    reply: { body: raw },
    method: 'PATCH',
    path: `${base}/${disk.uuid}`,
    form: { size_gb: '80' },
  },
  {
    name: 'snapshot create: POST storage/disks/{uuid}/snapshots as a form, 201',
    run: (c) => c.disk.createSnapshot(loc, disk.uuid, { display_name: 'before upgrade' }),
    reply: {
      status: 201,
      body: { uuid: `${disk.uuid}-2025-11-20-10-00-00`, sizeGb: 50, disk_uuid: disk.uuid },
    },
    method: 'POST',
    path: `${base}/${disk.uuid}/snapshots`,
    form: { display_name: 'before upgrade' },
    check: (r) => expect(r).toMatchObject({ size_gb: 50, disk_uuid: disk.uuid }),
  },
  {
    name: 'snapshot delete: DELETE storage/disks/{uuid}/snapshots/{snapshot}, 204',
    run: (c) => c.disk.deleteSnapshot(loc, disk.uuid, `${disk.uuid}-2025-11-20-10-00-00`),
    reply: { status: 204 },
    method: 'DELETE',
    path: `${base}/${disk.uuid}/snapshots/${disk.uuid}-2025-11-20-10-00-00`,
  },
  {
    name: 'snapshot restore: POST storage/disks/{uuid}/snapshots/{snapshot}/restore → Disk',
    run: (c) => c.disk.restoreSnapshot(loc, disk.uuid, `${disk.uuid}-2025-11-20-10-00-00`),
    reply: { body: raw },
    method: 'POST',
    path: `${base}/${disk.uuid}/snapshots/${disk.uuid}-2025-11-20-10-00-00/restore`,
    check: (r) => expect((r as Disk).uuid).toBe(disk.uuid),
  },
  {
    name: 'attach: POST user-resource/vm/storage/attach (uuid = VM, storage_uuid = disk)',
    run: (c) => c.disk.attach(loc, { uuid: vmUuid, storage_uuid: disk.uuid }),
    reply: {
      body: {
        created_at: '2025-11-20 10:00:00',
        name: 'vdb',
        primary: false,
        replica: [],
        size: 50,
        user_id: 42,
        uuid: disk.uuid,
      },
    },
    method: 'POST',
    path: `/v1/${loc}/user-resource/vm/storage/attach`,
    form: { uuid: vmUuid, storage_uuid: disk.uuid },
    check: (r) => expect(r).toMatchObject({ uuid: disk.uuid, name: 'vdb' }),
  },
  {
    name: 'detach: POST user-resource/vm/storage/detach',
    run: (c) => c.disk.detach(loc, { uuid: vmUuid, storage_uuid: fixtureUuid('disk', 9) }),
    reply: { body: { success: true } },
    method: 'POST',
    path: `/v1/${loc}/user-resource/vm/storage/detach`,
    form: { uuid: vmUuid, storage_uuid: fixtureUuid('disk', 9) },
  },
])
