import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, storyNetworkError, type StoryCalls } from '@cirrus/app-kit'
import { tallinnNetwork } from './fixtures'
import VmConfPage from './VmConfPage'

// The route module itself (its query → VmConfView); every state of the view in detail is in VmConfView.stories.tsx.
const tallinn = tallinnNetwork(12, { outside_ranges: 3 })
const johannesburg = tallinnNetwork(0, {
  location: 'jhv02',
  display_name: 'Jõhvi',
  ranges: [],
  dns_servers: ['1.1.1.1'],
})
const populated: StoryCalls = {
  'admin.networkSettings': () => [tallinn, johannesburg],
}

const meta = {
  // 'VM conf': the title rule's name of VmConfPage (the view's stories are 'Network settings').
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
  title: 'Admin/Network/VM conf',
  component: VmConfPage,
  parameters: { ...specScreen('SPEC §2 /admin/vm_conf', 'Network'), layout: 'fullscreen' },
  render: (_args, { parameters }) => (
    <RouteModuleStory path="/vm_conf" url="/vm_conf" calls={parameters.calls as StoryCalls}>
      <VmConfPage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof VmConfPage>
export default meta
type Story = StoryObj<typeof meta>

/** Every location's network settings from the network settings call. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Network' })).toBeVisible()
    await expect(await canvas.findByRole('rowheader', { name: '203.0.113.0/24' })).toBeVisible()
  },
}

/** Nothing has answered yet. */
export const Loading: Story = {
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading network settings' })).toBeVisible()
  },
}

/** The network settings call answers with no location. */
export const Empty: Story = {
  parameters: { calls: { 'admin.networkSettings': () => [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No locations yet')).toBeVisible()
  },
}

/** The network settings call fails: the error with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    calls: {
      'admin.networkSettings': () => {
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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Network' })).toBeVisible()
  },
}
