import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, storyNetworkError, type StoryCalls } from '@cirrus/app-kit'
import type { AdminUser } from '@cirrus/domain'
import AdminUsersPage from './AdminUsersPage'

// The route module itself (UsersScreen of admins → UsersView); every state of the view is in UsersView.stories.tsx.
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
  user(2, 'alice@example.test', { is_admin: true }),
]

const populated: StoryCalls = {
  'admin.users': () => ({ total: users.length, items: users }),
  'account.currentUser': () => ({ id: 1, email: 'admin@cirrus.test' }),
}

const meta = {
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
  title: 'Admin/Users & billing/Admin users',
  component: AdminUsersPage,
  parameters: { ...specScreen('SPEC §2 /admin/admin_users', 'Admin users'), layout: 'fullscreen' },
  beforeEach: () => {
    localStorage.removeItem('cirrus.admin.users.columns')
  },
  render: (_args, { parameters }) => (
    <RouteModuleStory path="/admin_users" url="/admin_users" calls={parameters.calls as StoryCalls}>
      <AdminUsersPage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof AdminUsersPage>
export default meta
type Story = StoryObj<typeof meta>

/** One page of administrators from the users call (asked for admins only); the signed-in admin from the current user. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Admin users' })).toBeVisible()
    const table = await canvas.findByRole('table', { name: 'Admin users' })
    await expect(await within(table).findByText('alice@example.test')).toBeVisible()
  },
}

/** Nothing has answered yet. */
export const Loading: Story = {
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Admin users' })).toBeVisible()
    await expect(canvas.queryByText('alice@example.test')).toBeNull()
  },
}

/** The users call answers with no administrator. */
export const Empty: Story = {
  parameters: { calls: { ...populated, 'admin.users': () => ({ total: 0, items: [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No administrators')).toBeVisible()
  },
}

/** The users call fails: the error with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    calls: {
      ...populated,
      'admin.users': () => {
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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Admin users' })).toBeVisible()
  },
}
