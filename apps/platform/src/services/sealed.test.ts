import { describe, expect, it } from 'vitest'
import { seal, unseal } from './sealed.js'

describe('sealed secrets', () => {
  it('round-trips, never stores the plain text, and differs per sealing', () => {
    const a = seal('s3cr3t/Value+1', 'key-one')
    const b = seal('s3cr3t/Value+1', 'key-one')
    expect(a).not.toContain('s3cr3t')
    expect(a).not.toBe(b)
    expect(unseal(a, 'key-one')).toBe('s3cr3t/Value+1')
  })

  it('refuses another key and altered values', () => {
    const sealed = seal('secret', 'key-one')
    expect(() => unseal(sealed, 'key-two')).toThrow()
    const parts = sealed.split('.')
    parts[3] = Buffer.from('tampered').toString('base64url')
    expect(() => unseal(parts.join('.'), 'key-one')).toThrow()
    expect(() => unseal('plain', 'key-one')).toThrow('Not a sealed value')
  })
})
