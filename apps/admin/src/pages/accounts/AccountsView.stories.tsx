import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { onPhone } from '@cirrus/app-kit'
import { adminAccount as account } from '../../stories'
import { AccountsView } from './AccountsView'
import { specScreen } from '@cirrus/app-kit'

const accounts = [account(3), account(2, { is_active: false, suspend_reason: 'Unpaid invoices' }), account(1)]

const meta = {
  title: 'Admin/Users & billing/Billing accounts',
  component: AccountsView,
  args: {
    onOpenPage: fn(),
    page: { total: 3, items: accounts },
    search: '',
    onSearchChange: fn(),
    pageNumber: 1,
    onPageChange: fn(),
    sort: { columnId: 'created', direction: 'desc' },
    onSortChange: fn(),
    filters: {},
    onFiltersChange: fn(),
    fetchAll: async () => accounts,
    onSuspend: fn(),
    onOpenOwner: fn(),
  },
  parameters: { ...specScreen('SPEC §2 /admin/accounts', 'Billing accounts'), layout: 'fullscreen' },
  beforeEach: () => {
    localStorage.removeItem('cirrus.admin.accounts.columns')
  },
} satisfies Meta<typeof AccountsView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Billing accounts', level: 1 })).toBeVisible()
    await expect(canvas.getAllByText('4.2731 EUR')).toHaveLength(3)
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend billing account Account 3' }))
    await expect(args.onSuspend).toHaveBeenCalledWith(accounts[0], true)
    await userEvent.click(canvas.getByRole('button', { name: 'Activate billing account Account 2' }))
    await expect(args.onSuspend).toHaveBeenCalledWith(accounts[1], false)
  },
}

export const Loading: Story = { args: { page: undefined } }

export const Empty: Story = {
  args: { page: { total: 0, items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No billing accounts yet')).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { page: undefined, error: 'Network error: Failed to fetch', onRetry: fn() },
}

export const Mobile: Story = { ...onPhone }
