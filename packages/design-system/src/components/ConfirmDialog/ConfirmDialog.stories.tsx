import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button, Strong } from '@radix-ui/themes'
import { TrashIcon } from '@radix-ui/react-icons'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ConfirmDialog } from './ConfirmDialog'

/** The dialog renders in a portal: query the whole page, not the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

const meta = {
  title: 'Design System/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Delete virtual machine?',
    description: (
      <>
        <Strong>web-frontend-01</Strong> and its disks, snapshots and backups will be deleted. This cannot be
        undone.
      </>
    ),
    confirmLabel: 'Delete',
    onConfirm: fn(),
    onOpenChange: fn(),
    trigger: (
      <Button color="red" variant="soft" highContrast>
        <TrashIcon aria-hidden />
        Delete
      </Button>
    ),
  },
} satisfies Meta<typeof ConfirmDialog>
export default meta
type Story = StoryObj<typeof meta>

/** Closed: only the trigger shows. */
export const Closed: Story = {}

export const Open: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Delete virtual machine?' })
    await expect(dialog).toHaveTextContent('web-frontend-01')
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await expect(args.onOpenChange).toHaveBeenCalledWith(true)
  },
}

export const Confirm: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull())
  },
}

export const TypedConfirmation: Story = {
  args: { defaultOpen: true, confirmText: 'web-frontend-01' },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog')
    const confirm = within(dialog).getByRole('button', { name: 'Delete' })
    const input = within(dialog).getByRole('textbox', { name: 'Type web-frontend-01 to confirm' })
    await expect(confirm).toBeDisabled()
    await userEvent.type(input, 'web-frontend')
    await expect(confirm).toBeDisabled()
    await userEvent.click(confirm)
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await userEvent.type(input, '-01')
    await expect(confirm).toBeEnabled()
    await userEvent.type(input, '{Enter}')
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

/** Typed confirmation before anything is typed: the confirm button waits. */
export const TypedConfirmationEmpty: Story = { args: { defaultOpen: true, confirmText: 'web-frontend-01' } }

export const Cancel: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    const dialog = await page(canvasElement).findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull())
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
  },
}

/** An action that takes a while: the dialog stays, the buttons are blocked until it settles. */
export const Pending: Story = {
  args: { defaultOpen: true, onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled()
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect(page(canvasElement).getByRole('alertdialog')).toBeVisible()
  },
}

/** A rejected action keeps the dialog open with the app's error message. */
export const Error: Story = {
  args: {
    defaultOpen: true,
    onConfirm: fn(() => Promise.reject(new globalThis.Error('Conflict'))),
    error: 'Error deleting virtual machine: it still has a public IP address assigned.',
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog')
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('public IP address')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled())
    await expect(page(canvasElement).getByRole('alertdialog')).toBeVisible()
    // The picture is of the error state, not of where focus landed after the button's pending spell: Chromium
    // repaints the ring round a button that was disabled and enabled again a pixel differently now and then.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
  },
}

export const Warning: Story = {
  args: {
    defaultOpen: true,
    tone: 'warning',
    title: 'Force stop virtual machine?',
    description: (
      <>
        <Strong>web-frontend-01</Strong> is turned off at once, like pulling the plug. Unsaved data is lost.
      </>
    ),
    confirmLabel: 'Force stop',
  },
}

export const LongText: Story = {
  args: {
    defaultOpen: true,
    title: 'Delete managed service package and all of its virtual machines?',
    description: (
      <>
        <Strong>customer-analytics-batch-processing-kubernetes-cluster-production-eu-north</Strong> and its 12
        virtual machines, 24 disks and 3 load balancers will be deleted. Hourly billing stops when the
        deletion finishes.
      </>
    ),
    confirmText: 'customer-analytics-batch-processing-kubernetes-cluster-production-eu-north',
  },
}

export const Dark: Story = {
  args: { defaultOpen: true, confirmText: 'web-frontend-01' },
  parameters: { appearance: 'dark' },
}

/** With the Warren call it makes, opened under "Show API request" (issue 10). */
export const WithApiRequest: Story = {
  args: {
    defaultOpen: true,
    apiRequest: {
      curl: [
        'curl -X DELETE https://console.example/v1/tll01/user-resource/vm \\',
        '  -H "apikey: $WARREN_API_TOKEN" \\',
        '  --data-urlencode uuid=5e6b4a3c-2d1f-4e0a-9b8c-7d6e5f4a3b2c',
      ].join('\n'),
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show API request' }))
    await expect(within(dialog).getByRole('region', { name: 'curl command' })).toHaveTextContent(
      'curl -X DELETE',
    )
  },
}
