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

describe('sealing key', () => {
  it('is derived apart from the session key and still opens values sealed before (v1)', async () => {
    const { createCipheriv, createHash, createHmac } = await import('node:crypto')
    const { hashSessionToken } = await import('../auth/secrets.js')
    // The session HMAC is not keyed with the raw secret any more, nor with the sealing key.
    expect(hashSessionToken('t', 'key-one')).not.toBe(
      createHmac('sha256', 'key-one').update('t').digest('hex'),
    )
    expect(seal('x', 'key-one').startsWith('v2.')).toBe(true)
    // A v1 value as the previous version wrote it.
    const iv = Buffer.alloc(12, 1)
    const key = createHash('sha256').update('cirrus-sealed:key-one').digest()
    const cipher = createCipheriv('aes-256-gcm', key, iv)
    const body = Buffer.concat([cipher.update('old-secret', 'utf8'), cipher.final()])
    const v1 = ['v1', ...[iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'))].join('.')
    expect(unseal(v1, 'key-one')).toBe('old-secret')
  })
})
