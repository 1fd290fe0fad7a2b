import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, storyNetworkError, type StoryCalls } from '@cirrus/app-kit'
import { locationsFixture } from '../infra/fixtures'
import { machinePageFixture, metalTypesFixture } from './fixtures'
import MachinesPage from './MachinesPage'

// The route module itself (its queries → MachinesView); every state of the view in detail is in
// MachinesView.stories.tsx.
const populated: StoryCalls = {
  'admin.machines': () => machinePageFixture,
  'admin.metalTypes': () => metalTypesFixture,
  'infra.listLocations': () => locationsFixture,
}

const meta = {
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
  title: 'Admin/Metal/Machines',
  // The view's stories (MachinesView.stories.tsx) share this title: a distinct id keeps the story ids apart.
  id: 'admin-metal-machines-route',
  component: MachinesPage,
  parameters: { ...specScreen('SPEC §2 /admin/metal/machines', 'Machines'), layout: 'fullscreen' },
  beforeEach: () => {
    localStorage.removeItem('cirrus.admin.metal-machines.columns')
  },
  render: (_args, { parameters }) => (
    <RouteModuleStory path="/metal/machines" url="/metal/machines" calls={parameters.calls as StoryCalls}>
      <MachinesPage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof MachinesPage>
export default meta
type Story = StoryObj<typeof meta>

/** One page of machines from the machines call; the types and locations of the add form from theirs. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Machines' })).toBeVisible()
    const table = await canvas.findByRole('table', { name: 'Machines' })
    await expect(await within(table).findByText('tll01-bm-medium-01')).toBeVisible()
  },
}

/** Nothing has answered yet. */
export const Loading: Story = {
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Machines' })).toBeVisible()
    await expect(canvas.queryByText('tll01-bm-medium-01')).toBeNull()
  },
}

/** The machines call answers with none. */
export const Empty: Story = {
  parameters: { calls: { ...populated, 'admin.machines': () => ({ total: 0, items: [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No machines in stock yet')).toBeVisible()
  },
}

/** The machines call fails: the error with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    calls: {
      ...populated,
      'admin.machines': () => {
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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Machines' })).toBeVisible()
  },
}
