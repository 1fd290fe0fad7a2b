import { describe, expect, it } from 'vitest'
import { parseTimestamp, TimestampParseError, tryParseTimestamp } from './parse.js'

const iso = (value: string | number | Date) => parseTimestamp(value).toISOString()

describe('parseTimestamp reads every format the platform sends (SPEC §3 Timestamps)', () => {
  it.each([
    // UTC with Z
    ['2025-11-20T10:00:00Z', '2025-11-20T10:00:00.000Z'],
    ['2025-11-20T10:00:00.123Z', '2025-11-20T10:00:00.123Z'],
    // with milliseconds and an offset (disks and buckets, API-NOTES §1.4)
    ['2025-11-20T10:00:00.000+0000', '2025-11-20T10:00:00.000Z'],
    ['2025-11-20T12:00:00.000+0200', '2025-11-20T10:00:00.000Z'],
    ['2025-11-20T05:30:00.000-04:30', '2025-11-20T10:00:00.000Z'],
    ['2025-11-20T10:00:00+00:00', '2025-11-20T10:00:00.000Z'],
    // 'date time' in UTC (VMs, networks, IPs, firewalls, load balancers, services)
    ['2025-11-20 10:00:00', '2025-11-20T10:00:00.000Z'],
    // with microseconds (VM storage)
    ['2025-11-20 10:00:00.123456', '2025-11-20T10:00:00.123Z'],
    ['2025-11-20T10:00:00.999999', '2025-11-20T10:00:00.999Z'],
    // Unix seconds and milliseconds, as numbers or numeric strings
    [1763632800, '2025-11-20T10:00:00.000Z'],
    ['1763632800', '2025-11-20T10:00:00.000Z'],
    [1763632800.5, '2025-11-20T10:00:00.500Z'],
    [1763632800123, '2025-11-20T10:00:00.123Z'],
    ['1763632800123', '2025-11-20T10:00:00.123Z'],
    // the thresholds themselves (SPEC §5: 1e12 or more is milliseconds, 1e9 or more seconds)
    [1e9, '2001-09-09T01:46:40.000Z'],
    [1e12, '2001-09-09T01:46:40.000Z'],
    // year-month (invoices)
    ['2025-11', '2025-11-01T00:00:00.000Z'],
    // surrounding spaces and a lowercase z are tolerated
    [' 2025-11-20T10:00:00z ', '2025-11-20T10:00:00.000Z'],
    // a leap day that exists
    ['2024-02-29 00:00:00', '2024-02-29T00:00:00.000Z'],
  ])('%s', (input, expected) => {
    expect(iso(input)).toBe(expected)
  })

  it('reads a number just below 1e12 as seconds and 1e12 as milliseconds', () => {
    expect(parseTimestamp(999_999_999_999).getTime()).toBe(999_999_999_999 * 1000)
    expect(parseTimestamp(1e12).getTime()).toBe(1e12)
  })

  it('returns a valid Date unchanged', () => {
    const date = new Date('2025-11-20T10:00:00Z')
    expect(parseTimestamp(date)).toBe(date)
  })
})

describe('anything else raises a clear error naming the value (SPEC §5)', () => {
  it.each([
    ['yesterday', '"yesterday"'],
    ['', '""'],
    ['2025-11-20', '"2025-11-20"'], // a bare date is not one of the formats
    ['20/11/2025 10:00', '"20/11/2025 10:00"'],
    ['2025-13', '"2025-13"'],
    ['2025-02-30 10:00:00', '"2025-02-30 10:00:00"'],
    ['2025-11-20 24:00:00', '"2025-11-20 24:00:00"'],
    ['2025-11-20 10:60:00', '"2025-11-20 10:60:00"'],
    ['2025-11-20T10:00:00+2500', '"2025-11-20T10:00:00+2500"'],
    [999_999_999, '999999999'], // below 1e9: ambiguous
    ['12345', '"12345"'],
    [-1763632800, '-1763632800'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
  ])('%s', (input, named) => {
    expect(() => parseTimestamp(input)).toThrow(TimestampParseError)
    expect(() => parseTimestamp(input)).toThrow(`Unrecognised timestamp ${named}`)
  })

  it('explains why a small Unix number is refused', () => {
    expect(() => parseTimestamp(12345)).toThrow(/at least 1e9 \(seconds\) or 1e12 \(milliseconds\)/)
  })

  it('keeps the value on the error', () => {
    const result = tryParseTimestamp('soon')
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error.value).toBe('soon')
  })

  it('refuses an invalid Date and a value of the wrong type', () => {
    expect(() => parseTimestamp(new Date('nope'))).toThrow('Unrecognised timestamp Invalid Date')
    expect(() => parseTimestamp(null as unknown as string)).toThrow('Unrecognised timestamp of type null')
  })

  it('tryParseTimestamp returns the date when it can', () => {
    expect(tryParseTimestamp('2025-11')).toEqual({ ok: true, date: new Date('2025-11-01T00:00:00Z') })
  })
})
