import { describe, expect, it } from 'vitest'
import { makeReplica, makeVm, makeVmStorage } from '@cirrus/domain/fixtures'
import {
  commandAvailability,
  commandMessages,
  commandProgress,
  displayStatus,
  type VmCommand,
} from './vm-commands'

describe('VM command toasts use the SPEC §8 texts', () => {
  it.each<[VmCommand, string, string]>([
    [{ type: 'start' }, 'Virtual Machine started', 'Error starting VM'],
    [{ type: 'stop' }, 'Virtual Machine stopped', 'Error stopping VM'],
    [{ type: 'forceStop' }, 'Virtual Machine forcefully stopped', 'Error forcefully stopping VM'],
    [{ type: 'delete' }, 'Virtual Machine deleted', 'Error deleting VM'],
    [{ type: 'resize', vcpu: 2, ramMb: 2048 }, 'Virtual Machine updated', 'Error updating VM'],
    [{ type: 'addDisk', sizeGb: 10 }, 'Disk added', 'Error adding disk'],
    [
      { type: 'deleteReplica', replicaUuid: 'x', replicaType: 'backup' },
      'Backup deleted',
      'Error deleting backup',
    ],
    [
      { type: 'deleteReplica', replicaUuid: 'x', replicaType: 'snapshot' },
      'Snapshot deleted',
      'Error deleting snapshot',
    ],
    [
      { type: 'restore', replicaUuid: 'x', replicaType: 'backup' },
      'Restored VM from backup',
      'Error restoring VM from backup',
    ],
    [{ type: 'enableBackup' }, 'VM Backups enabled', 'Error enabling VM Backups'],
    [{ type: 'disableBackup' }, 'VM Backups disabled', 'Error disabling VM Backups'],
    [
      { type: 'addSubinterface', interfaceUuid: 'i', networkUuid: 'n', vlanTag: 100 },
      'Sub-interface created',
      'Error creating sub-interface',
    ],
    [
      { type: 'deleteSubinterface', subinterfaceUuid: 's' },
      'Sub-interface deleted',
      'Error deleting sub-interface',
    ],
  ])('%j → %s / %s', (command, success, failure) => {
    expect(commandMessages(command)).toEqual({ success, failure })
  })

  it('shows a progress toast for clone, reinstall and restore only (SPEC §4)', () => {
    expect(commandProgress('clone')).toBe('vmClone')
    expect(commandProgress('reinstall')).toBe('vmReinstall')
    expect(commandProgress('restore')).toBe('vmRestore')
    expect(commandProgress('start')).toBeNull()
  })
})

describe('VM command state rules (SPEC §4)', () => {
  const running = makeVm({ status: 'running', backup: false })
  const stopped = makeVm({ status: 'stopped', backup: true })

  it('disables what the state forbids, with the reason', () => {
    expect(commandAvailability(running, 'start')).toEqual({
      enabled: false,
      reason: 'The VM is already running',
    })
    expect(commandAvailability(running, 'stop')).toEqual({ enabled: true })
    expect(commandAvailability(running, 'resize')).toEqual({
      enabled: false,
      reason: 'Stop the VM to change CPU or RAM',
    })
    expect(commandAvailability(stopped, 'changePassword').enabled).toBe(false)
    expect(commandAvailability(stopped, 'enableBackup').enabled).toBe(false)
    expect(commandAvailability(stopped, 'disableBackup').enabled).toBe(true)
  })

  it('needs a snapshot or backup to restore from', () => {
    expect(commandAvailability(running, 'restore').enabled).toBe(false)
    const withSnapshot = makeVm({ storage: [makeVmStorage({ replica: [makeReplica()] })] })
    expect(commandAvailability(withSnapshot, 'restore').enabled).toBe(true)
  })

  it('lets every action wait while another is in flight', () => {
    expect(commandAvailability(running, 'takeSnapshot', 'stop')).toEqual({
      enabled: false,
      reason: 'The VM is busy',
    })
    expect(commandAvailability(running, 'stop', 'stop').enabled).toBe(false)
  })

  it('refuses everything on a deleted VM', () => {
    const deleted = makeVm({ status: 'deleted' })
    expect(commandAvailability(deleted, 'addDisk')).toEqual({ enabled: false, reason: 'The VM is deleted' })
  })

  it('shows the transitional status of the command in flight', () => {
    expect(displayStatus('running', 'stop')).toBe('stopping')
    expect(displayStatus('stopped', 'start')).toBe('starting')
    expect(displayStatus('running', 'takeSnapshot')).toBe('running')
    expect(displayStatus('running', null)).toBe('running')
  })
})
