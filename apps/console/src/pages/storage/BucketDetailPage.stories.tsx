import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { MissingResourcePage } from '@cirrus/design-system'
import { billingAccounts, onPhone, priceList, storyLink, withApiBaseUrl } from '../../stories/helpers'
import { bucketPrice } from './bucket-rows'
import { BucketDetailView } from './bucket-detail/BucketDetailView'
import { ObjectBrowserView } from './ObjectBrowserView'
import {
  emptyBucket,
  emptyListing,
  endpointUrl,
  generatedS3Key,
  manyBuckets,
  mediaBucket,
  publicKeys,
  topListing,
} from './story-fixtures'
import { specScreen } from '@cirrus/app-kit'

const browser = (listing = topListing, error: string | null = null) => (
  <ObjectBrowserView
    bucketName={mediaBucket.name}
    prefix=""
    folderHref={(prefix) => `/storage/bucket/${mediaBucket.name}/?prefix=${prefix}`}
    renderLink={storyLink}
    listing={error ? undefined : listing}
    error={error}
    uploads={[]}
    onUpload={() => {}}
    onDismissUpload={() => {}}
    downloadHref={(key) => `/v1/storage/bucket/${mediaBucket.name}/objects/${key}`}
    onDelete={async () => {}}
  />
)

const meta = {
  title: 'Console/Storage/Bucket detail',
  component: BucketDetailView,
  args: {
    bucket: mediaBucket,
    price: bucketPrice(mediaBucket, priceList),
    currency: 'EUR',
    billingAccounts: billingAccounts.map((a) => ({ ...a, is_active: true })),
    endpoint: endpointUrl,
    keys: publicKeys,
    newKey: null,
    onDismissNewKey: fn(),
    onCommand: fn(async () => {}),
    objectBrowser: browser(),
  },
  decorators: [withApiBaseUrl],
  parameters: {
    ...specScreen('SPEC §2 /storage/bucket/{storageName}/', "A bucket's page"),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof BucketDetailView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: mediaBucket.name })).toBeVisible()
    await expect(canvas.getByText('2 GB (the size rounded up to whole GB)')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Copy Endpoint' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Copy Region' })).toBeVisible()
    await expect(canvas.getByText(/path-style addressing/)).toBeVisible()
    const keys = canvas.getByRole('table', { name: 'Access keys' })
    await expect(within(keys).getByText(publicKeys[0]!.accessKey)).toBeVisible()
    // Secrets are never listed: only at generation.
    await expect(within(keys).getAllByText('Shown once')).toHaveLength(2)
  },
}

export const Loading: Story = {
  args: {
    price: undefined,
    endpoint: undefined,
    keys: undefined,
    objectBrowser: browser(undefined as never),
  },
}

export const Empty: Story = {
  args: {
    bucket: emptyBucket,
    price: bucketPrice(emptyBucket, priceList),
    keys: [],
    objectBrowser: browser(emptyListing),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 GB (the size rounded up to whole GB)')).toBeVisible()
    await expect(canvas.getByText('No access keys yet: generate one to use an S3 client')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Generate access key' })).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: {
    keys: undefined,
    keysError: 'Network error: Failed to fetch',
    onRetryKeys: fn(),
    endpoint: undefined,
    endpointError: 'Network error: Failed to fetch',
    objectBrowser: browser(topListing, 'Network error: Failed to fetch'),
  },
}

export const NotFound: Story = {
  render: () => (
    <MissingResourcePage
      object="bucket"
      createHref="/storage/create"
      availableIds={manyBuckets.map((b) => b.name)}
      idHref={(id) => `/storage/bucket/${id}/`}
      renderLink={storyLink}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This bucket is gone' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create new bucket' })).toBeVisible()
  },
}

export const DeleteNonEmpty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    const dialog = within(document.body).getByRole('alertdialog')
    await expect(dialog).toHaveTextContent('Only an empty bucket can be deleted')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show API request' }))
    await expect(within(dialog).getByRole('region', { name: 'curl command' })).toHaveTextContent(
      `--data-urlencode name=${mediaBucket.name}`,
    )
    const confirm = within(dialog).getByRole('button', { name: 'Delete' })
    await expect(confirm).toBeDisabled()
    await userEvent.type(within(dialog).getByRole('textbox'), mediaBucket.name)
    await userEvent.click(confirm)
    await expect(args.onCommand).toHaveBeenCalledWith({ type: 'delete' })
  },
}

export const ChangeBillingAccount: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change billing account' }))
    const dialog = within(document.body).getByRole('dialog')
    const submit = within(dialog).getByRole('button', { name: 'Change billing account' })
    await expect(submit).toBeDisabled()
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Billing account' }))
    await userEvent.click(within(document.body).getByRole('option', { name: billingAccounts[1]!.title }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show API request' }))
    await expect(within(dialog).getByRole('region', { name: 'curl command' })).toHaveTextContent(
      'curl -X PATCH https://console.example/v1/storage/bucket',
    )
    await userEvent.click(submit)
    await expect(args.onCommand).toHaveBeenCalledWith({
      type: 'changeBillingAccount',
      billingAccountId: billingAccounts[1]!.id,
    })
  },
}

export const GenerateKey: Story = {
  play: async ({ canvas, args }) => {
    // The one-click generate shows the POST it sends under "Show API request".
    await userEvent.click(canvas.getByRole('button', { name: 'Show API request' }))
    await expect(canvas.getByRole('region', { name: 'curl command' })).toHaveTextContent(
      'curl -X POST https://console.example/v1/storage/user/keys',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Generate access key' }))
    await expect(args.onCommand).toHaveBeenCalledWith({ type: 'generateKey' })
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

export const KeyGeneratedSecretShownOnce: Story = {
  args: { newKey: generatedS3Key },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Access key generated' })
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This is the only time the secret key is shown',
    )
    await expect(within(dialog).getByText(generatedS3Key.secretKey)).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Copy Secret key' })).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Copy Access key' })).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'I have copied the secret' }))
    await expect(args.onDismissNewKey).toHaveBeenCalled()
  },
}

export const DeleteKey: Story = {
  play: async ({ canvas, args }) => {
    const key = publicKeys[0]!.accessKey
    await userEvent.click(canvas.getByRole('button', { name: `Delete access key ${key}` }))
    const dialog = within(document.body).getByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show API request' }))
    await expect(within(dialog).getByRole('region', { name: 'curl command' })).toHaveTextContent(
      `curl -X DELETE https://console.example/v1/storage/user/keys`,
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await expect(args.onCommand).toHaveBeenCalledWith({ type: 'deleteKey', accessKey: key })
  },
}

export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: mediaBucket.name })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeVisible()
  },
}
