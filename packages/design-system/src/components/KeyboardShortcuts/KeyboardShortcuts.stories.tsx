import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button, Flex, Text, TextField } from '@radix-ui/themes'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { KeyboardShortcutsDialog } from './KeyboardShortcutsDialog'
import { useKeyboardShortcuts } from './use-keyboard-shortcuts'

/** The dialog renders in a portal: query the whole page, not the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

const shortcuts = [
  { keys: ['⌘/Ctrl', 'K'], description: 'Open the command palette' },
  { keys: ['?'], description: 'Show the keyboard shortcuts' },
  { keys: ['g', 'd'], description: 'Go to the dashboard' },
  { keys: ['g', 'c'], description: 'Go to compute' },
  { keys: ['c'], description: 'Create in the current section' },
  { keys: ['/'], description: 'Focus the table filter' },
]

const meta = {
  title: 'Design System/KeyboardShortcuts',
  component: KeyboardShortcutsDialog,
  args: { open: true, onOpenChange: fn(), shortcuts },
} satisfies Meta<typeof KeyboardShortcutsDialog>
export default meta
type Story = StoryObj<typeof meta>

/** Open: every shortcut with its keys. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect(within(dialog).getAllByRole('row')).toHaveLength(shortcuts.length + 1)
    await expect(within(dialog).getByRole('cell', { name: 'Go to compute' })).toBeVisible()
  },
}

/** The shortcuts wired with `useKeyboardShortcuts`: "?" opens the list, "g c" runs, nothing fires in a field. */
export const WithShortcuts: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false)
    const [last, setLast] = useState('none')
    useKeyboardShortcuts([
      { keys: ['?'], description: 'Show the keyboard shortcuts', run: () => setOpen(true) },
      { keys: ['g', 'c'], description: 'Go to compute', run: () => setLast('Go to compute') },
      { keys: ['c'], description: 'Create', run: () => setLast('Create') },
    ])
    return (
      <Flex direction="column" gap="3" p="4" maxWidth="360px">
        <Text>Last shortcut: {last}</Text>
        <TextField.Root aria-label="Name" />
        <Button onClick={() => setLast('none')}>Reset</Button>
        <KeyboardShortcutsDialog {...args} open={open} onOpenChange={setOpen} />
      </Flex>
    )
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }))
    await userEvent.keyboard('gc')
    await expect(canvas.getByText('Last shortcut: Go to compute')).toBeVisible()
    await userEvent.click(canvas.getByRole('textbox', { name: 'Name' }))
    await userEvent.keyboard('c')
    await expect(canvas.getByText('Last shortcut: Go to compute')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }))
    await userEvent.keyboard('?')
    const dialog = await waitFor(() =>
      page(canvasElement).getByRole('dialog', { name: 'Keyboard shortcuts' }),
    )
    // Inside the open dialog the page's shortcuts stay quiet.
    await userEvent.keyboard('c')
    await expect(canvas.queryByText('Last shortcut: Create')).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
  },
}
