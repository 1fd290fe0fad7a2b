import { Badge } from '@radix-ui/themes'
import { statusTones, transitionalStatuses, type Status, type StatusBadgeSize } from './StatusBadge.variants'
import styles from './StatusBadge.module.css'

export type StatusBadgeProps = {
  /** The resource's state. Unknown strings render in gray, so a new platform state never breaks a screen. */
  status: Status | (string & {})
  /** Text to show instead of the capitalised status (e.g. a translated label). */
  label?: string
  /** @default '1' */
  size?: StatusBadgeSize
}

function toLabel(status: string) {
  return status.charAt(0).toUpperCase() + status.slice(1).replaceAll('_', ' ')
}

/**
 * A coloured badge plus text for a resource state: never colour alone (STYLE.md "Look and feel").
 * Transitional states show a pulsing dot and are marked busy for assistive technology.
 */
export function StatusBadge({ status, label, size = '1' }: StatusBadgeProps) {
  const tone = statusTones[status as Status] ?? 'gray'
  const busy = transitionalStatuses.includes(status as Status)
  return (
    <Badge color={tone} size={size} variant="soft" radius="full" highContrast aria-busy={busy || undefined}>
      <span className={busy ? `${styles.dot} ${styles.pulse}` : styles.dot} aria-hidden="true" />
      {label ?? toLabel(status)}
    </Badge>
  )
}
