import { describe, expect, it } from 'vitest'
import { nameError, privateIpError } from './forms'

describe('network form rules', () => {
  it('a name is required unless optional, and bounded', () => {
    expect(nameError('')).toBe('Enter a name')
    expect(nameError('   ')).toBe('Enter a name')
    expect(nameError('', { optional: true })).toBeUndefined()
    expect(nameError('backend')).toBeUndefined()
    expect(nameError('x'.repeat(256))).toBe('Use at most 255 characters')
  })

  it('a private IP is optional, IPv4, and one of the VM addresses when known (SPEC §3 private_ip)', () => {
    expect(privateIpError('')).toBeUndefined()
    expect(privateIpError('10.1.104.12')).toBeUndefined()
    expect(privateIpError('10.1.104')).toMatch(/IPv4/)
    expect(privateIpError('300.1.1.1')).toMatch(/IPv4/)
    expect(privateIpError('10.0.0.9', ['10.0.0.2', '10.4.0.7'])).toBe(
      'Not an address of this VM: use 10.0.0.2 or 10.4.0.7',
    )
    expect(privateIpError('10.4.0.7', ['10.0.0.2', '10.4.0.7'])).toBeUndefined()
  })
})
