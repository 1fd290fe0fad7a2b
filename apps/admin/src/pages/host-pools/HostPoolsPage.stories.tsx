import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, storyNetworkError, type StoryCalls } from '@cirrus/app-kit'
import { poolsFixture } from '../infra/fixtures'
import HostPoolsPage from './HostPoolsPage'

// The route module itself (its query → HostPoolsView); every state of the view in detail is in HostPoolsView.stories.tsx.
const populated: StoryCalls = { 'infra.listHostPools': () => poolsFixture }

const meta = {
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
  title: 'Admin/Compute/Host pools',
  component: HostPoolsPage,
  parameters: {
    ...specScreen('SPEC §2 /admin/host_pools', 'The hypervisor pools of every location'),
    layout: 'fullscreen',
  },
  render: (_args, { parameters }) => (
    <RouteModuleStory path="/host_pools" url="/host_pools" calls={parameters.calls as StoryCalls}>
      <HostPoolsPage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof HostPoolsPage>
export default meta
type Story = StoryObj<typeof meta>

/** The rows from the list call. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Hypervisor pools' })
    await expect(within(table).getByText('High CPU')).toBeVisible()
  },
}

/** Nothing has answered yet. */
export const Loading: Story = {
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('High CPU')).toBeNull()
  },
}

/** The list call answers no rows: the empty state. */
export const Empty: Story = {
  parameters: { calls: { 'infra.listHostPools': () => [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No hypervisor pools yet')).toBeVisible()
  },
}

/** The list call fails: the error with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    calls: {
      'infra.listHostPools': () => {
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
    await expect(await canvas.findByText('High CPU')).toBeVisible()
  },
}
