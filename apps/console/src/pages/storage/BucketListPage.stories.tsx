import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { activityTexts } from '@cirrus/domain'
import { TableBulkButtons } from '../../components/TableBulk'
import { expectSharedRow, grantor, onPhone, priceList, storyLink, storyNamed } from '../../stories/helpers'
import { SectionList } from '../../layout/SectionList'
import { bucketRows } from './bucket-rows'
import { BucketListView } from './BucketListView'
import { manyBuckets } from './story-fixtures'
import { bucketListItems, emptyBuckets } from './StorageSectionList'
import { specScreen } from '@cirrus/app-kit'

/** The bucket listed first (by name): the one shared in SharedThroughDelegation. */
const firstBucket = [...manyBuckets].sort((a, b) => a.name.localeCompare(b.name))[0]!

const meta = {
  title: 'Console/Storage/Bucket list',
  component: BucketListView,
  args: { rows: storyNamed(bucketRows(manyBuckets, priceList)), currency: 'EUR', renderLink: storyLink },
  parameters: { ...specScreen('SPEC §2 side nav "storage"', 'The buckets'), layout: 'fullscreen' },
} satisfies Meta<typeof BucketListView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Buckets' })
    // 12 buckets: 10 first, then "View all" (SPEC §9).
    await expect(within(table).getAllByRole('row')).toHaveLength(11)
    await expect(canvas.getByText('Showing 10 of 12')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'View all' }))
    await expect(within(table).getAllByRole('row')).toHaveLength(13)
    await expect(within(table).getByRole('link', { name: 'media-assets' })).toHaveAttribute(
      'href',
      '/storage/bucket/media-assets/',
    )
  },
}

/** Impersonation (SPEC §6): a bucket shared through a delegation group names its owner. */
export const SharedThroughDelegation: Story = {
  args: {
    rows: bucketRows(
      manyBuckets.map((b) => (b === firstBucket ? { ...b, user_id: grantor.userId } : b)),
      priceList,
      grantor.owners,
    ),
  },
  play: ({ canvasElement }) => expectSharedRow(canvasElement, 'Buckets', firstBucket.name),
}

export const Loading: Story = { args: { rows: undefined } }

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No buckets yet')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create bucket' })).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { rows: undefined, error: 'Network error: Failed to fetch', onRetry: () => {} },
}

export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Buckets' })
    const headers = within(table).getAllByRole('columnheader')
    await expect(headers.map((h) => h.textContent)).toEqual(['Name', 'Size', 'Price'])
  },
}

/** The sidebar (and /section/storage on mobile): size, billed GB and price per bucket, 10 then "View all". */
export const Sidebar: Story = {
  render: () => (
    <div style={{ width: 330, height: 700 }}>
      <SectionList
        title="Buckets"
        createLabel="Create bucket"
        createHref="/storage/create"
        items={bucketListItems(manyBuckets, priceList)}
        currency="EUR"
        activeId="media-assets"
        empty={emptyBuckets}
        renderLink={storyLink}
        viewAll
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Buckets' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10)
    await expect(canvas.getByText('717 MB · billed as 1 GB')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'View all (12)' }))
    await expect(within(list).getAllByRole('listitem')).toHaveLength(12)
  },
}

export const SidebarEmpty: Story = {
  render: () => (
    <div style={{ width: 330, height: 500 }}>
      <SectionList
        title="Buckets"
        createLabel="Create bucket"
        createHref="/storage/create"
        items={[]}
        currency="EUR"
        empty={emptyBuckets}
        renderLink={storyLink}
        viewAll
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No buckets')).toBeVisible()
  },
}

/** Bulk delete (issue 18): with buckets selected, the selection bar offers Delete; a click asks for it. */
export const Selected: Story = {
  args: {
    selection: new Set([firstBucket.name]),
    onSelectionChange: fn(),
  },
  render: function Render(args) {
    return (
      <BucketListView
        {...args}
        selectionActions={
          <TableBulkButtons
            actions={[{ label: activityTexts.bulkDelete, danger: true, run: async () => {} }]}
            onAction={fn()}
          />
        }
      />
    )
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('1 selected')).toBeVisible()
    await expect(canvas.getByRole('checkbox', { name: `Select ${firstBucket.name}` })).toBeChecked()
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${firstBucket.name}` }))
    await expect(args.onSelectionChange).toHaveBeenCalledWith(new Set())
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible()
  },
}
