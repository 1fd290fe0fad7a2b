import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { billingAccounts, grantor, ips, onPhone, priceList, storyLink, vms } from '../../stories/helpers'
import { dashboardSummary } from './dashboard-summary'
import { DashboardView } from './DashboardView'
import { specScreen } from '@cirrus/app-kit'

const populated = dashboardSummary({ vms, ips, billingAccounts, priceList })
const empty = dashboardSummary({ vms: [], ips: [], billingAccounts: billingAccounts.slice(0, 1), priceList })

const meta = {
  title: 'Console/Dashboard/Dashboard',
  component: DashboardView,
  args: { userName: 'Ada', summary: populated, renderLink: storyLink },
  parameters: { ...specScreen('SPEC §2 / (dashboard)', 'The dashboard'), layout: 'fullscreen' },
} satisfies Meta<typeof DashboardView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
    await expect(canvas.getByRole('table', { name: 'Cost by billing account' })).toBeVisible()
  },
}

/** Impersonation (SPEC §6): a recent VM shared through a delegation group names its owner. */
export const SharedThroughDelegation: Story = {
  args: {
    summary: dashboardSummary({
      vms: vms.map((vm, i) => (i === 0 ? { ...vm, user_id: grantor.userId } : vm)),
      ips,
      billingAccounts,
      priceList,
      owners: grantor.owners,
    }),
  },
  play: async ({ canvas }) => {
    const recent = canvas.getByRole('heading', { name: 'Recent resources' }).closest('section')!
    await expect(within(recent).getByText('Owned by ada@example.com')).toBeVisible()
  },
}

export const Loading: Story = { args: { summary: undefined } }

export const Empty: Story = {
  args: { summary: empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Welcome to Cirrus' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create VM' })).toHaveAttribute('href', '/compute/create')
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { summary: undefined, error: 'Network error: Failed to fetch', onRetry: () => {} },
}

export const PricesUnavailable: Story = {
  args: { summary: dashboardSummary({ vms, ips, billingAccounts, priceList: null }) },
}

export const Mobile: Story = {
  ...onPhone,
}
