import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { AccountQuotas } from '@cirrus/domain'
import { makeUser } from '@cirrus/domain/fixtures'
import { onPhone, user } from '../../stories/helpers'
import { ProfileView } from './ProfileView'
import { specScreen } from '@cirrus/app-kit'

const quotas: AccountQuotas[] = [
  {
    billing_account_id: 1001,
    quotas: [
      { resource: 'vms', limit: 50, used: 3 },
      { resource: 'vcpu', limit: 200, used: 8 },
      { resource: 'ram_mb', limit: 409600, used: 12288 },
      { resource: 'disks', limit: 100, used: 4 },
      { resource: 'disk_gb', limit: 10240, used: 140 },
      { resource: 'public_ips', limit: 50, used: 2 },
      { resource: 'networks', limit: 50, used: 1 },
      { resource: 'load_balancers', limit: 20, used: 0 },
      { resource: 'buckets', limit: 50, used: 1 },
      { resource: 'managed_services', limit: 20, used: 0 },
    ],
  },
  {
    billing_account_id: 1002,
    quotas: [
      { resource: 'vms', limit: 5, used: 5 },
      { resource: 'public_ips', limit: 2, used: 0 },
    ],
  },
]

const meta = {
  title: 'Console/Account/Profile',
  component: ProfileView,
  args: { user, quotas, accountTitles: { 1001: 'Ada Lovelace', 1002: 'Analytical Engines Ltd' } },
  parameters: { ...specScreen('SPEC §2 /profile/', 'The profile page'), layout: 'fullscreen' },
} satisfies Meta<typeof ProfileView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ada@example.com')).toBeVisible()
    // One table per billing account, used and limit side by side.
    const full = canvas.getByRole('table', { name: 'Quotas of Analytical Engines Ltd' })
    await expect(full).toBeVisible()
    await expect(within(full).getByRole('row', { name: /Virtual machines/ })).toHaveTextContent('5 / 5')
    const own = canvas.getByRole('table', { name: 'Quotas of Ada Lovelace' })
    await expect(within(own).getByRole('row', { name: /RAM \(MB\)/ })).toHaveTextContent('12,288 / 409,600')
    await expect(within(own).getAllByRole('row')).toHaveLength(1 + 10)
  },
}

export const QuotasLoading: Story = {
  args: { quotas: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ada@example.com')).toBeVisible()
    await expect(canvas.getByRole('table', { name: 'Quotas' })).toBeVisible()
    await expect(canvas.queryByText('Virtual machines')).not.toBeInTheDocument()
  },
}

export const QuotasError: Story = {
  args: { quotas: undefined, quotasError: 'The platform did not answer.', onRetryQuotas: () => {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The platform did not answer.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

export const WithoutName: Story = {
  args: {
    user: makeUser({
      is_admin: true,
      profile_data: { first_name: '', last_name: '', email: 'admin@cirrus.test' },
    }),
  },
}

export const Mobile: Story = {
  ...onPhone,
}

export const ReferralCode: Story = {
  name: 'Referral code',
  args: { referralCode: 'K7QM2XPA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Referral code')).toBeVisible()
    await expect(canvas.getByText('K7QM2XPA')).toBeVisible()
  },
}
