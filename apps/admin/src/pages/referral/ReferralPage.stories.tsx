import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, storyNetworkError, type StoryCalls } from '@cirrus/app-kit'
import viewMeta from './ReferralView.stories'
import ReferralPage from './ReferralPage'

// The route module itself (its query → ReferralView); every state of the view in detail is in
// ReferralView.stories.tsx.
// The view stories' rule and referrals.
const overview = viewMeta.args.overview
const populated: StoryCalls = { 'admin.referral': () => overview }

const meta = {
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
  title: 'Admin/Users & billing/Referral',
  component: ReferralPage,
  parameters: { ...specScreen('SPEC §2 /admin/referral', 'Referral Program'), layout: 'fullscreen' },
  render: (_args, { parameters }) => (
    <RouteModuleStory path="/referral" url="/referral" calls={parameters.calls as StoryCalls}>
      <ReferralPage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof ReferralPage>
export default meta
type Story = StoryObj<typeof meta>

/** The rule and the referrals from the admin referral call. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Referral Program' })).toBeVisible()
    await expect(await canvas.findByText('Paid 15 EUR')).toBeVisible()
  },
}

/** Nothing has answered yet. */
export const Loading: Story = {
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Referral Program' })).toBeVisible()
    await expect(canvas.queryByText('Paid 15 EUR')).toBeNull()
  },
}

/** No referral yet. */
export const Empty: Story = {
  parameters: {
    calls: { 'admin.referral': () => ({ rule: { ...overview.rule, active: false }, referrals: [] }) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No referrals yet')).toBeVisible()
  },
}

/** The referral call fails: the error with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    calls: {
      'admin.referral': () => {
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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Referral Program' })).toBeVisible()
  },
}
