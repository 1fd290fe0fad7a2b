import { describe, expect, it } from 'vitest'
import { VM_ACTIONS } from '@cirrus/domain'
import { VM_ACTION_BUTTONS } from './actions'
import { HEADER_ACTIONS } from './VmHeader'
import { OVERVIEW_ACTIONS } from './OverviewPanel'

describe('the VM page buttons as data', () => {
  it('has a page-level button for every state-bound action of the domain (SPEC §4) but restore, a row action', () => {
    const types = new Set<string>(Object.values(VM_ACTION_BUTTONS).map((b) => b.type))
    expect(VM_ACTIONS.filter((a) => !types.has(a))).toEqual(['restore'])
  })
  it('each button either runs its own command or opens a dialog, never both', () => {
    for (const [name, spec] of Object.entries(VM_ACTION_BUTTONS)) {
      expect(spec.type, name).toBe(name)
      expect(['run' in spec, 'opens' in spec].filter(Boolean), name).toHaveLength(1)
      if ('run' in spec) expect(spec.run.type).toBe(spec.type)
    }
  })
  it('destructive buttons open a confirmation; the header and overview list their buttons in page order', () => {
    expect(VM_ACTION_BUTTONS.delete).toMatchObject({ opens: { kind: 'delete' }, color: 'red' })
    expect(VM_ACTION_BUTTONS.forceStop).toMatchObject({ opens: { kind: 'forceStop' } })
    expect(HEADER_ACTIONS).toEqual(['start', 'stop', 'forceStop', 'clone', 'delete'])
    expect(OVERVIEW_ACTIONS).toEqual(['resize', 'changeBillingAccount', 'changePassword'])
  })
})
