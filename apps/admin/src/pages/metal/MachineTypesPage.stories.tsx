import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, storyNetworkError, type StoryCalls } from '@cirrus/app-kit'
import { metalTypesFixture } from './fixtures'
import MachineTypesPage from './MachineTypesPage'

// The route module itself (its queries → MachineTypesView); every state of the view in detail is in
// MachineTypesView.stories.tsx.
const populated: StoryCalls = {
  'admin.metalTypes': () => metalTypesFixture,
}

const meta = {
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
  title: 'Admin/Metal/Machine types',
  // The view's stories (MachineTypesView.stories.tsx) share this title: a distinct id keeps the story ids apart.
  id: 'admin-metal-machine-types-route',
  component: MachineTypesPage,
  parameters: { ...specScreen('SPEC §2 /admin/metal/specs', 'Machine types'), layout: 'fullscreen' },
  render: (_args, { parameters }) => (
    <RouteModuleStory path="/metal/specs" url="/metal/specs" calls={parameters.calls as StoryCalls}>
      <MachineTypesPage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof MachineTypesPage>
export default meta
type Story = StoryObj<typeof meta>

/** The machine types from the types call. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Machine types' })).toBeVisible()
    const table = await canvas.findByRole('table', { name: 'Machine types' })
    await expect(await within(table).findByRole('button', { name: 'Edit bm.medium' })).toBeVisible()
  },
}

/** Nothing has answered yet. */
export const Loading: Story = {
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Machine types' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Edit bm.medium' })).toBeNull()
  },
}

/** The admin.metalTypes call answers with none. */
export const Empty: Story = {
  parameters: { calls: { ...populated, 'admin.metalTypes': () => [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No machine types yet')).toBeVisible()
  },
}

/** The admin.metalTypes call fails: the error with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    calls: {
      ...populated,
      'admin.metalTypes': () => {
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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Machine types' })).toBeVisible()
  },
}
