import { describe, expect, it } from 'vitest'
import {
  diskCommandAvailability,
  diskCommandMessages,
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
