import { NOTIFICATION_BELL_MAX } from './NotificationBell.variants'

/**
 * The badge text of an unread count: nothing at 0 (no badge), the number up to `max`, then `max+` (`99+`).
 * Negative or fractional counts are treated as whole counts from 0.
 */
export function unreadBadgeText(count: number, max: number = NOTIFICATION_BELL_MAX): string | null {
  const n = Math.max(0, Math.floor(Number.isFinite(count) ? count : 0))
  if (n === 0) return null
  return n > max ? `${max}+` : String(n)
}
