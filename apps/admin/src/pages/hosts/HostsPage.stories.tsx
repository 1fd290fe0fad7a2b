import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, storyNetworkError, type StoryCalls } from '@cirrus/app-kit'
import { hostsFixture } from '../infra/fixtures'
import HostsPage from './HostsPage'

// The route module itself (its query → HostsView); every state of the view in detail is in HostsView.stories.tsx.
const populated: StoryCalls = { 'infra.listHosts': () => hostsFixture }

const meta = {
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
  title: 'Admin/Compute/Hosts',
  component: HostsPage,
  parameters: {
    ...specScreen('SPEC §2 /admin/hosts', 'The hypervisors of every location'),
    layout: 'fullscreen',
  },
  render: (_args, { parameters }) => (
    <RouteModuleStory path="/hosts" url="/hosts" calls={parameters.calls as StoryCalls}>
      <HostsPage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof HostsPage>
export default meta
type Story = StoryObj<typeof meta>

/** The rows from the list call. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Hypervisors' })
    await expect(within(table).getByText('tll01-standard-hv01')).toBeVisible()
  },
}

/** Nothing has answered yet. */
export const Loading: Story = {
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('tll01-standard-hv01')).toBeNull()
  },
}

/** The list call answers no rows: the empty state. */
export const Empty: Story = {
  parameters: { calls: { 'infra.listHosts': () => [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No hypervisors yet')).toBeVisible()
  },
}

/** The list call fails: the error with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    calls: {
      'infra.listHosts': () => {
        throw storyNetworkError()
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Network error: Failed to fetch/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: /retry/i })).toBeVisible()
  },
}

export const Mobile: Story = {
  ...onPhone,
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('tll01-standard-hv01')).toBeVisible()
  },
}
