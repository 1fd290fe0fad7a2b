import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { NotFoundPage } from '@cirrus/design-system'
import { messages } from '@cirrus/domain'
import { FailedCreateToast, billingAccounts, onPhone, storyLink, withApiBaseUrl } from '../../stories/helpers'
import { delegationFormFromParams, delegationRetryParams, type DelegationForm } from './access-forms'
import { DelegationCreateView } from './DelegationCreateView'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Console/Access/Delegation group create',
  component: DelegationCreateView,
  args: {
    initial: { name: '', billingAccountId: null, usernames: '' },
    billingAccounts,
    onSubmit: fn(),
    submitting: false,
  },
  decorators: [withApiBaseUrl],
  parameters: {
    ...specScreen('SPEC §2 /access/create/{type}', 'Creating a delegation group'),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof DelegationCreateView>
export default meta
type Story = StoryObj<typeof meta>

/** A name and users; the group is created first, then each user is added (SPEC §7). */
export const Default: Story = {
  tags: ['dark'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Name', { exact: true }), 'Operations')
    await userEvent.type(canvas.getByLabelText('Usernames'), 'grace@example.com{enter}linus@example.com')
    await expect(canvas.getByText('Then 2 users are added')).toBeVisible()
    // The group's call, then each user's, in the order they are sent (SPEC §7).
    await userEvent.click(canvas.getByRole('button', { name: 'Show API request' }))
    const script = canvas.getByRole('region', { name: 'curl commands' })
    await expect(script).toHaveTextContent(
      '# 1. Create the group; set GROUP_ID to the id it answers curl -X POST https://console.example/v1/user-resource/access_group',
    )
    const user = '-X POST "https://console.example/v1/user-resource/access_group/$GROUP_ID/impersonation"'
    await expect(script).toHaveTextContent(`# 2. Add grace@example.com curl ${user}`)
    await expect(script).toHaveTextContent('{"grantee_username":"grace@example.com"}')
    await expect(script).toHaveTextContent(`# 3. Add linus@example.com curl ${user}`)
    await expect(script).toHaveTextContent('{"grantee_username":"linus@example.com"}')
    await userEvent.click(canvas.getByRole('button', { name: 'Create delegation group' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Operations',
      billingAccountId: null,
      usernames: 'grace@example.com\nlinus@example.com',
    })
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** Restricted to one billing account: it shares only that account's resources. */
export const Restricted: Story = {
  args: { initial: { name: 'Accountants', billingAccountId: billingAccounts[1]!.id, usernames: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Shares' })).toHaveTextContent(
      `Restricted to ${billingAccounts[1]!.title}`,
    )
    await expect(canvas.getByText('No users yet')).toBeVisible()
  },
}

/** Errors beside the fields, nothing sent. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create delegation group' }))
    await expect(canvas.getByLabelText('Name', { exact: true })).toHaveAccessibleDescription(
      expect.stringContaining('Name the group'),
    )
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** While the group is created and the users added. */
export const Loading: Story = {
  args: {
    submitting: true,
    initial: { name: 'Operations', billingAccountId: null, usernames: 'grace@example.com' },
  },
}

const refused: DelegationForm = {
  name: 'Operations',
  billingAccountId: billingAccounts[0]!.id,
  usernames: 'grace@example.com',
}
const delegationRetryHref = `${messages.delegation.create.retryHref}?${delegationRetryParams(refused).toString()}`

/**
 * The platform refused the group: 'Error creating delegation access group' with what it said and a "Retry"
 * link that brings the same form back (SPEC §8) — the form as that link fills it. No user was added.
 */
export const CreateError: Story = {
  name: 'Error',
  args: {
    initial: delegationFormFromParams(new URL(delegationRetryHref, 'https://console.example').searchParams, {
      name: '',
      billingAccountId: null,
      usernames: '',
    }),
  },
  render: (args) => (
    <>
      <DelegationCreateView {...args} />
      <FailedCreateToast
        title={messages.delegation.create.failure}
        description="name: A group with this name exists"
        retryHref={delegationRetryHref}
      />
    </>
  ),
  play: async ({ canvas }) => {
    const toast = canvas.getByRole('alert')
    await expect(toast).toHaveTextContent('Error creating delegation access group')
    await expect(canvas.getByRole('link', { name: 'Retry' })).toHaveAttribute('href', delegationRetryHref)
    await expect(canvas.getByLabelText('Name', { exact: true })).toHaveValue('Operations')
    await expect(canvas.getByLabelText('Usernames')).toHaveValue('grace@example.com')
  },
}

/** A user without billing accounts: the group can only share every resource. */
export const Empty: Story = {
  args: { billingAccounts: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Shares' }))
    const options = within(document.body).getAllByRole('option')
    await expect(options.map((o) => o.textContent)).toEqual(['Every resource of yours'])
    await userEvent.keyboard('{Escape}')
    await expect(canvas.getByText('No users yet')).toBeVisible()
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** /access/create/{type} with a type it does not know. */
export const NotFound: Story = {
  render: () => <NotFoundPage renderLink={storyLink} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This page is gone' })).toBeVisible()
  },
}

export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create a delegation group' })).toBeVisible()
  },
}
