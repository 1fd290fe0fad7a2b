import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { ActivityView, specScreen, storyActivityEvents } from '@cirrus/app-kit'
import { activityTexts } from '@cirrus/domain'

/**
 * The monitoring page's activity section: every user's events, with the console's feed View (issue 18), kept live by
 * the admin event stream; its state is shown beside the title.
 */
const meta = {
  title: 'Admin/Platform/Monitoring activity feed',
  component: ActivityView,
  args: {
    events: storyActivityEvents,
    filters: {},
    onFiltersChange: fn(),
    headingLevel: 2,
    liveState: 'live',
  },
  parameters: {
    ...specScreen('SPEC §2 /admin/monitoring', 'Monitoring: the activity of every user'),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof ActivityView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Activity', level: 2 })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent(activityTexts.liveConnected)
    const table = canvas.getByRole('table', { name: 'Activity' })
    await expect(within(table).getByText('colleague@cirrus.test')).toBeVisible()
    await expect(within(table).getByText('The virtual machine is locked by another operation')).toBeVisible()
  },
}

/** The stream was lost: the browser reopens it by itself and resumes after the last event it had. */
export const Reconnecting: Story = {
  args: { liveState: 'reconnecting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(activityTexts.liveReconnecting)
  },
}

/** No stream (closed for good): the feed refreshes only on a revisit or a filter change. */
export const Paused: Story = {
  args: { liveState: 'down' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(activityTexts.liveDisconnected)
  },
}
