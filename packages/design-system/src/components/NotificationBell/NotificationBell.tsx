import { IconButton } from '@radix-ui/themes'
import { BellIcon } from '@radix-ui/react-icons'
import { defaultRenderLink, type RenderLink } from '../../utils/render-link'
import { NOTIFICATION_BELL_MAX, type NotificationBellSize } from './NotificationBell.variants'
import { unreadBadgeText } from './unread'
import styles from './NotificationBell.module.css'

/** Props of {@link NotificationBell}. */
export type NotificationBellProps = {
  /** How many events the user has not seen; 0 shows no badge. */
  count: number
  /** The accessible name without unread events (e.g. "Activity"). */
  label: string
  /** The accessible name with unread events; `{count}` is replaced by the count (e.g. "Activity, {count} unread"). */
  unreadLabel: string
  /** Where the bell leads (the activity feed). */
  href: string
  /** Most unread events spelled out; more show as `max+`. @default 99 */
  max?: number
  /** Marks the live connection as up (a small dot); its text is the app's (`liveLabel`). */
  live?: boolean
  /** The title of the live dot, e.g. "Live". */
  liveLabel?: string
  /** The button size. @default '2' */
  size?: NotificationBellSize
  /** Renders the link with the app's router. */
  renderLink?: RenderLink
}

/**
 * The bell of the top bar (issue 18): a link to the activity feed with the unread count as a badge (`99+` past
 * `max`). The count is part of its accessible name; the badge itself is hidden from assistive technology.
 */
export function NotificationBell({
  count,
  label,
  unreadLabel,
  href,
  max = NOTIFICATION_BELL_MAX,
  live = false,
  liveLabel,
  size = '2',
  renderLink = defaultRenderLink,
}: NotificationBellProps) {
  const badge = unreadBadgeText(count, max)
  const name = badge === null ? label : unreadLabel.replace('{count}', badge)
  return (
    <span className={styles.bell}>
      <IconButton asChild variant="ghost" color="gray" highContrast size={size}>
        {renderLink({
          href,
          'aria-label': name,
          children: <BellIcon width={18} height={18} aria-hidden="true" />,
        })}
      </IconButton>
      {badge !== null && (
        <span className={styles.badge} aria-hidden="true" data-testid="unread-badge">
          {badge}
        </span>
      )}
      {live && <span className={styles.live} title={liveLabel} aria-hidden="true" />}
    </span>
  )
}
