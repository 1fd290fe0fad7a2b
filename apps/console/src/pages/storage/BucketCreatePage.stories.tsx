import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { billingAccounts, onPhone, priceList, withApiBaseUrl } from '../../stories/helpers'
import { BucketCreateView } from './BucketCreateView'
import { specScreen } from '@cirrus/app-kit'

const accounts = billingAccounts.map((a) => ({ ...a, is_active: true }))

const meta = {
  title: 'Console/Storage/Bucket create',
  component: BucketCreateView,
  args: {
    initial: { name: '', billingAccountId: accounts[0]!.id },
    billingAccounts: accounts,
    priceList,
    onSubmit: fn(),
    submitting: false,
  },
  decorators: [withApiBaseUrl],
  parameters: { ...specScreen('SPEC §2 /storage/create', 'Creating a bucket'), layout: 'fullscreen' },
} satisfies Meta<typeof BucketCreateView>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  tags: ['dark'],
  play: async ({ canvas, args }) => {
    // The price before sending: an empty bucket, then the per-GB price.
    await expect(canvas.getByText('Then, per GB stored (rounded up to whole GB):')).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Name', { exact: true }), 'my-new-bucket')
    await userEvent.click(canvas.getByRole('button', { name: 'Create bucket' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { name: 'my-new-bucket', billingAccountId: accounts[0]!.id },
      expect.anything(),
    )
    // Picture the form without the button's focus ring, which Chromium repaints differently from run to run.
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

export const Loading: Story = { args: { priceList: undefined } }

export const InvalidName: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Name', { exact: true }), 'My_Bucket')
    await userEvent.click(canvas.getByRole('button', { name: 'Create bucket' }))
    await expect(canvas.getByLabelText('Name', { exact: true })).toHaveAccessibleDescription(
      expect.stringContaining('Use lowercase letters only'),
    )
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const NameTaken: Story = {
  args: {
    initial: { name: 'media-assets', billingAccountId: accounts[0]!.id },
    serverErrors: { name: 'Bucket name media-assets is already taken' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Name', { exact: true })).toHaveAccessibleDescription(
      expect.stringContaining('Bucket name media-assets is already taken'),
    )
  },
}

export const Submitting: Story = {
  args: { initial: { name: 'my-new-bucket', billingAccountId: accounts[0]!.id }, submitting: true },
}

/** "Show API request" (issue 10): the create call as curl, following the form. */
export const ApiRequestOpen: Story = {
  args: { initial: { name: 'my-new-bucket', billingAccountId: accounts[0]!.id } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show API request' }))
    const curl = canvas.getByRole('region', { name: 'curl command' })
    await expect(curl).toHaveTextContent('curl -X PUT https://console.example/v1/storage/bucket')
    await expect(curl).toHaveTextContent('--data-urlencode name=my-new-bucket')
    await expect(curl).toHaveTextContent(`--data-urlencode billing_account_id=${accounts[0]!.id}`)
    await expect(canvas.queryByRole('tab', { name: 'Terraform' })).toBeNull()
  },
}

export const Mobile: Story = { ...onPhone }
