import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, storyNetworkError, type StoryCalls } from '@cirrus/app-kit'
import viewMeta from './LoadBalancersView.stories'
import LoadBalancersPage from './LoadBalancersPage'

// The route module itself (its query → LoadBalancersView); every state of the view in detail is in
// LoadBalancersView.stories.tsx.
// The view stories' load balancers.
const lbs = viewMeta.args.page.items
const populated: StoryCalls = { 'admin.loadBalancers': () => ({ total: lbs.length, items: lbs }) }

const meta = {
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
  title: 'Admin/Network/Load balancers',
  // The view's stories have the same title: a story id of its own.
  id: 'admin-network-load-balancers-page',
  component: LoadBalancersPage,
  parameters: { ...specScreen('SPEC §2 /admin/load_balancers', 'Load balancers'), layout: 'fullscreen' },
  beforeEach: () => {
    localStorage.removeItem('cirrus.admin.load-balancers.columns')
  },
  render: (_args, { parameters }) => (
    <RouteModuleStory path="/load_balancers" url="/load_balancers" calls={parameters.calls as StoryCalls}>
      <LoadBalancersPage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof LoadBalancersPage>
export default meta
type Story = StoryObj<typeof meta>

/** The load balancers from the admin load balancer call. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Load balancers' })).toBeVisible()
    await expect(await canvas.findByText('front-2')).toBeVisible()
  },
}

/** Nothing has answered yet. */
export const Loading: Story = {
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Load balancers' })).toBeVisible()
    await expect(canvas.queryByText('front-2')).toBeNull()
  },
}

/** No load balancer on the platform. */
export const Empty: Story = {
  parameters: { calls: { 'admin.loadBalancers': () => ({ total: 0, items: [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No load balancers on the platform yet')).toBeVisible()
  },
}

/** The load balancer call fails: the error with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    calls: {
      'admin.loadBalancers': () => {
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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Load balancers' })).toBeVisible()
  },
}
