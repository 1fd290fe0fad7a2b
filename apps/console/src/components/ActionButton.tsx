import type { ComponentProps, ReactNode } from 'react'
import { Button, Tooltip } from '@radix-ui/themes'
import type { ActionAvailability } from '@cirrus/domain'

/** Props of {@link ActionButton}. */
export type ActionButtonProps = Omit<ComponentProps<typeof Button>, 'disabled' | 'onClick' | 'children'> & {
  /** Whether the resource's state allows the action, and why not (SPEC §4). */
  availability: ActionAvailability
  /** Runs the action (or opens its dialog). Not called while unavailable. */
  onClick: () => void
  /** Shows a spinner: this action is the one in flight. */
  busy?: boolean
  children: ReactNode
}

/**
 * A button for an action the resource's state may forbid (SPEC §4): when forbidden it is disabled and says why
 * in a tooltip and its accessible description. It stays focusable (`aria-disabled`), so keyboard users reach the
 * reason too.
 */
export function ActionButton({ availability, onClick, busy = false, children, ...rest }: ActionButtonProps) {
  if (availability.enabled) {
    return (
      <Button {...rest} loading={busy} onClick={onClick}>
        {children}
      </Button>
    )
  }
  return (
    <Tooltip content={availability.reason}>
      <Button
        {...rest}
        loading={busy}
        aria-disabled="true"
        aria-description={availability.reason}
        // Radix Themes draws `[data-disabled]` buttons in its disabled look.
        data-disabled=""
        onClick={(event) => event.preventDefault()}
      >
        {children}
      </Button>
    </Tooltip>
  )
}
