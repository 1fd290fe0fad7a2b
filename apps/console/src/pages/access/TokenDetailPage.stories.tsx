import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { MissingResourcePage, RouterErrorPage } from '@cirrus/design-system'
import { billingAccounts, onPhone, storyLink, withApiBaseUrl } from '../../stories/helpers'
import { tokens } from './story-data'
import { AccessDetailLoading, TokenDetailView } from './TokenDetailView'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Console/Access/API token detail',
  component: TokenDetailView,
  args: {
    token: tokens[0]!,
    billingAccounts,
    deleting: false,
    onDelete: fn(async () => {}),
    timeZone: 'UTC',
  },
  decorators: [withApiBaseUrl],
  parameters: { ...specScreen('SPEC §2 /access/token/{id}/', "An API token's page"), layout: 'fullscreen' },
} satisfies Meta<typeof TokenDetailView>
export default meta
type Story = StoryObj<typeof meta>

/** Restricted to one billing account: its scope and creation time. */
export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'GitHub Actions deploy' })).toBeVisible()
    await expect(canvas.getByText('restricted')).toBeVisible()
    await expect(canvas.getAllByText(billingAccounts[0]!.title)).not.toHaveLength(0)
    await expect(canvas.getByText('ck_4f9a…')).toBeVisible()
    await expect(canvas.getByText(/2 Mar 2026/)).toBeVisible()
  },
}

/** A global token reaches every billing account. */
export const Global: Story = {
  args: { token: tokens[1]! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Global')).toBeVisible()
  },
}

/** The route's fallback while the token loads. */
export const Loading: Story = { render: () => <AccessDetailLoading label="Loading API token" /> }

/** A token without a description or a prefix (made by a script): named by its id. */
export const Empty: Story = {
  args: { token: { ...tokens[1]!, description: '', token_prefix: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Token 8' })).toBeVisible()
  },
}

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
      object="API token"
      createHref="/access/create/api_token"
      availableIds={tokens.map((t) => String(t.id))}
      idHref={(id) => `/access/token/${id}/`}
      renderLink={storyLink}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This API token is gone' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create new API token' })).toBeVisible()
  },
}

/** Delete, confirmed, with the call under "Show API request". */
export const DeleteConfirmation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete token' }))
    const dialog = within(document.body).getByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show API request' }))
    await expect(within(dialog).getByRole('region', { name: 'curl command' })).toHaveTextContent(
      '-X DELETE https://console.example/v1/user-resource/token/7',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete token' }))
    await expect(args.onDelete).toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'GitHub Actions deploy' })).toBeVisible()
  },
}
