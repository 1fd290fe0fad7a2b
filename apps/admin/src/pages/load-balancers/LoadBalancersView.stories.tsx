import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { onPhone, specScreen } from '@cirrus/app-kit'
import type { AdminLoadBalancer } from '@cirrus/domain'
import { listStates, serverListArgs } from '../../components/server-list-stories'
import { LoadBalancersView } from './LoadBalancersView'

const lb = (n: number, more: Partial<AdminLoadBalancer> = {}): AdminLoadBalancer => ({
  uuid: `20000000-0000-4000-8000-00000000000${n}`,
  name: `front-${n}`,
  location: 'tll01',
  status: 'active',
  private_address: `10.1.0.${n + 10}`,
  public_ip: `203.0.113.${n}`,
  rule_count: 2,
  target_count: 3,
  owner_id: 2,
  owner_email: 'alice@example.test',
  billing_account_id: 4,
  hourly_price: { amount: '0.0137', currency: 'EUR' },
  monthly_price: { amount: '10.001', currency: 'EUR' },
  created_at: `2026-11-2${n}T10:00:00.000Z`,
  ...more,
})
const lbs = [
  lb(2),
  lb(1, {
    status: 'no_targets',
    target_count: 0,
    public_ip: null,
    owner_email: 'bob@example.test',
    owner_id: 3,
  }),
]

const meta = {
  title: 'Admin/Network/Load balancers',
  component: LoadBalancersView,
  args: serverListArgs(lbs),
  parameters: { ...specScreen('SPEC §2 /admin/load_balancers', 'Load balancers'), layout: 'fullscreen' },
  beforeEach: () => {
    localStorage.removeItem('cirrus.admin.load-balancers.columns')
  },
} satisfies Meta<typeof LoadBalancersView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Load balancers', level: 1 })).toBeVisible()
    await expect(canvas.getAllByRole('cell', { name: '€0.0137/h' })).toHaveLength(2)
    await expect(canvas.getByRole('link', { name: 'Open owner bob@example.test' })).toHaveAttribute(
      'href',
      '/users/3',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }))
    await expect(args.onSortChange).toHaveBeenCalledWith({ columnId: 'name', direction: 'asc' })
  },
}

export const Loading: Story = listStates.Loading

export const Empty: Story = {
  ...listStates.Empty,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No load balancers on the platform yet')).toBeVisible()
  },
}

export const ErrorState: Story = listStates.ErrorState

export const Mobile: Story = { ...onPhone }
