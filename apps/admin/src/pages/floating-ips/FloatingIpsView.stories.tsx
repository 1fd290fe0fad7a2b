import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { onPhone, specScreen } from '@cirrus/app-kit'
import type { AdminFloatingIp } from '@cirrus/domain'
import { listStates, serverListArgs } from '../../components/server-list-stories'
import { tallinnNetwork } from '../vm-conf/fixtures'
import { FloatingIpsView } from './FloatingIpsView'

const ip = (n: number, more: Partial<AdminFloatingIp> = {}): AdminFloatingIp => ({
  uuid: `00000000-0000-4000-8000-00000000000${n}`,
  address: `203.0.113.${n}`,
  name: n === 1 ? 'web' : '',
  location: 'tll01',
  status: 'assigned',
  assigned_to: '10000000-0000-4000-8000-000000000001',
  assigned_to_resource_type: 'virtual_machine',
  range_cidr: '203.0.113.0/24',
  owner_id: 2,
  owner_email: 'alice@example.test',
  billing_account_id: 4,
  hourly_price: { amount: '0.005', currency: 'EUR' },
  monthly_price: { amount: '3.65', currency: 'EUR' },
  created_at: `2026-11-2${n}T10:00:00.000Z`,
  ...more,
})
const ips = [
  ip(3),
  ip(2, { status: 'unassigned', assigned_to: null, owner_email: 'bob@example.test', owner_id: 3 }),
  ip(1),
]
const tallinn = tallinnNetwork(3, { dns_servers: ['1.1.1.1'] })
const networks = [
  tallinn,
  { ...tallinn, location: 'jhv02', display_name: 'Jõhvi', ranges: [], outside_ranges: 5 },
]

const meta = {
  title: 'Admin/Network/IP addresses',
  component: FloatingIpsView,
  args: { ...serverListArgs(ips), networks },
  parameters: { ...specScreen('SPEC §2 /admin/floating_ips', 'IP addresses'), layout: 'fullscreen' },
  beforeEach: () => {
    localStorage.removeItem('cirrus.admin.floating-ips.columns')
  },
} satisfies Meta<typeof FloatingIpsView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, args, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'IP addresses', level: 1 })).toBeVisible()
    // The ranges with their used and free counts; a location without one uses the shared pool.
    const tallinn = canvas.getByRole('row', { name: /Tallinn 203\.0\.113\.0\/24 3 251/ })
    await expect(tallinn).toBeVisible()
    await expect(canvas.getByRole('row', { name: /Jõhvi Shared pool 5/ })).toBeVisible()
    // The owner opens the admin user page.
    await expect(canvas.getByRole('link', { name: 'Open owner bob@example.test' })).toHaveAttribute(
      'href',
      '/users/3',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Filter Owner' }))
    await userEvent.type(
      within(canvasElement.ownerDocument.body).getByRole('textbox', { name: 'Filter Owner' }),
      'b',
    )
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ owner: 'b' })
    await userEvent.keyboard('{Escape}')
  },
}

export const Loading: Story = {
  ...listStates.Loading,
  args: { ...listStates.Loading.args, networks: undefined },
}

export const Empty: Story = {
  ...listStates.Empty,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No public IP addresses on the platform yet')).toBeVisible()
  },
}

export const ErrorState: Story = listStates.ErrorState

export const Mobile: Story = { ...onPhone }
