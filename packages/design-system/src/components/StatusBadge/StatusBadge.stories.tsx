import type { Meta, StoryObj } from '@storybook/react-vite'
import { Flex } from '@radix-ui/themes'
import { expect } from 'storybook/test'
import { StatusBadge } from './StatusBadge'
import { statusBadgeSizes, statuses } from './StatusBadge.variants'

const meta = {
  title: 'Design System/StatusBadge',
  component: StatusBadge,
  args: { status: 'running' },
} satisfies Meta<typeof StatusBadge>
export default meta
type Story = StoryObj<typeof meta>

export const Running: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Running')).toBeVisible()
  },
}
export const Stopped: Story = { args: { status: 'stopped' } }
export const Deleted: Story = { args: { status: 'deleted' } }
export const Transitional: Story = {
  args: { status: 'reinstalling' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull()
  },
}
export const UnknownStatus: Story = { args: { status: 'migrating_to_new_host' } }
export const CustomLabel: Story = { args: { status: 'running', label: 'Online' } }
export const AllStatuses: Story = {
  render: () => (
    <Flex gap="2" wrap="wrap">
      {statuses.map((s) => (
        <StatusBadge key={s} status={s} />
      ))}
    </Flex>
  ),
}
export const AllSizes: Story = {
  render: () => (
    <Flex gap="2" align="center">
      {statusBadgeSizes.map((size) => (
        <StatusBadge key={size} status="running" size={size} />
      ))}
    </Flex>
  ),
}
