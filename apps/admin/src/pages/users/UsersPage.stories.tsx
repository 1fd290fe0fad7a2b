import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, storyNetworkError, type StoryCalls } from '@cirrus/app-kit'
import type { AdminUser } from '@cirrus/domain'
import UsersPage from './UsersPage'

// The route module itself (its queries → UsersView); every state of the view in detail is in UsersView.stories.tsx.
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

const populated: StoryCalls = {
  'admin.users': () => ({ total: users.length, items: users }),
  'account.currentUser': () => ({ id: 1, email: 'admin@cirrus.test' }),
}

const meta = {
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
  title: 'Admin/Users & billing/Users',
  // The view's stories (UsersView.stories.tsx) share this title: a distinct id keeps the two files' story ids apart.
  id: 'admin-users-billing-users-route',
  component: UsersPage,
  parameters: { ...specScreen('SPEC §2 /admin/users', 'Users'), layout: 'fullscreen' },
  beforeEach: () => {
    localStorage.removeItem('cirrus.admin.users.columns')
  },
  render: (_args, { parameters }) => (
    <RouteModuleStory path="/users" url="/users" calls={parameters.calls as StoryCalls}>
      <UsersPage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof UsersPage>
export default meta
type Story = StoryObj<typeof meta>

/** One page of users from the users call; the signed-in admin from the current user. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: populated },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
    const table = await canvas.findByRole('table', { name: 'Users' })
    await expect(await within(table).findByText('alice@example.test')).toBeVisible()
  },
}

/** Nothing has answered yet. */
export const Loading: Story = {
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
    await expect(canvas.queryByText('alice@example.test')).toBeNull()
  },
}

/** The users call answers with no one. */
export const Empty: Story = {
  parameters: { calls: { ...populated, 'admin.users': () => ({ total: 0, items: [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No users yet')).toBeVisible()
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
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
  },
}
