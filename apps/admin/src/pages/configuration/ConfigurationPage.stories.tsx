import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, storyNetworkError, type StoryCalls } from '@cirrus/app-kit'
import { defaultConsoleConfig } from '@cirrus/domain'
import ConfigurationPage from './ConfigurationPage'

// The route module itself (its query → ConfigurationView); every state of the view in detail is in
// ConfigurationView.stories.tsx.
const populated: StoryCalls = {
  'admin.config': () => defaultConsoleConfig,
}

const meta = {
  // 'Configuration': the title rule's name of ConfigurationPage (the view's stories are 'Platform configuration').
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
  title: 'Admin/Platform/Configuration',
  component: ConfigurationPage,
  parameters: {
    ...specScreen('SPEC §2 /admin/configuration', 'Platform Configuration'),
    layout: 'fullscreen',
  },
  render: (_args, { parameters }) => (
    <RouteModuleStory path="/configuration" url="/configuration" calls={parameters.calls as StoryCalls}>
      <ConfigurationPage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof ConfigurationPage>
export default meta
type Story = StoryObj<typeof meta>

/** The configuration in force from the config call: every switch shows its value. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Platform Configuration' }),
    ).toBeVisible()
    await expect(await canvas.findByRole('switch', { name: 'Disks' })).toBeChecked()
  },
}

/** Nothing has answered yet. */
export const Loading: Story = {
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Platform Configuration' }),
    ).toBeVisible()
    await expect(canvas.queryByRole('switch', { name: 'Disks' })).toBeNull()
  },
}

/** The config call fails: the error with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    calls: {
      'admin.config': () => {
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
    await expect(await canvas.findByRole('switch', { name: 'Disks' })).toBeVisible()
  },
}
