import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, storyNetworkError, type StoryCalls } from '@cirrus/app-kit'
import viewMeta from './CampaignsView.stories'
import CampaignsPage from './CampaignsPage'

// The route module itself (its query → CampaignsView); every state of the view in detail is in
// CampaignsView.stories.tsx.
// The view stories' campaigns.
const campaigns = viewMeta.args.campaigns
const populated: StoryCalls = { 'admin.campaigns': () => campaigns }

const meta = {
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
  title: 'Admin/Users & billing/Campaigns',
  // The view's stories have the same title: a story id of its own.
  id: 'admin-users-billing-campaigns-page',
  component: CampaignsPage,
  parameters: { ...specScreen('SPEC §2 /admin/campaigns', 'Campaigns'), layout: 'fullscreen' },
  render: (_args, { parameters }) => (
    <RouteModuleStory path="/campaigns" url="/campaigns" calls={parameters.calls as StoryCalls}>
      <CampaignsPage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof CampaignsPage>
export default meta
type Story = StoryObj<typeof meta>

/** The campaigns from the admin campaign call. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible()
    await expect(await canvas.findByText('WELCOME')).toBeVisible()
  },
}

/** Nothing has answered yet. */
export const Loading: Story = {
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible()
    await expect(canvas.queryByText('WELCOME')).toBeNull()
  },
}

/** No campaign yet. */
export const Empty: Story = {
  parameters: { calls: { 'admin.campaigns': () => [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No campaigns yet')).toBeVisible()
  },
}

/** The campaign call fails: the error with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    calls: {
      'admin.campaigns': () => {
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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible()
  },
}
