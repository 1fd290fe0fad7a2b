import { useEffect, useId, useRef, useState, type FormEvent, type ReactElement, type ReactNode } from 'react'
import { AlertDialog, Box, Button, Callout, Flex, Strong, Text, TextField } from '@radix-ui/themes'
import { ExclamationTriangleIcon } from '@radix-ui/react-icons'
import { ApiRequestPanel, type ApiRequestPanelProps } from '../ApiRequestPanel'
import { canConfirm, isPromiseLike } from './confirmation'
import { confirmToneColors, type ConfirmDialogTone } from './ConfirmDialog.variants'

export type ConfirmDialogProps = {
  /** The element that opens the dialog (e.g. a "Delete" menu item or button); rendered with `asChild`. */
  trigger?: ReactElement
  /** Controlled open state (when the dialog is opened from a menu). */
  open?: boolean
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean
  /** Called when the dialog opens or closes (cancel, Escape, or after a successful confirm). */
  onOpenChange?: (open: boolean) => void
  /** The question, e.g. 'Delete virtual machine?'. */
  title: string
  /** What will happen, naming the resource (e.g. "web-01 and its disks will be deleted."). */
  description: ReactNode
  /** Text of the confirm button. @default 'Delete' */
  confirmLabel?: string
  /** Text of the cancel button. @default 'Cancel' */
  cancelLabel?: string
  /**
   * Typed confirmation: the user must type this text (the resource's name) before the confirm button enables.
   * Omit for actions that are easy to undo.
   */
  confirmText?: string
  /**
   * Runs the action. When it returns a promise the dialog shows a pending state, closes when it resolves and
   * stays open when it rejects (the app reports the failure, e.g. with a toast or `error`).
   */
  onConfirm: () => unknown
  /** Forces the pending state (when the app tracks the mutation itself). @default false */
  pending?: boolean
  /** A failure to show inside the dialog, e.g. the error of the last attempt. */
  error?: ReactNode
  /** @default 'danger' */
  tone?: ConfirmDialogTone
  /** The Warren call the action makes, shown under "Show API request" (issue 10). */
  apiRequest?: ApiRequestPanelProps
}

/**
 * The confirmation before a destructive action (Radix AlertDialog): it names the resource, focuses Cancel,
 * optionally asks for the resource's name to be typed, and stays pending while the action runs
 * (STYLE.md "destructive actions in a menu behind a confirmation that names the resource").
 */
export function ConfirmDialog({
  trigger,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  confirmText,
  onConfirm,
  pending: pendingProp = false,
  error,
  tone = 'danger',
  apiRequest,
}: ConfirmDialogProps) {
  const [openState, setOpenState] = useState(defaultOpen)
  const open = openProp ?? openState
  const [typed, setTyped] = useState('')
  const [running, setRunning] = useState(false)
  const pending = pendingProp || running
  const inputId = useId()
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  function setOpen(next: boolean) {
    if (!next && pending) return // a running action cannot be dismissed half-way
    if (!next) setTyped('')
    setOpenState(next)
    onOpenChange?.(next)
  }

  async function confirm(event: FormEvent) {
    event.preventDefault()
    if (!canConfirm({ pending, confirmText, typed })) return
    const result = onConfirm()
    if (!isPromiseLike(result)) {
      setOpen(false)
      return
    }
    setRunning(true)
    try {
      await result
      if (!mounted.current) return
      setRunning(false)
      setTyped('')
      setOpenState(false)
      onOpenChange?.(false)
    } catch {
      if (mounted.current) setRunning(false)
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      {trigger && <AlertDialog.Trigger>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Content maxWidth="460px" onEscapeKeyDown={(e) => pending && e.preventDefault()}>
        <form onSubmit={confirm}>
          <AlertDialog.Title>{title}</AlertDialog.Title>
          <AlertDialog.Description size="2">{description}</AlertDialog.Description>
          {error && (
            <Callout.Root color="red" size="1" mt="3" role="alert">
              <Callout.Icon>
                <ExclamationTriangleIcon />
              </Callout.Icon>
              <Callout.Text>{error}</Callout.Text>
            </Callout.Root>
          )}
          {confirmText !== undefined && (
            <Flex direction="column" gap="2" mt="4">
              <Text as="label" size="2" htmlFor={inputId} style={{ overflowWrap: 'anywhere' }}>
                Type <Strong>{confirmText}</Strong> to confirm
              </Text>
              <TextField.Root
                id={inputId}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                disabled={pending}
              />
            </Flex>
          )}
          {apiRequest && (
            <Box mt="4">
              <ApiRequestPanel {...apiRequest} />
            </Box>
          )}
          <Flex gap="3" mt="5" justify="end" wrap="wrap">
            <AlertDialog.Cancel>
              <Button type="button" variant="soft" color="gray" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button
              type="submit"
              color={confirmToneColors[tone]}
              // Radix's solid red with white text is 3.9:1; high contrast meets WCAG AA (axe runs on every story).
              highContrast={tone === 'danger'}
              loading={pending}
              disabled={!canConfirm({ pending, confirmText, typed })}
            >
              {confirmLabel}
            </Button>
          </Flex>
        </form>
      </AlertDialog.Content>
    </AlertDialog.Root>
  )
}
