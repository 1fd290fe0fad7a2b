import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { onPhone, specScreen } from '@cirrus/app-kit'
import type { AdminService, AdminServiceOffer } from '@cirrus/domain'
import { listStates, serverListArgs } from '../../components/server-list-stories'
import { ServicePackagesView } from './ServicePackagesView'

const offer = (service: string, more: Partial<AdminServiceOffer> = {}): AdminServiceOffer => ({
  service,
  display_name: 'PostgreSQL database',
  kind: 'database',
  versions: ['16.0', '15.0'],
  defaults: { vm_cpu: 2, vm_ram: 4096, vm_disk_gb: 40 },
  port: 5432,
  settable: ['port', 'max_connections'],
  limits: { nodes_per_group: 10, worker_groups: 5 },
  node_hourly_price: { amount: '0.0411', currency: 'EUR' },
  node_monthly_price: { amount: '30.003', currency: 'EUR' },
  running: 1,
  ...more,
})
const offers = [
  offer('kubernetes', {
    display_name: 'Kubernetes cluster',
    kind: 'kubernetes',
    versions: ['1.31'],
    running: 0,
  }),
  offer('postgresql'),
]
const service = (n: number, more: Partial<AdminService> = {}): AdminService => ({
  uuid: `30000000-0000-4000-8000-00000000000${n}`,
  name: `db-${n}`,
  service: 'postgresql',
  version: '16.0',
  location: 'tll01',
  status: 'active',
  node_count: 1,
  vm_cpu: 2,
  vm_ram: 4096,
  vm_disk_gb: 40,
  owner_id: 2,
  owner_email: 'alice@example.test',
  billing_account_id: 4,
  created_at: `2026-11-2${n}T10:00:00.000Z`,
  ...more,
})
const services = [
  service(2),
  service(1, { status: 'creating', owner_email: 'bob@example.test', owner_id: 3 }),
]

const meta = {
  title: 'Admin/Services/Service packages',
  component: ServicePackagesView,
  args: { ...serverListArgs(services), offers },
  parameters: { ...specScreen('SPEC §2 /admin/service_packages', 'Services'), layout: 'fullscreen' },
  beforeEach: () => {
    localStorage.removeItem('cirrus.admin.service-packages.columns')
  },
} satisfies Meta<typeof ServicePackagesView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible()
    await expect(canvas.getByRole('table', { name: 'Service catalogue' })).toBeVisible()
    await expect(canvas.getByText('1.31')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Open owner bob@example.test' })).toHaveAttribute(
      'href',
      '/users/3',
    )
  },
}

export const Loading: Story = {
  ...listStates.Loading,
  args: { ...listStates.Loading.args, offers: undefined },
}

export const Empty: Story = {
  ...listStates.Empty,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No managed services on the platform yet')).toBeVisible()
  },
}

export const ErrorState: Story = listStates.ErrorState

export const Mobile: Story = { ...onPhone }
