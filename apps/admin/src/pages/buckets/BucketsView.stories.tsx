import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { onPhone, specScreen } from '@cirrus/app-kit'
import type { AdminBucket } from '@cirrus/domain'
import { listStates, serverListArgs } from '../../components/server-list-stories'
import { BucketsView } from './BucketsView'

const bucket = (name: string, more: Partial<AdminBucket> = {}): AdminBucket => ({
  name,
  location: 'S3 endpoint',
  status: 'active',
  size_bytes: 5 * 1024 * 1024 * 1024,
  num_objects: 1200,
  owner_id: 2,
  owner_email: 'alice@example.test',
  billing_account_id: 4,
  hourly_price: { amount: '0.000171', currency: 'EUR' },
  monthly_price: { amount: '0.12483', currency: 'EUR' },
  created_at: '2026-11-20T10:00:00.000Z',
  ...more,
})
const buckets = [
  bucket('alice-photos'),
  bucket('bob-backups', {
    status: 'suspended',
    size_bytes: 0,
    num_objects: 0,
    owner_email: 'bob@example.test',
    owner_id: 3,
    hourly_price: { amount: '0', currency: 'EUR' },
    monthly_price: { amount: '0', currency: 'EUR' },
  }),
]

const meta = {
  title: 'Admin/Storage/Object storage',
  component: BucketsView,
  args: serverListArgs(buckets),
  parameters: { ...specScreen('SPEC §2 /admin/buckets', 'Object Storage'), layout: 'fullscreen' },
  beforeEach: () => {
    localStorage.removeItem('cirrus.admin.buckets.columns')
  },
} satisfies Meta<typeof BucketsView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Object Storage', level: 1 })).toBeVisible()
    await expect(canvas.getByRole('cell', { name: '5 GB' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Open owner bob@example.test' })).toHaveAttribute(
      'href',
      '/users/3',
    )
  },
}

export const Loading: Story = listStates.Loading

export const Empty: Story = {
  ...listStates.Empty,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No buckets on the platform yet')).toBeVisible()
  },
}

export const ErrorState: Story = listStates.ErrorState

export const Mobile: Story = { ...onPhone }
