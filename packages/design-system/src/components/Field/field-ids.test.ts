import { describe, expect, it } from 'vitest'
import { fieldControlProps, fieldIds } from './field-ids'

const ids = fieldIds('f1')

describe('fieldIds', () => {
  it('derives every part from the base', () => {
    expect(ids).toEqual({ control: 'f1-control', label: 'f1-label', hint: 'f1-hint', error: 'f1-error' })
  })

  it("keeps the control's own id", () => {
    expect(fieldIds('f1', 'vm-name').control).toBe('vm-name')
  })
})

describe('fieldControlProps', () => {
  it('describes nothing and is valid without hint or error', () => {
    expect(fieldControlProps({ ids, hasHint: false, hasError: false })).toEqual({ id: 'f1-control' })
  })

  it('points at the hint', () => {
    expect(fieldControlProps({ ids, hasHint: true, hasError: false })).toEqual({
      id: 'f1-control',
      'aria-describedby': 'f1-hint',
    })
  })

  it('puts the error first and marks the control invalid', () => {
    expect(fieldControlProps({ ids, hasHint: true, hasError: true })).toEqual({
      id: 'f1-control',
      'aria-describedby': 'f1-error f1-hint',
      'aria-invalid': true,
    })
  })

  it("keeps the control's own descriptions last", () => {
    expect(
      fieldControlProps({ ids, hasHint: false, hasError: true, describedBy: 'unit' })['aria-describedby'],
    ).toBe('f1-error unit')
  })
})
