import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, storyNetworkError, type StoryCalls } from '@cirrus/app-kit'
import BillingListPage from './BillingListPage'
import { manyAccounts } from './story-data'

// The route module itself (its query → BillingListView); every state of the view in detail is in
// BillingListView.stories.tsx.
const populated: StoryCalls = { 'account.billingAccounts': () => manyAccounts }

const meta = {
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
  title: 'Console/Billing/Billing list',
  component: BillingListPage,
  parameters: { ...specScreen('SPEC §2 side nav "billing"', 'The billing accounts'), layout: 'fullscreen' },
  render: (_args, { parameters }) => (
    <RouteModuleStory path="/billing" url="/billing" calls={parameters.calls as StoryCalls}>
      <BillingListPage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof BillingListPage>
export default meta
type Story = StoryObj<typeof meta>

/** The billing accounts from the account's billing-accounts call. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Billing accounts' })
    await expect(await within(table).findByRole('link', { name: /Acme OÜ/ })).toBeVisible()
  },
}

/** Nothing has answered yet. */
export const Loading: Story = {
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /Acme OÜ/ })).toBeNull()
  },
}

/** No billing accounts: the empty state with its create link. */
export const Empty: Story = {
  parameters: { calls: { 'account.billingAccounts': () => [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No billing accounts yet')).toBeVisible()
  },
}

/** The billing-accounts call fails: the error with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    calls: {
      'account.billingAccounts': () => {
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
    await expect(await canvas.findByRole('table', { name: 'Billing accounts' })).toBeVisible()
  },
}
