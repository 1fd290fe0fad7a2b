/**
 * A one-step action behind a short confirmation: it says what will happen and shows the Warren call it makes
 * ("Show API request", issue 10) — or its calls in order, for an action that makes several. For one-click actions
 * that are easy to undo (a load balancer's target or rule, a firewall's VM, a service VM's start or stop), so no
 * name has to be typed; deletes of whole resources use `ConfirmDialog` with `confirmText`.
 */
import type { ReactNode } from 'react'
import { ConfirmDialog, type ConfirmDialogTone } from '@cirrus/design-system'
import type { ApiRequest, ApiRequestStep } from '@cirrus/domain'
import { useApiRequest } from '../app/api-request'

/** What a page asks to confirm: the command and the words of the dialog. */
export type CommandConfirmation<C> = {
  command: C
  /** The question, naming the thing, e.g. 'Remove target web-01?'. */
  title: string
  /** What happens, e.g. 'web-01 stops receiving connections from web-lb.'. */
  description: ReactNode
  /** The confirm button, e.g. 'Remove'. */
  confirmLabel: string
  /** 'warning' for what is easy to undo and removes nothing (a start, a stop). @default 'danger' */
  tone?: ConfirmDialogTone
}

/** Props of {@link CommandConfirmDialog}. */
export type CommandConfirmDialogProps<C> = {
  /** The open confirmation, or null (closed). */
  confirmation: CommandConfirmation<C> | null
  /** The Warren call of a command, or its calls in order when it makes several (every VM of a service). */
  requestOf: (command: C) => ApiRequest | readonly ApiRequestStep[]
  /** Runs the command; the dialog stays open while it runs and when it rejects (its toast says why). */
  onCommand: (command: C) => Promise<unknown>
  /** Closes the dialog (cancel, Escape, or after the command succeeded). */
  onClose: () => void
}

/** The confirmation of {@link CommandConfirmation}, with the call it makes under "Show API request". */
export function CommandConfirmDialog<C>({
  confirmation,
  requestOf,
  onCommand,
  onClose,
}: CommandConfirmDialogProps<C>) {
  const apiRequest = useApiRequest(confirmation ? requestOf(confirmation.command) : null)
  if (!confirmation) return null
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={confirmation.title}
      description={confirmation.description}
      confirmLabel={confirmation.confirmLabel}
      tone={confirmation.tone}
      onConfirm={() => onCommand(confirmation.command)}
      apiRequest={apiRequest}
    />
  )
}
