import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { MissingResourcePage, RouterErrorPage } from '@cirrus/design-system'
import { billingAccounts, onPhone, storyLink, withApiBaseUrl } from '../../stories/helpers'
import { DelegationDetailView } from './DelegationDetailView'
import { groups } from './story-data'
import { AccessDetailLoading } from './TokenDetailView'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Console/Access/Delegation group detail',
  component: DelegationDetailView,
  args: {
    group: groups[0]!,
    billingAccounts,
    pending: null,
    onCommand: fn(async () => {}),
    timeZone: 'UTC',
  },
  decorators: [withApiBaseUrl],
  parameters: {
    ...specScreen('SPEC §2 /access/delegation/{id}/', "A delegation group's page"),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof DelegationDetailView>
export default meta
type Story = StoryObj<typeof meta>

/** An unrestricted group with two users. */
export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Operations team' })).toBeVisible()
    await expect(canvas.getByText('Every resource')).toBeVisible()
    const users = canvas.getByRole('table', { name: 'Users' })
    await expect(within(users).getAllByRole('row')).toHaveLength(3)
    await expect(within(users).getByRole('button', { name: 'Remove grace@example.com' })).toBeVisible()
  },
}

/** A restricted group without users yet. */
export const Empty: Story = {
  args: { group: groups[1]! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('restricted')).toBeVisible()
    await expect(canvas.getByText(/No users yet/)).toBeVisible()
  },
}

/** The route's fallback while the group loads. */
export const Loading: Story = { render: () => <AccessDetailLoading label="Loading delegation group" /> }

/** The list could not be read: the route's error page. */
export const ErrorState: Story = {
  name: 'Error',
  render: () => (
    <RouterErrorPage error={new Error('Network error: Failed to fetch')} renderLink={storyLink} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible()
  },
}

export const NotFound: Story = {
  render: () => (
    <MissingResourcePage
      object="delegation group"
      createHref="/access/create/access_delegation"
      availableIds={groups.map((g) => g.id)}
      idHref={(id) => `/access/delegation/${id}/`}
      renderLink={storyLink}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This delegation group is gone' })).toBeVisible()
  },
}

/** Add a user by username, with the call under "Show API request". */
export const AddUser: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add user' }))
    const dialog = within(document.body).getByRole('dialog')
    await expect(within(dialog).getByRole('button', { name: 'Add user' })).toBeDisabled()
    await userEvent.type(within(dialog).getByLabelText('Username'), 'ada@example.com')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show API request' }))
    await expect(within(dialog).getByRole('region', { name: 'curl command' })).toHaveTextContent(
      '-X POST https://console.example/v1/user-resource/access_group/3/impersonation',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add user' }))
    await expect(args.onCommand).toHaveBeenCalledWith({ type: 'addUser', username: 'ada@example.com' })
  },
}

/** Remove a user, confirmed. */
export const RemoveUser: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove linus@example.com' }))
    const dialog = within(document.body).getByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await expect(args.onCommand).toHaveBeenCalledWith({ type: 'removeUser', impersonationId: '32' })
  },
}

/** Delete, confirmed by typing the group's name. */
export const DeleteConfirmation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete group' }))
    const dialog = within(document.body).getByRole('alertdialog')
    const confirm = within(dialog).getByRole('button', { name: 'Delete group' })
    await expect(confirm).toBeDisabled()
    await userEvent.type(within(dialog).getByRole('textbox'), 'Operations team')
    await userEvent.click(confirm)
    await expect(args.onCommand).toHaveBeenCalledWith({ type: 'delete' })
  },
}

export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Operations team' })).toBeVisible()
  },
}
