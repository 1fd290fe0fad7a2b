import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { onPhone } from '@cirrus/app-kit'
import type { AdminUser } from '@cirrus/domain'
import { UsersView } from './UsersView'
import { specScreen } from '@cirrus/app-kit'

const user = (id: number, email: string, extra: Partial<AdminUser> = {}): AdminUser => ({
  id,
  email,
  first_name: email.split('@')[0]!,
  last_name: '',
  is_admin: false,
  suspended: false,
  suspended_at: null,
  created_at: `2026-11-${String(25 - id).padStart(2, '0')}T09:00:00.000Z`,
  last_activity: null,
  ...extra,
})

const users = [
  user(1, 'admin@cirrus.test', { is_admin: true }),
  user(2, 'alice@example.test'),
  user(3, 'bob@example.test', { suspended: true, suspended_at: '2026-11-24T10:00:00.000Z' }),
]

const meta = {
  title: 'Admin/Users & billing/Users',
  component: UsersView,
  args: {
    kind: 'users',
    page: { total: 3, items: users },
    search: '',
    onSearchChange: fn(),
    pageNumber: 1,
    onPageChange: fn(),
    sort: { columnId: 'created', direction: 'desc' },
    onSortChange: fn(),
    filters: {},
    onFiltersChange: fn(),
    fetchAll: async () => users,
    onOpen: fn(),
    onSuspend: fn(),
    onSetAdmin: fn(),
    selfId: 1,
  },
  parameters: { ...specScreen('SPEC §2 /admin/users', 'Users'), layout: 'fullscreen' },
  beforeEach: () => {
    localStorage.removeItem('cirrus.admin.users.columns')
  },
} satisfies Meta<typeof UsersView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend alice@example.test' }))
    await expect(args.onSuspend).toHaveBeenCalledWith(users[1], true)
    await userEvent.click(canvas.getByRole('button', { name: 'Unsuspend bob@example.test' }))
    await expect(args.onSuspend).toHaveBeenCalledWith(users[2], false)
    await userEvent.click(canvas.getByRole('button', { name: 'Make admin alice@example.test' }))
    await expect(args.onSetAdmin).toHaveBeenCalledWith(users[1], true)
    // An administrator cannot suspend themselves.
    await expect(canvas.getByRole('button', { name: 'Suspend admin@cirrus.test' })).toBeDisabled()
    await expect(canvas.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('1–3 of 3')
  },
}

export const Loading: Story = { args: { page: undefined } }

export const Empty: Story = {
  args: { page: { total: 0, items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No users yet')).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { page: undefined, error: 'Network error: Failed to fetch', onRetry: fn() },
}

export const AdminUsers: Story = {
  args: { kind: 'admins', page: { total: 1, items: [users[0]!] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Admin users', level: 1 })).toBeVisible()
  },
}

export const Mobile: Story = { ...onPhone }
