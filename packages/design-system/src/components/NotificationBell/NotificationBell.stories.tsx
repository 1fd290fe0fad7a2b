import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { NotificationBell } from './NotificationBell'

const meta = {
  title: 'Design System/NotificationBell',
  component: NotificationBell,
  args: { count: 0, label: 'Activity', unreadLabel: 'Activity, {count} unread', href: '/activity' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationBell>
export default meta
type Story = StoryObj<typeof meta>

export const NoneUnread: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Activity' })).toHaveAttribute('href', '/activity')
    await expect(canvas.queryByTestId('unread-badge')).toBeNull()
  },
}
export const SomeUnread: Story = {
  args: { count: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Activity, 3 unread' })).toBeVisible()
    await expect(canvas.getByTestId('unread-badge')).toHaveTextContent('3')
  },
}
export const ManyUnread: Story = {
  args: { count: 250 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Activity, 99+ unread' })).toBeVisible()
    await expect(canvas.getByTestId('unread-badge')).toHaveTextContent('99+')
  },
}
export const Live: Story = { args: { count: 1, live: true, liveLabel: 'Live' } }
