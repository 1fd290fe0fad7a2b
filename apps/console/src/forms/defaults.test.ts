import { describe, expect, it } from 'vitest'
import { makeBillingAccount } from '@cirrus/domain/fixtures'
import { defaultBillingAccount } from './defaults'

describe('default billing account of a create form', () => {
  it('is the active default, else the first active one, else none', () => {
    const inactive = makeBillingAccount({ is_active: false, is_default: true }, 1)
    const active = makeBillingAccount({ is_active: true, is_default: false }, 2)
    const preferred = makeBillingAccount({ is_active: true, is_default: true }, 3)
    expect(defaultBillingAccount([inactive, active, preferred])).toBe(preferred.id)
    expect(defaultBillingAccount([inactive, active])).toBe(active.id)
    expect(defaultBillingAccount([inactive])).toBeNull()
  })
})
