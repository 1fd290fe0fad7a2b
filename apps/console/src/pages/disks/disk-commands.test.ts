import { describe, expect, it } from 'vitest'
import { toCurl, toTerraform } from '@cirrus/domain'
import { makeDisk } from '@cirrus/domain/fixtures'
import {
  diskCommandAvailability,
  diskCommandMessages,
  diskCommandRequest,
  diskCommandTerraform,
  resizeChanges,
  type DiskCommandType,
} from './disk-commands'

describe('disk commands', () => {
  it.each([
    ['rename', 'Disk updated', 'Error updating disk'],
    ['resize', 'Disk resized', 'Error resizing disk'],
    ['attach', 'Disk attached', 'Error attaching disk'],
    ['detach', 'Disk detached', 'Error detaching disk'],
    ['clone', 'Disk cloned', 'Error cloning disk'],
    ['takeSnapshot', 'Snapshot created', 'Error creating snapshot'],
    ['deleteSnapshot', 'Snapshot deleted', 'Error deleting snapshot'],
    ['restoreSnapshot', 'Restored disk from snapshot', 'Error restoring disk from snapshot'],
    ['delete', 'Disk deleted', 'Error deleting disk'],
    ['changeBillingAccount', 'Disk billing account changed', 'Error changing disk billing account'],
  ] as const)('%s toasts %s / %s (SPEC §8)', (type, success, failure) => {
    expect(diskCommandMessages({ type })).toEqual({ success, failure })
  })

  const attached = { attached_to: '3f0c1d2e-0000-4000-8000-000000000001' }
  const detached = { attached_to: null }
  it.each([
    [detached, 'attach', true],
    [attached, 'attach', false],
    [attached, 'detach', true],
    [detached, 'detach', false],
    [detached, 'restoreSnapshot', true],
    [attached, 'restoreSnapshot', false],
    [attached, 'resize', true],
  ] as const)('%j may %s: %s', (disk, type, enabled) => {
    expect(diskCommandAvailability(disk, type as DiskCommandType, null).enabled).toBe(enabled)
  })

  it('allows nothing while another command runs', () => {
    expect(diskCommandAvailability(detached, 'rename', 'resize')).toEqual({
      enabled: false,
      reason: 'Another action on this disk is running',
    })
  })

  it('resizes only to a different size (SPEC §5)', () => {
    expect(resizeChanges({ size_gb: 50 }, 50)).toBe(false)
    expect(resizeChanges({ size_gb: 50 }, 60)).toBe(true)
  })
})

describe('the call each command makes ("Show API request")', () => {
  const disk = makeDisk({ attached_to: '3f0c1d2e-0000-4000-8000-000000000001', size_gb: 50 })
  const base = `/v1/${disk.location}/storage/disks/${disk.uuid}`
  it.each([
    [{ type: 'rename', name: 'logs' }, 'PATCH', base, { display_name: 'logs' }],
    [{ type: 'resize', sizeGb: 80 }, 'PATCH', base, { size_gb: 80 }],
    [
      { type: 'attach', vmUuid: 'v1' },
      'POST',
      `/v1/${disk.location}/user-resource/vm/storage/attach`,
      { uuid: 'v1', storage_uuid: disk.uuid },
    ],
    [
      { type: 'detach' },
      'POST',
      `/v1/${disk.location}/user-resource/vm/storage/detach`,
      { uuid: disk.attached_to, storage_uuid: disk.uuid },
    ],
    [
      { type: 'clone', name: 'copy' },
      'POST',
      `/v1/${disk.location}/storage/disks`,
      {
        source_image_type: 'DISK',
        source_image: disk.uuid,
        billing_account_id: disk.billing_account_id,
        display_name: 'copy',
      },
    ],
    [{ type: 'takeSnapshot', name: '' }, 'POST', `${base}/snapshots`, {}],
    [{ type: 'deleteSnapshot', snapshotUuid: 's1' }, 'DELETE', `${base}/snapshots/s1`, undefined],
    [{ type: 'restoreSnapshot', snapshotUuid: 's1' }, 'POST', `${base}/snapshots/s1/restore`, undefined],
    [{ type: 'delete' }, 'DELETE', base, undefined],
  ] as const)('%j → %s %s', (command, method, path, body) => {
    expect(diskCommandRequest(disk, command)).toEqual({ method, path, ...(body ? { body } : {}) })
  })

  it('shows no call for a resize to the same size (SPEC §5)', () => {
    expect(diskCommandRequest(disk, { type: 'resize', sizeGb: 50 })).toBeNull()
  })

  it('becomes a curl command with the apikey header', () => {
    const curl = toCurl(diskCommandRequest(disk, { type: 'resize', sizeGb: 80 })!, {
      baseUrl: 'https://console.example',
    })
    expect(curl).toContain(`-X PATCH https://console.example${base}`)
    expect(curl).toContain('apikey: $WARREN_API_TOKEN')
    expect(curl).toContain('size_gb=80')
  })
})

describe('the warren_disk block after a command (Terraform)', () => {
  const disk = makeDisk({ attached_to: null, size_gb: 50, display_name: 'data' })
  const hcl = (command: Parameters<typeof diskCommandTerraform>[1]) =>
    toTerraform(diskCommandTerraform(disk, command)!)
  it('has the new size after a resize', () => {
    expect(hcl({ type: 'resize', sizeGb: 80 })).toMatch(
      /resource "warren_disk" "data" \{[\s\S]*size_in_gb\s+= 80/,
    )
  })
  it('names the VM after an attach', () => {
    expect(hcl({ type: 'attach', vmUuid: 'vm-1' })).toMatch(/server_uuid\s+= "vm-1"/)
  })
  it('is a copy of the disk for a clone', () => {
    expect(hcl({ type: 'clone', name: 'copy' })).toContain(`source_image_uuid = "${disk.uuid}"`)
  })
  it('has no block for snapshots and deletes', () => {
    expect(diskCommandTerraform(disk, { type: 'delete' })).toBeUndefined()
    expect(diskCommandTerraform(disk, { type: 'takeSnapshot', name: '' })).toBeUndefined()
  })

  it('moves the disk to another account with a PATCH of billing_account_id only, and not to its own', () => {
    const disk = makeDisk({ billing_account_id: 1 })
    expect(diskCommandRequest(disk, { type: 'changeBillingAccount', billingAccountId: 2 })).toEqual({
      method: 'PATCH',
      path: `/v1/${disk.location}/storage/disks/${disk.uuid}`,
      body: { billing_account_id: 2 },
    })
    expect(diskCommandRequest(disk, { type: 'changeBillingAccount', billingAccountId: 1 })).toBeNull()
  })
})
