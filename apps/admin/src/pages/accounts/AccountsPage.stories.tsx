import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, storyNetworkError, type StoryCalls } from '@cirrus/app-kit'
import { adminAccount as account } from '../../stories'
import AccountsPage from './AccountsPage'

// The route module itself (its query → AccountsView); every state of the view in detail is in AccountsView.stories.tsx.
const accounts = [account(3), account(2, { is_active: false, suspend_reason: 'Unpaid invoices' }), account(1)]
const populated: StoryCalls = {
  'admin.billingAccounts': () => ({ total: accounts.length, items: accounts }),
}

const meta = {
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
  title: 'Admin/Users & billing/Accounts',
  component: AccountsPage,
  parameters: { ...specScreen('SPEC §2 /admin/accounts', 'Billing accounts'), layout: 'fullscreen' },
  beforeEach: () => {
    localStorage.removeItem('cirrus.admin.accounts.columns')
  },
  render: (_args, { parameters }) => (
    <RouteModuleStory path="/accounts" url="/accounts" calls={parameters.calls as StoryCalls}>
      <AccountsPage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof AccountsPage>
export default meta
type Story = StoryObj<typeof meta>

/** The billing accounts page from the admin billing-account call. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Billing accounts' })).toBeVisible()
    await expect(
      await canvas.findByRole('button', { name: 'Suspend billing account Account 3' }),
    ).toBeVisible()
  },
}

/** Nothing has answered yet. */
export const Loading: Story = {
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Billing accounts' })).toBeVisible()
    await expect(canvas.queryByText('Account 3')).toBeNull()
  },
}

/** No billing account at all. */
export const Empty: Story = {
  parameters: { calls: { 'admin.billingAccounts': () => ({ total: 0, items: [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No billing accounts yet')).toBeVisible()
  },
}

/** The billing-account call fails: the error with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    calls: {
      'admin.billingAccounts': () => {
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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Billing accounts' })).toBeVisible()
  },
}
