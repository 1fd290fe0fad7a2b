import { describe, expect, it } from 'vitest'
import { rememberReferral, takeReferral } from './referral'

describe('the referral code of a sign-up link', () => {
  it('is kept upper case and given back once', () => {
    rememberReferral('k7qm2xpa')
    expect(takeReferral()).toBe('K7QM2XPA')
    expect(takeReferral()).toBeNull()
  })

  it('ignores a missing or malformed code', () => {
    rememberReferral(null)
    rememberReferral('<script>')
    expect(takeReferral()).toBeNull()
  })
})
