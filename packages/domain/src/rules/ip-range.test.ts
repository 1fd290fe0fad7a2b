import { describe, expect, it } from 'vitest'
import {
  IP_RANGE_MESSAGES,
  boundedIntError,
  dnsServersError,
  publicRangeError,
  rangeHostCount,
  splitDnsServers,
} from './ip-range.js'

describe('publicRangeError (issue 14 /vm_conf)', () => {
  it('accepts an aligned public range and counts its hosts', () => {
    expect(publicRangeError('203.0.113.0/24')).toBeNull()
    expect(publicRangeError(' 198.51.100.64/26 ')).toBeNull()
    expect(rangeHostCount('203.0.113.0/24')).toBe(254)
    expect(rangeHostCount('198.51.100.64/30')).toBe(2)
  })

  it('refuses blank, malformed, too wide or narrow, unaligned and private ranges', () => {
    expect(publicRangeError('')).toBe(IP_RANGE_MESSAGES.required)
    expect(publicRangeError('203.0.113.0')).toBe(IP_RANGE_MESSAGES.malformed)
    expect(publicRangeError('203.0.113.256/24')).toBe(IP_RANGE_MESSAGES.malformed)
    expect(publicRangeError('203.0.113.0/33')).toBe(IP_RANGE_MESSAGES.malformed)
    expect(publicRangeError('203.0.0.0/8')).toBe(IP_RANGE_MESSAGES.prefix)
    expect(publicRangeError('203.0.113.0/31')).toBe(IP_RANGE_MESSAGES.prefix)
    expect(publicRangeError('203.0.113.7/24')).toBe('Start the range at its network address: 203.0.113.0/24')
    expect(publicRangeError('10.1.0.0/16')).toBe(IP_RANGE_MESSAGES.private)
    expect(publicRangeError('192.168.4.0/24')).toBe(IP_RANGE_MESSAGES.private)
    expect(publicRangeError('172.31.0.0/24')).toBe(IP_RANGE_MESSAGES.private)
    expect(publicRangeError('172.32.0.0/24')).toBeNull()
  })

  it('refuses a range overlapping another one, naming it and its location', () => {
    const existing = [{ cidr: '203.0.113.0/24', location: 'tll01' }]
    expect(publicRangeError('203.0.113.128/25', existing)).toBe('Overlaps 203.0.113.0/24 in tll01')
    expect(publicRangeError('203.0.112.0/22', existing)).toBe('Overlaps 203.0.113.0/24 in tll01')
    expect(publicRangeError('203.0.114.0/24', existing)).toBeNull()
  })
})

describe('DNS servers and bounded numbers', () => {
  it('splits and checks DNS servers', () => {
    expect(splitDnsServers('1.1.1.1, 8.8.8.8\n9.9.9.9')).toEqual(['1.1.1.1', '8.8.8.8', '9.9.9.9'])
    expect(dnsServersError(['1.1.1.1'])).toBeNull()
    expect(dnsServersError([])).toBe(IP_RANGE_MESSAGES.dnsCount)
    expect(dnsServersError(['1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4', '5.5.5.5'])).toBe(
      IP_RANGE_MESSAGES.dnsCount,
    )
    expect(dnsServersError(['1.1.1'])).toBe(IP_RANGE_MESSAGES.dnsMalformed)
    expect(dnsServersError(['1.1.1.1', '1.1.1.1'])).toBe(IP_RANGE_MESSAGES.dnsDuplicate)
  })

  it('bounds whole numbers', () => {
    expect(boundedIntError('24', { min: 16, max: 28 })).toBeNull()
    expect(boundedIntError('29', { min: 16, max: 28 })).toBe('Use a whole number from 16 to 28')
    expect(boundedIntError('2.5', { min: 16, max: 28 })).toBe('Use a whole number from 16 to 28')
  })
})
