import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatMonth, formatRelative } from './format.js'

describe('dates for people in en-GB', () => {
  it.each([
    ['2025-11-20T10:00:00Z', '20 Nov 2025'],
    ['2025-11-20 23:30:00', '20 Nov 2025'],
    [1763632800, '20 Nov 2025'],
  ])('formatDate(%s) is %s', (value, text) => {
    expect(formatDate(value)).toBe(text)
  })

  it.each([
    ['2025-11-20T10:00:00.000+0000', {}, '20 Nov 2025, 10:00'],
    ['2025-11-20 08:05:00', {}, '20 Nov 2025, 08:05'],
    ['2025-11-20 23:30:00', { timeZone: 'Europe/Tallinn' }, '21 Nov 2025, 01:30'],
    ['2025-07-01 12:00:00', { timeZone: 'Europe/London' }, '1 Jul 2025, 13:00'],
  ])('formatDateTime(%s, %o) is %s', (value, options, text) => {
    expect(formatDateTime(value, options)).toBe(text)
  })

  it('formatMonth reads an invoice month', () => {
    expect(formatMonth('2025-11')).toBe('November 2025')
  })

  it('raises the parse error for an unknown format', () => {
    expect(() => formatDate('soon')).toThrow('Unrecognised timestamp "soon"')
  })
})

describe('relative time given an explicit now', () => {
  const now = '2025-11-20T10:00:00Z'
  it.each([
    ['2025-11-20T10:00:00Z', 'now'],
    ['2025-11-20T09:59:30Z', '30 seconds ago'],
    ['2025-11-20T09:57:00Z', '3 minutes ago'],
    ['2025-11-20T09:56:01Z', '3 minutes ago'], // 3 min 59 s: the whole unit
    ['2025-11-20 07:00:00', '3 hours ago'],
    ['2025-11-19T10:00:00Z', 'yesterday'],
    ['2025-11-15T10:00:00Z', '5 days ago'],
    ['2025-10-30T10:00:00Z', '3 weeks ago'],
    ['2025-09-01 00:00:00', '2 months ago'],
    ['2023-11', '2 years ago'],
    ['2025-11-20T12:30:00Z', 'in 2 hours'],
  ])('%s is "%s"', (value, text) => {
    expect(formatRelative(value, now)).toBe(text)
  })
})
