import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, type StoryCalls } from '@cirrus/app-kit'
import TestComponentsPage from './TestComponentsPage'

// The route module itself (no data → TestComponentsView): it makes no call, so it has no loading, empty or error
// state of its own; every sample in detail is in TestComponentsView.stories.tsx.
const meta = {
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
  title: 'Admin/Platform/Test components',
  // The view's stories (TestComponentsView.stories.tsx) share this title: a distinct id keeps the story ids apart.
  id: 'admin-platform-test-components-route',
  component: TestComponentsPage,
  parameters: { ...specScreen('SPEC §2 /admin/test-components', 'Test components'), layout: 'fullscreen' },
  render: (_args, { parameters }) => (
    <RouteModuleStory path="/test-components" url="/test-components" calls={parameters.calls as StoryCalls}>
      <TestComponentsPage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof TestComponentsPage>
export default meta
type Story = StoryObj<typeof meta>

/** Every sample renders under the route, without a call. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    for (const name of ['Status badges', 'Prices', 'Switches', 'Fields', 'Empty state']) {
      await expect(await canvas.findByRole('region', { name })).toBeVisible()
    }
  },
}

export const Mobile: Story = {
  ...onPhone,
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Status badges' })).toBeVisible()
  },
}
