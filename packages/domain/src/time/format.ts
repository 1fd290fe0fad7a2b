/**
 * Dates for people, in en-GB by default (SPEC.md §9 "Locale en-GB"). Pure: the time zone and, for relative
 * times, `now` are passed in; nothing reads the clock or the machine's zone. The console passes the viewer's zone
 * (`Intl.DateTimeFormat().resolvedOptions().timeZone`); the default is UTC, the platform's own zone.
 */
import { parseTimestamp } from './parse.js'

/** The locale of every text for people (SPEC.md §9). */
export const DEFAULT_LOCALE = 'en-GB'

/** Options shared by the date formatters. */
export type DateFormatOptions = {
  /** @default 'en-GB' */
  locale?: string
  /** IANA zone, e.g. 'Europe/Tallinn'. @default 'UTC' */
  timeZone?: string
}

type Input = string | number | Date

function format(value: Input, options: DateFormatOptions, parts: Intl.DateTimeFormatOptions): string {
  const { locale = DEFAULT_LOCALE, timeZone = 'UTC' } = options
  return new Intl.DateTimeFormat(locale, { timeZone, ...parts }).format(parseTimestamp(value))
}

/** A date, e.g. `20 Nov 2025`. Accepts any timestamp {@link parseTimestamp} reads. */
export function formatDate(value: Input, options: DateFormatOptions = {}): string {
  return format(value, options, { day: 'numeric', month: 'short', year: 'numeric' })
}

/** A date and time to the minute, 24-hour clock, e.g. `20 Nov 2025, 10:00`. */
export function formatDateTime(value: Input, options: DateFormatOptions = {}): string {
  return format(value, options, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
}

/** A month and year, e.g. `November 2025` (invoice months are `YYYY-MM`). Always read in UTC. */
export function formatMonth(value: Input, options: Omit<DateFormatOptions, 'timeZone'> = {}): string {
  return format(value, { ...options, timeZone: 'UTC' }, { month: 'long', year: 'numeric' })
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
]

/**
 * Time relative to an explicit `now`, e.g. `3 minutes ago`, `in 2 hours`, `yesterday`, `now`. Uses the largest
 * whole unit (3 min 59 s is "3 minutes ago"); months are 30 days and years 365, which is what people mean by
 * "2 months ago".
 */
export function formatRelative(
  value: Input,
  now: Input,
  options: Pick<DateFormatOptions, 'locale'> = {},
): string {
  const seconds = Math.trunc((parseTimestamp(value).getTime() - parseTimestamp(now).getTime()) / 1000)
  const rtf = new Intl.RelativeTimeFormat(options.locale ?? DEFAULT_LOCALE, { numeric: 'auto' })
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.trunc(seconds / size), unit)
  }
  return rtf.format(0, 'second')
}
