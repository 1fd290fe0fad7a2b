/**
 * Timestamps as the platform sends them (SPEC.md §3 Timestamps, §5; API-NOTES §1.4): the formats differ by
 * subsystem, so one parser reads them all and refuses anything else with an error naming the value.
 */

/** Raised for a timestamp in none of the known formats (SPEC.md §5 "otherwise an error is raised"). */
export class TimestampParseError extends Error {
  override readonly name = 'TimestampParseError'
  /** The value that could not be read. */
  readonly value: unknown

  constructor(value: unknown, reason: string) {
    super(`Unrecognised timestamp ${describe(value)}: ${reason}`)
    this.value = value
  }
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'number') return String(value)
  if (value instanceof Date) return 'Invalid Date'
  return `of type ${value === null ? 'null' : typeof value}`
}

const KNOWN =
  "expected ISO 8601 with Z or an offset, 'YYYY-MM-DD HH:MM:SS' (UTC, optionally with fractions), " +
  "Unix seconds or milliseconds, or 'YYYY-MM'"

/** Unix timestamps of 1e12 or more are milliseconds (SPEC.md §5). */
export const UNIX_MILLISECONDS_FROM = 1e12
/** Unix timestamps of 1e9 or more (and below 1e12) are seconds (SPEC.md §5). */
export const UNIX_SECONDS_FROM = 1e9

// Date, T or space, time, optional fraction (milli- or microseconds), optional Z or ±HH[:]MM offset.
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:(Z)|([+-])(\d{2}):?(\d{2}))?$/i
const YEAR_MONTH = /^(\d{4})-(\d{2})$/
const UNIX = /^\d+(?:\.\d+)?$/

function fromUnix(value: number, original: unknown): Date {
  if (!Number.isFinite(value) || value < 0) throw new TimestampParseError(original, KNOWN)
  if (value >= UNIX_MILLISECONDS_FROM) return new Date(Math.trunc(value))
  if (value >= UNIX_SECONDS_FROM) return new Date(Math.trunc(value * 1000))
  throw new TimestampParseError(
    original,
    'a Unix timestamp must be at least 1e9 (seconds) or 1e12 (milliseconds); smaller numbers are ambiguous',
  )
}

function utc(
  y: number,
  mo: number,
  d: number,
  h: number,
  mi: number,
  s: number,
  ms: number,
  original: string,
) {
  const time = Date.UTC(y, mo - 1, d, h, mi, s, ms)
  const date = new Date(time)
  // Date.UTC rolls 2025-02-30 over to March; a calendar date that does not exist is an error instead.
  const valid =
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    h < 24 &&
    mi < 60 &&
    s < 60
  if (!valid || Number.isNaN(time)) throw new TimestampParseError(original, 'not a real date and time')
  return date
}

/**
 * Reads a platform timestamp as a Date (an instant). Accepted, per SPEC.md §3 and API-NOTES §1.4:
 * - ISO 8601 in UTC with `Z`: `2025-11-20T10:00:00Z`, `2025-11-20T10:00:00.123Z`;
 * - with milliseconds and an offset: `2025-11-20T10:00:00.000+0000` (also `+00:00`);
 * - `YYYY-MM-DD HH:MM:SS`, UTC, optionally with milli- or microseconds (`2025-11-20 10:00:00.123456`);
 *   a `T` in place of the space is read the same way, and a time without a zone is UTC;
 * - Unix time as a number or a numeric string: 1e12 or more is milliseconds, 1e9 or more seconds (SPEC.md §5),
 *   anything smaller is an error;
 * - year-month `2025-11`: the first instant of that month, UTC;
 * - a valid Date is returned as is.
 * Anything else throws a {@link TimestampParseError} that names the value. Sub-millisecond digits are dropped.
 */
export function parseTimestamp(value: string | number | Date): Date {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new TimestampParseError(value, KNOWN)
    return value
  }
  if (typeof value === 'number') return fromUnix(value, value)
  if (typeof value !== 'string') throw new TimestampParseError(value, KNOWN)
  const text = value.trim()
  if (UNIX.test(text)) return fromUnix(Number(text), value)
  const ym = YEAR_MONTH.exec(text)
  if (ym) return utc(Number(ym[1]), Number(ym[2]), 1, 0, 0, 0, 0, value)
  const m = DATE_TIME.exec(text)
  if (!m) throw new TimestampParseError(value, KNOWN)
  const [, y, mo, d, h, mi, s, fraction = '', , sign, offH, offM] = m
  const ms = Number(fraction.padEnd(3, '0').slice(0, 3))
  const date = utc(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s), ms, value)
  if (!sign) return date
  if (Number(offH) > 23 || Number(offM) > 59) throw new TimestampParseError(value, 'not a real UTC offset')
  const offsetMinutes = (sign === '-' ? -1 : 1) * (Number(offH) * 60 + Number(offM))
  return new Date(date.getTime() - offsetMinutes * 60_000)
}

/** Like {@link parseTimestamp}, but an unreadable value is returned as a value rather than thrown. */
export function tryParseTimestamp(
  value: string | number | Date,
): { ok: true; date: Date } | { ok: false; error: TimestampParseError } {
  try {
    return { ok: true, date: parseTimestamp(value) }
  } catch (error) {
    if (error instanceof TimestampParseError) return { ok: false, error }
    throw error
  }
}
