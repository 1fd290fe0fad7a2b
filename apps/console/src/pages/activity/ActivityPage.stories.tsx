import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { ActivityEvent } from '@cirrus/domain'
import { onPhone } from '../../stories/helpers'
import { ActivityView } from '@cirrus/app-kit'

const base: ActivityEvent = {
  id: 1,
  actor_user_id: 7,
  actor_email: 'demo@cirrus.test',
  action: 'vm.stop',
  resource_type: 'virtual_machine',
  resource_uuid: '7d0c3f5e-3b8a-4d7e-9a55-2f3b6c1d9e01',
  resource_name: 'web-1',
  location: 'tll01',
  result: 'ok',
  status: 200,
  message: null,
  started_at: '2025-11-10T10:15:00Z',
  finished_at: '2025-11-10T10:15:04Z',
}

const events: ActivityEvent[] = [
  { ...base, id: 4, action: 'disk.create', resource_type: 'disk', resource_name: 'data-1' },
  {
    ...base,
    id: 3,
    action: 'vm.stop',
    resource_name: 'db-1',
    result: 'failed',
    status: 409,
    message: 'The virtual machine is locked by another operation',
  },
  { ...base, id: 2, action: 'vm.start', actor_email: 'colleague@cirrus.test' },
  { ...base, id: 1 },
]

const meta = {
  title: 'Console/Activity/Feed',
  component: ActivityView,
  args: { events, filters: {}, onFiltersChange: fn(), live: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ActivityView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
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

export const Loading: Story = { args: { events: undefined, live: false } }

export const ErrorState: Story = {
  name: 'Error',
  args: { events: undefined, error: 'Network error: Failed to fetch', onRetry: fn(), live: false },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/The activity feed could not be loaded\./)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Mobile: Story = { ...onPhone }
