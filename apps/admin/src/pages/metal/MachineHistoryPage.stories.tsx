import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, storyNetworkError, type StoryCalls } from '@cirrus/app-kit'
import { ApiError } from '@cirrus/domain'
import { machineHistoryFixture } from './fixtures'
import MachineHistoryPage from './MachineHistoryPage'

// The route module itself (its query → MachineHistoryView); every state of the view in detail is in
// MachineHistoryView.stories.tsx.
const machine = machineHistoryFixture.machine
const populated: StoryCalls = {
  'admin.machineHistory': () => machineHistoryFixture,
}

const meta = {
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
  title: 'Admin/Metal/Machine history',
  // The view's stories (MachineHistoryView.stories.tsx) share this title: a distinct id keeps the story ids apart.
  id: 'admin-metal-machine-history-route',
  component: MachineHistoryPage,
  parameters: {
    ...specScreen('SPEC §2 /admin/metal/machines/history/{location}/{uuid}', 'Machine history'),
    layout: 'fullscreen',
  },
  render: (_args, { parameters }) => (
    <RouteModuleStory
      path="/metal/machines/history/:location/:uuid"
      url={`/metal/machines/history/${machine.location}/${machine.uuid}`}
      calls={parameters.calls as StoryCalls}
    >
      <MachineHistoryPage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof MachineHistoryPage>
export default meta
type Story = StoryObj<typeof meta>

/** The machine, its leases and its events from the history call. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: machine.hostname })).toBeVisible()
    const leases = await canvas.findByRole('table', { name: 'Leases of this machine' })
    await expect(within(leases).getByText('build-runner')).toBeVisible()
  },
}

/** Nothing has answered yet. */
export const Loading: Story = {
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { level: 1, name: machine.hostname })).toBeNull()
  },
}

/** The history call answers 404: the missing-resource page. */
export const NotFound: Story = {
  name: 'Not found',
  parameters: {
    calls: {
      'admin.machineHistory': () => {
        throw new ApiError({ status: 404, message: 'No such machine' })
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Machine not found' })).toBeVisible()
  },
}

/** The history call fails: the error with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    calls: {
      'admin.machineHistory': () => {
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
    await expect(await canvas.findByRole('heading', { level: 1, name: machine.hostname })).toBeVisible()
  },
}
