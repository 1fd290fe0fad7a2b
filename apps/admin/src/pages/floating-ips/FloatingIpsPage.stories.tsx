import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, storyNetworkError, type StoryCalls } from '@cirrus/app-kit'
import viewMeta from './FloatingIpsView.stories'
import { tallinnNetwork } from '../vm-conf/fixtures'
import FloatingIpsPage from './FloatingIpsPage'

// The route module itself (its queries → FloatingIpsView); every state of the view in detail is in
// FloatingIpsView.stories.tsx.
// The view stories' addresses.
const ips = viewMeta.args.page.items
const networks = [tallinnNetwork(3, { dns_servers: ['1.1.1.1'] })]
const populated: StoryCalls = {
  'admin.floatingIps': () => ({ total: ips.length, items: ips }),
  'admin.networkSettings': () => networks,
}

const meta = {
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
  title: 'Admin/Network/Floating ips',
  component: FloatingIpsPage,
  parameters: { ...specScreen('SPEC §2 /admin/floating_ips', 'IP addresses'), layout: 'fullscreen' },
  beforeEach: () => {
    localStorage.removeItem('cirrus.admin.floating-ips.columns')
  },
  render: (_args, { parameters }) => (
    <RouteModuleStory path="/floating_ips" url="/floating_ips" calls={parameters.calls as StoryCalls}>
      <FloatingIpsPage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof FloatingIpsPage>
export default meta
type Story = StoryObj<typeof meta>

/** The addresses from the admin IP call, the ranges from the network settings call. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'IP addresses' })).toBeVisible()
    await expect(await canvas.findByText('203.0.113.2')).toBeVisible()
    await expect(await canvas.findByRole('row', { name: /Tallinn 203\.0\.113\.0\/24/ })).toBeVisible()
  },
}

/** Nothing has answered yet. */
export const Loading: Story = {
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'IP addresses' })).toBeVisible()
    await expect(canvas.queryByText('203.0.113.2')).toBeNull()
  },
}

/** No public address on the platform. */
export const Empty: Story = {
  parameters: { calls: { ...populated, 'admin.floatingIps': () => ({ total: 0, items: [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No public IP addresses on the platform yet')).toBeVisible()
  },
}

/** The IP call fails: the error with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    calls: {
      ...populated,
      'admin.floatingIps': () => {
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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'IP addresses' })).toBeVisible()
  },
}
