import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { onPhone, storyLink } from '@cirrus/app-kit'
import type { AdminUserDetail, AdminUserResource } from '@cirrus/domain'
import { adminAccount, adminVm, auditEntries } from '../../stories'
import { UserDetailView } from './UserDetailView'
import { specScreen } from '@cirrus/app-kit'

const resource = (kind: AdminUserResource['kind'], name: string, over: Partial<AdminUserResource> = {}) => ({
  kind,
  id: `${kind}-1`,
  name,
  location: 'tll01',
  status: null,
  detail: '',
  parent_uuid: null,
  created_at: '2026-11-20T09:00:00.000Z',
  ...over,
})

const detail: AdminUserDetail = {
  user: {
    id: 2,
    email: 'alice@example.test',
    first_name: 'Alice',
    last_name: 'Tamm',
    is_admin: false,
    suspended: false,
    suspended_at: null,
    created_at: '2026-10-01T09:00:00.000Z',
    last_activity: '2026-11-24T08:00:00.000Z',
  },
  billing_accounts: [adminAccount(1)],
  virtual_machines: { total: 2, items: [adminVm(3), adminVm(2, { status: 'stopped' })] },
  resources: [
    resource('disk', 'data', { status: 'Active', detail: '50 GB, attached', parent_uuid: adminVm(3).uuid }),
    resource('ip', '185.1.1.3', { status: 'assigned', detail: '185.1.1.3', parent_uuid: adminVm(3).uuid }),
    resource('network', 'alice-net', { detail: '10.7.0.0/24' }),
    resource('bucket', 'alice-backups', { location: null, status: 'active', detail: '12 objects' }),
    resource('load_balancer', 'web-lb', { detail: '10.7.0.10' }),
    resource('service', 'orders-db', { status: 'active', detail: 'postgresql 16' }),
    resource('metal', 'render-1', { status: 'active', detail: 'M1, machine 5b1c…', parent_uuid: '5b1c' }),
  ],
  sessions: [{ id: 1, created_at: '2026-11-24T08:00:00.000Z', expires_at: '2026-11-25T08:00:00.000Z' }],
  api_tokens: [
    {
      id: 1,
      description: 'CI',
      token_prefix: 'cir_ab12',
      restricted: true,
      billing_account_id: 1,
      created_at: '2026-11-01T09:00:00.000Z',
    },
  ],
}
const userAudit = [
  {
    ...auditEntries[0]!,
    action: 'user.unsuspend',
    target_type: 'user',
    target_id: '2',
    before: { suspended: true },
    after: { suspended: false },
  },
]

const meta = {
  title: 'Admin/Users & billing/User detail',
  component: UserDetailView,
  args: {
    detail,
    onSuspend: fn(),
    onSetAdmin: fn(),
    audit: { entries: userAudit },
    renderLink: storyLink,
  },
  parameters: { ...specScreen('SPEC §2 /admin/users (a user)', "A user's admin page"), layout: 'fullscreen' },
} satisfies Meta<typeof UserDetailView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'alice@example.test', level: 1 })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'web-3' })).toHaveAttribute(
      'href',
      `/virtual_machines/${adminVm(3).uuid}`,
    )
    const resources = canvas.getByRole('table', { name: 'Other resources' })
    for (const kind of [
      'Disk',
      'IP address',
      'VPC network',
      'Bucket',
      'Load balancer',
      'Managed service',
      'Bare metal lease',
    ]) {
      await expect(resources).toHaveTextContent(kind)
    }
    await expect(canvas.getByRole('link', { name: 'data' })).toHaveAttribute(
      'href',
      `/virtual_machines/${adminVm(3).uuid}`,
    )
    await expect(canvas.getByRole('table', { name: 'Audit log of this resource' })).toHaveTextContent(
      'user.unsuspend',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend' }))
    await expect(args.onSuspend).toHaveBeenCalledWith(true)
    await userEvent.click(canvas.getByRole('button', { name: 'Make admin' }))
    await expect(args.onSetAdmin).toHaveBeenCalledWith(true)
  },
}

export const Empty: Story = {
  name: 'Empty (a new user)',
  args: {
    detail: {
      ...detail,
      billing_accounts: [],
      virtual_machines: { total: 0, items: [] },
      resources: [],
      sessions: [],
      api_tokens: [],
    },
    audit: { entries: [] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No virtual machines')).toBeVisible()
    await expect(
      canvas.getByText('No disks, IP addresses, networks, buckets, load balancers, services or bare metal'),
    ).toBeVisible()
    await expect(canvas.getByText('No admin changes yet')).toBeVisible()
  },
}

export const SuspendedAdmin: Story = {
  name: 'Suspended administrator',
  args: {
    detail: {
      ...detail,
      user: { ...detail.user, is_admin: true, suspended: true, suspended_at: '2026-11-24T10:00:00.000Z' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Suspended')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Unsuspend' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Revoke admin' })).toBeVisible()
  },
}

export const Self: Story = {
  name: 'The signed-in administrator',
  args: { detail: { ...detail, user: { ...detail.user, is_admin: true } }, isSelf: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Suspend' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Revoke admin' })).toBeDisabled()
  },
}

export const Busy: Story = { args: { busy: true } }

export const Loading: Story = {
  args: { detail: undefined, audit: { entries: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'User', level: 1 })).toBeVisible()
  },
}

export const NotFound: Story = {
  name: 'Not found',
  args: { detail: undefined, error: 'No such user: 999', onRetry: fn(), audit: { entries: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No such user: 999')).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: {
    detail: undefined,
    error: 'Network error: Failed to fetch',
    onRetry: fn(),
    audit: { entries: undefined },
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Mobile: Story = { ...onPhone }
