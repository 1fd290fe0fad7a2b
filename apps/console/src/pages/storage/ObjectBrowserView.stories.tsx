import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { onPhone, storyLink, withApiBaseUrl } from '../../stories/helpers'
import { ObjectBrowserView } from './ObjectBrowserView'
import { emptyListing, failedUpload, folderListing, topListing, uploadsInFlight } from './story-fixtures'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Console/Storage/Object browser',
  component: ObjectBrowserView,
  args: {
    bucketName: 'media-assets',
    prefix: '',
    folderHref: (prefix: string) => `/storage/bucket/media-assets/?prefix=${encodeURIComponent(prefix)}`,
    renderLink: storyLink,
    listing: topListing,
    uploads: [],
    onUpload: fn(),
    onDismissUpload: fn(),
    downloadHref: (key: string) => `/v1/storage/bucket/media-assets/objects/${key}`,
    onDelete: fn(async () => {}),
    onRetry: fn(),
  },
  decorators: [withApiBaseUrl],
  parameters: {
    ...specScreen('SPEC §2 /storage/bucket/{storageName}/ (objects)', "A bucket's object browser"),
    layout: 'padded',
  },
} satisfies Meta<typeof ObjectBrowserView>
export default meta
type Story = StoryObj<typeof meta>

export const FoldersAndFiles: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Objects' })
    await expect(within(table).getByRole('link', { name: 'photos/' })).toHaveAttribute(
      'href',
      '/storage/bucket/media-assets/?prefix=photos%2F',
    )
    await expect(within(table).getByRole('link', { name: 'Download logo.svg' })).toHaveAttribute(
      'href',
      '/v1/storage/bucket/media-assets/objects/logo.svg',
    )
    await expect(within(table).getByText('12 MB')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeVisible()
  },
}

export const InAFolder: Story = {
  args: { prefix: 'photos/2026/', listing: folderListing, onLoadMore: fn() },
  play: async ({ canvas, args }) => {
    const crumbs = canvas.getByRole('navigation', { name: 'Folder' })
    await expect(within(crumbs).getByRole('link', { name: 'media-assets' })).toHaveAttribute(
      'href',
      '/storage/bucket/media-assets/?prefix=',
    )
    await expect(within(crumbs).getByRole('link', { name: 'photos' })).toBeVisible()
    await expect(within(crumbs).getByText('2026')).toHaveAttribute('aria-current', 'location')
    await expect(canvas.getByText('beach.jpg')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(args.onLoadMore).toHaveBeenCalled()
    // Picture it without the button's focus ring, which Chromium repaints differently from run to run.
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

export const EmptyBucket: Story = {
  args: { listing: emptyListing },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This bucket is empty: upload files to fill it')).toBeVisible()
  },
}

export const Uploading: Story = {
  args: { uploads: uploadsInFlight },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Upload of holiday.mov' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    )
    await expect(canvas.getByText('30 MB of 120 MB')).toBeVisible()
  },
}

export const UploadFailed: Story = {
  args: { uploads: failedUpload },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed: Quota exceeded')
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss archive.zip' }))
    await expect(args.onDismissUpload).toHaveBeenCalledWith('u3')
  },
}

export const Loading: Story = { args: { listing: undefined } }

export const ErrorState: Story = {
  name: 'Error',
  args: { listing: undefined, error: 'Network error: Failed to fetch' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Network error: Failed to fetch')).toBeVisible()
  },
}

export const DeleteObject: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete logo.svg' }))
    const dialog = within(document.body).getByRole('alertdialog')
    await expect(within(dialog).getByRole('heading', { name: 'Delete logo.svg?' })).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show API request' }))
    await expect(within(dialog).getByRole('region', { name: 'curl command' })).toHaveTextContent(
      'curl -X DELETE https://console.example/v1/storage/bucket/media-assets/objects/logo.svg',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await expect(args.onDelete).toHaveBeenCalledWith('logo.svg')
  },
}

export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Objects' })
    await expect(within(table).queryByRole('columnheader', { name: 'Last modified' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeVisible()
  },
}
