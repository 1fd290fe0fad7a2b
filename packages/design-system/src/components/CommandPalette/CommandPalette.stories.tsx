import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CommandPalette } from './CommandPalette'
import type { CommandPaletteItem } from './group-items'

/** The palette renders in a portal: query the whole page, not the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

const items: CommandPaletteItem[] = [
  { id: 'recent:vm:1', group: 'Recent', title: 'web-1', detail: 'Tallinn · 10.0.0.5', kind: 'recent' },
  { id: 'action:create-vm', group: 'Actions', title: 'Create VM', kind: 'action' },
  { id: 'action:stop:1', group: 'Actions', title: 'Stop web-1', detail: 'Tallinn', kind: 'action' },
  { id: 'action:billing', group: 'Actions', title: 'Go to billing', kind: 'action' },
  { id: 'vm:2', group: 'Virtual machines', title: 'db-1', detail: 'Tallinn · 10.0.0.6', kind: 'resource' },
  { id: 'disk:3', group: 'Disks', title: 'web-data', detail: 'Tallinn · 20 GB', kind: 'resource' },
]

const meta = {
  title: 'Design System/CommandPalette',
  component: CommandPalette,
  args: {
    open: true,
    onOpenChange: fn(),
    query: '',
    onQueryChange: fn(),
    items,
    onSelect: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CommandPalette>
export default meta
type Story = StoryObj<typeof meta>

/** Open with recent items and actions; the first item is highlighted. Arrows move, Enter chooses. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Command palette' })
    const input = within(dialog).getByRole('combobox', { name: 'Command palette' })
    await expect(input).toHaveFocus()
    await expect(within(dialog).getByRole('option', { name: 'web-1 Tallinn · 10.0.0.5' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await expect(args.onSelect).toHaveBeenCalledWith(items[2])
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}

/** A query typed: the app's ranked results, grouped. */
export const WithQuery: Story = {
  args: { query: 'web', items: [items[2]!, items[5]!] },
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Command palette' })
    await expect(within(dialog).getByRole('combobox')).toHaveValue('web')
    await expect(within(dialog).getAllByRole('option')).toHaveLength(2)
  },
}

/** Nothing matches. */
export const NoResults: Story = {
  args: { query: 'zzz', items: [] },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByText('No results')).toBeVisible()
  },
}

/** Resources still being read: the items found so far and a loading line. */
export const Loading: Story = {
  args: { loading: true, items: items.slice(1, 4) },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).getByText('Loading resources…')).toBeVisible()
  },
}

/** Controlled as an app does: typing calls `onQueryChange`; the story filters by title. */
export const Typing: Story = {
  render: function Render(args) {
    const [query, setQuery] = useState('')
    const shown = items.filter((i) => i.title.toLowerCase().includes(query.toLowerCase()))
    return <CommandPalette {...args} query={query} onQueryChange={setQuery} items={shown} />
  },
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Command palette' })
    await userEvent.keyboard('billing')
    await expect(within(dialog).getAllByRole('option')).toHaveLength(1)
    await expect(within(dialog).getByRole('option', { name: 'Go to billing' })).toBeVisible()
  },
}

/** Closed: nothing shows. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull()
  },
}
