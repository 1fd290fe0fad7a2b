import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, storyNetworkError, type StoryCalls } from '@cirrus/app-kit'
import { ApiError } from '@cirrus/domain'
import { adminAccount, auditEntries } from '../../stories'
import AccountDetailPage from './AccountDetailPage'

// The route module itself (its queries → ResourceDetailView); every state of the view in detail is in
// components/ResourceDetailView.stories.tsx.
const account = adminAccount(1)
const populated: StoryCalls = {
  'admin.billingAccount': () => account,
  'admin.auditOf': () => auditEntries,
}

const meta = {
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
  title: 'Admin/Users & billing/Account detail',
  component: AccountDetailPage,
  parameters: {
    ...specScreen('SPEC §2 /admin/accounts/{id}', "A billing account's admin page"),
    layout: 'fullscreen',
  },
  render: (_args, { parameters }) => (
    <RouteModuleStory
      path="/accounts/:id"
      url={`/accounts/${account.id}`}
      calls={parameters.calls as StoryCalls}
    >
      <AccountDetailPage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof AccountDetailPage>
export default meta
type Story = StoryObj<typeof meta>

/** The account from its detail call, its audit trail. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: account.title })).toBeVisible()
    await expect(canvas.getByText(account.owner_email, { selector: 'a' })).toBeVisible()
  },
}

/** Nothing has answered yet. */
export const Loading: Story = {
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { level: 1, name: account.title })).toBeNull()
  },
}

/** The account call answers 404: the missing-resource page. */
export const NotFound: Story = {
  name: 'Not found',
  parameters: {
    calls: {
      ...populated,
      'admin.billingAccount': () => {
        throw new ApiError({ status: 404, message: 'Not found' })
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(/gone|not found/i)
  },
}

/** The account call fails: the error with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    calls: {
      ...populated,
      'admin.billingAccount': () => {
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
    await expect(await canvas.findByRole('heading', { level: 1, name: account.title })).toBeVisible()
  },
}
