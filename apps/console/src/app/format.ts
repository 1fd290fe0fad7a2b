import { formatDateTime } from '@cirrus/domain'

/** The viewer's time zone, passed to views so that stories can fix it (domain time formatting is pure). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

/**
 * A platform timestamp for people (en-GB, SPEC §9), or null when there is none. An unreadable value is shown
 * as written rather than breaking the screen.
 */
export function dateTimeText(value: string | null | undefined, timeZone = 'UTC'): string | null {
  if (!value) return null
  try {
    return formatDateTime(value, { timeZone })
  } catch {
    return value
  }
}

/** RAM in MB (Warren's unit, API-NOTES §7.1) as GB for people: `4 GB`, `1.5 GB`. */
export function ramText(memoryMb: number): string {
  const gb = memoryMb / 1024
  return `${Number.isInteger(gb) ? gb : Number(gb.toFixed(2))} GB`
}
