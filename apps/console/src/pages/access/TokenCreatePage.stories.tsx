import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { NotFoundPage } from '@cirrus/design-system'
import { messages } from '@cirrus/domain'
import { FailedCreateToast, billingAccounts, onPhone, storyLink, withApiBaseUrl } from '../../stories/helpers'
import { tokenFormFromParams, tokenRetryParams, type TokenForm } from './access-forms'
import { TokenCreateView } from './TokenCreateView'
import { specScreen } from '@cirrus/app-kit'

const accounts = billingAccounts.map((a) => ({ ...a, is_active: true }))

const meta = {
  title: 'Console/Access/API token create',
  component: TokenCreateView,
  args: {
    initial: { description: '', scope: 'restricted', billingAccountId: accounts[0]!.id },
    billingAccounts: accounts,
    onSubmit: fn(),
    submitting: false,
    created: null,
    onCreatedClose: fn(),
  },
  decorators: [withApiBaseUrl],
  parameters: {
    ...specScreen('SPEC §2 /access/create/{type}', 'Creating an API token'),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof TokenCreateView>
export default meta
type Story = StoryObj<typeof meta>

/** Restricted to one billing account by default; "Show API request" shows the call. */
export const Default: Story = {
  tags: ['dark'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Description'), 'CI')
    await userEvent.click(canvas.getByRole('button', { name: 'Show API request' }))
    const curl = canvas.getByRole('region', { name: 'curl command' })
    await expect(curl).toHaveTextContent('-X POST https://console.example/v1/user-resource/token')
    await expect(curl).toHaveTextContent(`"billing_account_id":${accounts[0]!.id}`)
    await userEvent.click(canvas.getByRole('button', { name: 'Create API token' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      description: 'CI',
      scope: 'restricted',
      billingAccountId: accounts[0]!.id,
    })
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** A global token reaches every billing account: no account to choose. */
export const Global: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Global: every billing account' }))
    await expect(canvas.queryByRole('combobox', { name: 'Billing account' })).toBeNull()
  },
}

/** Errors beside the fields, nothing sent. */
export const Invalid: Story = {
  args: { initial: { description: '', scope: 'restricted', billingAccountId: null } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create API token' }))
    await expect(canvas.getByLabelText('Description')).toHaveAccessibleDescription(
      expect.stringContaining('Describe what the token is for'),
    )
    await expect(canvas.getByText('Choose a billing account')).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** While the platform creates the token. */
export const Loading: Story = { args: { submitting: true } }

const refused: TokenForm = {
  description: 'Nightly backups',
  scope: 'restricted',
  billingAccountId: accounts[1]!.id,
}
const tokenRetryHref = `${messages.token.create.retryHref}?${tokenRetryParams(refused).toString()}`

/**
 * The platform refused the create: 'Error creating API token' with what it said and a "Retry" link that brings
 * the same form back (SPEC §8) — the form as that link fills it.
 */
export const CreateError: Story = {
  name: 'Error',
  args: {
    initial: tokenFormFromParams(new URL(tokenRetryHref, 'https://console.example').searchParams, refused),
  },
  render: (args) => (
    <>
      <TokenCreateView {...args} />
      <FailedCreateToast
        title={messages.token.create.failure}
        description="billing_account_id: The billing account is suspended"
        retryHref={tokenRetryHref}
      />
    </>
  ),
  play: async ({ canvas }) => {
    const toast = canvas.getByRole('alert')
    await expect(toast).toHaveTextContent('Error creating API token')
    await expect(toast).toHaveTextContent('The billing account is suspended')
    await expect(canvas.getByRole('link', { name: 'Retry' })).toHaveAttribute('href', tokenRetryHref)
    await expect(canvas.getByLabelText('Description')).toHaveValue('Nightly backups')
    await expect(canvas.getByRole('combobox', { name: 'Billing account' })).toHaveTextContent(
      accounts[1]!.title,
    )
  },
}

/** A user without billing accounts: a restricted token has none to choose; a global one can still be made. */
export const NoBillingAccounts: Story = {
  args: {
    billingAccounts: [],
    initial: { description: 'CI', scope: 'restricted', billingAccountId: null },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create API token' }))
    await expect(canvas.getByText('Choose a billing account')).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('radio', { name: 'Global: every billing account' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Create API token' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      description: 'CI',
      scope: 'global',
      billingAccountId: null,
    })
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

/** The token, shown once with a copy button and a warning. */
export const Created: Story = {
  args: {
    created: {
      id: 10,
      description: 'CI',
      restricted: true,
      billing_account_id: accounts[0]!.id,
      created_at: '2026-06-01 12:00:00',
      token_prefix: 'ck_9d1f',
      token: 'ck_9d1f2c7be04a4f6f8a1e55b2d0c3e7a9f41b6c2d',
    },
  },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'API token created' })
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This is the only time the token is shown',
    )
    await expect(within(dialog).getByRole('button', { name: 'Copy Token' })).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'I have copied the token' }))
    await expect(args.onCreatedClose).toHaveBeenCalled()
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
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create an API token' })).toBeVisible()
  },
}
