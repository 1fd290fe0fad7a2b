import { describe, expect, expectTypeOf, it } from 'vitest'
import type { Vm } from '../vm/schema.js'
import { VM_ACTIONS, vmActionAvailability, type VmAction, type VmActionInput } from './vm-actions.js'

const withReplica = [{ replica: [{ type: 'snapshot' }] }]

describe('VM actions by state (SPEC §4)', () => {
  it.each<[VmAction, string, { enabled: boolean; reason?: string }]>([
    ['start', 'running', { enabled: false, reason: 'The VM is already running' }],
    ['start', 'stopped', { enabled: true }],
    ['stop', 'running', { enabled: true }],
    ['stop', 'stopped', { enabled: false, reason: 'The VM is already stopped' }],
    ['forceStop', 'stopped', { enabled: false, reason: 'The VM is already stopped' }],
    ['resize', 'running', { enabled: false, reason: 'Stop the VM to change CPU or RAM' }],
    ['resize', 'stopped', { enabled: true }],
    ['changePassword', 'running', { enabled: true }],
    ['changePassword', 'stopped', { enabled: false, reason: 'Start the VM to change its password' }],
    ['delete', 'running', { enabled: true }],
    ['reinstall', 'stopped', { enabled: true }],
    ['clone', 'running', { enabled: true }],
    ['restore', 'stopped', { enabled: true }],
    ['bootIso', 'running', { enabled: true }],
    ['start', 'starting', { enabled: false, reason: 'The VM is busy' }],
  ])('%s on a %s VM', (action, status, expected) => {
    expect(vmActionAvailability({ status, storage: withReplica })[action]).toEqual(expected)
  })

  it('a deleted VM allows nothing, and says why', () => {
    const all = vmActionAvailability({ status: 'deleted', storage: withReplica })
    for (const action of VM_ACTIONS)
      expect(all[action]).toEqual({ enabled: false, reason: 'The VM is deleted' })
  })

  it('backups toggle: enable only when off, disable only when on', () => {
    expect(vmActionAvailability({ status: 'running', backup: false })).toMatchObject({
      enableBackup: { enabled: true },
      disableBackup: { enabled: false, reason: 'Backups are already disabled' },
    })
    expect(vmActionAvailability({ status: 'running', backup: true })).toMatchObject({
      enableBackup: { enabled: false, reason: 'Backups are already enabled' },
      disableBackup: { enabled: true },
    })
  })

  it('restore needs a snapshot or backup', () => {
    expect(vmActionAvailability({ status: 'stopped', storage: [{ replica: [] }] }).restore).toEqual({
      enabled: false,
      reason: 'The VM has no snapshots or backups',
    })
  })

  it('every disabled action has a reason for people', () => {
    for (const status of ['running', 'stopped', 'deleted', 'unknown']) {
      for (const availability of Object.values(vmActionAvailability({ status }))) {
        if (!availability.enabled) expect(availability.reason).toMatch(/^[A-Z][a-z]* .*\S$/)
      }
    }
  })
})

describe('the domain VM type satisfies the rule input', () => {
  it('at the type level', () => {
    expectTypeOf<Vm>().toExtend<VmActionInput>()
  })
})
