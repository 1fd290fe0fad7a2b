import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, storyNetworkError, type StoryCalls } from '@cirrus/app-kit'
import { metalOsFixture } from './fixtures'
import MetalOsPage from './MetalOsPage'

// The route module itself (its queries → MetalOsView); every state of the view in detail is in
// MetalOsView.stories.tsx.
const populated: StoryCalls = {
  'admin.metalOs': () => metalOsFixture,
}

const meta = {
  // 'Metal os': the title rule's name of MetalOsPage (the view's stories are 'Operating systems').
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
  title: 'Admin/Metal/Metal os',
  component: MetalOsPage,
  parameters: { ...specScreen('SPEC §2 /admin/metal/os', 'Operating systems'), layout: 'fullscreen' },
  render: (_args, { parameters }) => (
    <RouteModuleStory path="/metal/os" url="/metal/os" calls={parameters.calls as StoryCalls}>
      <MetalOsPage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof MetalOsPage>
export default meta
type Story = StoryObj<typeof meta>

/** The bare-metal images from the OS call. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Operating systems' })).toBeVisible()
    const table = await canvas.findByRole('table', { name: 'Operating systems' })
    await expect(await within(table).findByText('Debian')).toBeVisible()
  },
}

/** Nothing has answered yet. */
export const Loading: Story = {
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Operating systems' })).toBeVisible()
    await expect(canvas.queryByText('Debian')).toBeNull()
  },
}

/** The admin.metalOs call answers with none. */
export const Empty: Story = {
  parameters: { calls: { ...populated, 'admin.metalOs': () => [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No bare metal operating systems yet')).toBeVisible()
  },
}

/** The admin.metalOs call fails: the error with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    calls: {
      ...populated,
      'admin.metalOs': () => {
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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Operating systems' })).toBeVisible()
  },
}
