import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { onPhone } from '../../stories/helpers'
import { ActivityView, specScreen, storyActivityEvents as events } from '@cirrus/app-kit'

const meta = {
  title: 'Console/Activity/Activity feed',
  component: ActivityView,
  args: { events, filters: {}, onFiltersChange: fn(), liveState: 'live' },
  parameters: { ...specScreen('SPEC §2 /activity (issue 18)', 'Activity feed'), layout: 'fullscreen' },
} satisfies Meta<typeof ActivityView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  args: { onLoadMore: fn() },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Activity' })
    await expect(within(table).getAllByRole('row')).toHaveLength(5)
    await expect(within(table).getByText('The virtual machine is locked by another operation')).toBeVisible()
    await expect(within(table).getByText('colleague@cirrus.test')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(args.onLoadMore).toHaveBeenCalled()
  },
}

export const Filtered: Story = {
  args: { events: events.filter((e) => e.result === 'failed'), filters: { result: 'failed', since: 'day' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Result' })).toHaveTextContent('Failed')
    await expect(canvas.getByRole('combobox', { name: 'Time' })).toHaveTextContent('Last 24 hours')
  },
}

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No activity yet')).toBeVisible()
  },
}

export const Loading: Story = { args: { events: undefined, liveState: 'down' } }

export const ErrorState: Story = {
  name: 'Error',
  args: { events: undefined, error: 'Network error: Failed to fetch', onRetry: fn(), liveState: 'down' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/The activity feed could not be loaded\./)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Mobile: Story = { ...onPhone }
