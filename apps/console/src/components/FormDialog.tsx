import { useState, type FormEvent, type ReactNode } from 'react'
import { Box, Button, Dialog, Flex } from '@radix-ui/themes'
import { ApiRequestPanel, type ApiRequestPanelProps } from '@cirrus/design-system'

/** Props of {@link FormDialog}. */
export type FormDialogProps = {
  /** Whether the dialog is open. */
  open: boolean
  /** Called when it closes (cancel, Escape, or after a successful submit). */
  onOpenChange: (open: boolean) => void
  /** The dialog's title, naming the action and the resource. */
  title: string
  /** What the action does. */
  description: ReactNode
  /** The submit button's text. */
  submitLabel: string
  /** Disables submit (nothing changed, or a field is invalid). @default false */
  submitDisabled?: boolean
  /** The submit button's colour. @default the accent */
  tone?: 'accent' | 'danger'
  /** Runs the action: the dialog closes when it resolves and stays open when it rejects (a toast says why). */
  onSubmit: () => Promise<unknown>
  /** The form's fields. */
  children: ReactNode
  /**
   * The Warren call the dialog will make, shown under "Show API request" (issue 10): `useApiRequest(…)` of
   * `app/api-request.ts`. Undefined (e.g. while the form is invalid) shows no panel.
   */
  apiRequest?: ApiRequestPanelProps
}

/**
 * A dialog with a small form for one action (clone, resize, change password…): Cancel, and a submit button that
 * shows progress while the action runs. Destructive confirmations use the design system's ConfirmDialog.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  submitDisabled = false,
  tone = 'accent',
  onSubmit,
  children,
  apiRequest,
}: FormDialogProps) {
  const [running, setRunning] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (submitDisabled || running) return
    setRunning(true)
    try {
      await onSubmit()
      onOpenChange(false)
    } catch {
      // The toast reports the failure; the dialog stays open with what the user typed.
    } finally {
      setRunning(false)
    }
  }
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !running && onOpenChange(next)}>
      <Dialog.Content maxWidth="480px">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description size="2" mb="4">
            {description}
          </Dialog.Description>
          <Flex direction="column" gap="4">
            {children}
          </Flex>
          {apiRequest && (
            <Box mt="4">
              <ApiRequestPanel {...apiRequest} />
            </Box>
          )}
          <Flex gap="3" mt="5" justify="end" wrap="wrap">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray" disabled={running}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button
              type="submit"
              loading={running}
              disabled={submitDisabled}
              color={tone === 'danger' ? 'red' : undefined}
              // Radix's solid red with white text is 3.9:1; high contrast meets WCAG AA.
              highContrast={tone === 'danger'}
            >
              {submitLabel}
            </Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  )
}
