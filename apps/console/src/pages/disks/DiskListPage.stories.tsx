import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Box } from '@radix-ui/themes'
import { expectSharedRow, grantor, onPhone, priceList, storyLink, vms } from '../../stories/helpers'
import { manyDisks } from './disk-fixtures'
import { diskName, diskRows } from './disk-rows'
import { DiskListView } from './DiskListView'
import { diskListItem, EMPTY_DISKS } from './DiskSectionList'
import { SectionList } from '../../layout/SectionList'
import { SectionView } from '../section/SectionView'
import { DETACHED_TEXT } from './DiskTable'
import { specScreen } from '@cirrus/app-kit'

const rows = diskRows(manyDisks, vms, priceList)

const meta = {
  title: 'Console/Disks/Disk list',
  component: DiskListView,
  args: { rows, locationName: 'Tallinn', currency: 'EUR', renderLink: storyLink },
  parameters: { ...specScreen('SPEC §2 side nav "disks"', 'The disk list'), layout: 'fullscreen' },
} satisfies Meta<typeof DiskListView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Disks' })
    // SPEC §9: 10 rows first, then "View all".
    await expect(within(table).getAllByRole('row')).toHaveLength(11)
    await expect(canvas.getByRole('link', { name: 'Create disk' })).toBeVisible()
    await expect(within(table).getAllByRole('link', { name: `VM ${vms[0]!.name}` })[0]).toHaveAttribute(
      'href',
      `/compute/vm/${vms[0]!.location}/${vms[0]!.uuid}/`,
    )
    await expect(within(table).getAllByText(DETACHED_TEXT)[0]).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: /View all/ }))
    await expect(within(table).getAllByRole('row')).toHaveLength(13)
  },
}

/** Impersonation (SPEC §6): a disk shared through a delegation group names its owner. */
export const SharedThroughDelegation: Story = {
  args: {
    rows: diskRows(
      manyDisks.map((d, i) => (i === 1 ? { ...d, user_id: grantor.userId } : d)),
      vms,
      priceList,
      grantor.owners,
    ),
  },
  play: ({ canvasElement }) => expectSharedRow(canvasElement, 'Disks', diskName(manyDisks[1]!)),
}

export const Loading: Story = { args: { rows: undefined } }

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No disks in Tallinn yet')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create disk' })).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { rows: undefined, error: 'Network error: Failed to fetch', onRetry: () => {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

/** The sidebar beside the content on larger screens: the compact list, 10 first (SPEC §9). */
export const Sidebar: Story = {
  render: () => (
    <Box width="330px" height="900px">
      <SectionList
        title="Disks"
        createLabel="Create disk"
        createHref="/disks/create"
        items={rows.map((row) => diskListItem(row, storyLink))}
        currency="EUR"
        activeId={rows[1]!.id}
        empty={EMPTY_DISKS}
        renderLink={storyLink}
        viewAll
      />
    </Box>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Disks' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10)
    await expect(within(list).getAllByText(DETACHED_TEXT)[0]).toBeVisible()
    await expect(within(list).getAllByRole('link', { name: vms[0]!.name })[0]).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'View all (12)' }))
    await expect(within(list).getAllByRole('listitem')).toHaveLength(12)
  },
}

/** /section/disks on a phone: the same compact list, full-screen. */
export const Mobile: Story = {
  ...onPhone,
  render: () => (
    <SectionView renderLink={storyLink}>
      <SectionList
        title="Disks"
        createLabel="Create disk"
        createHref="/disks/create"
        items={rows.map((row) => diskListItem(row, storyLink))}
        currency="EUR"
        empty={EMPTY_DISKS}
        renderLink={storyLink}
        viewAll
      />
    </SectionView>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: new RegExp(`^${rows[0]!.name}`) })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'View all (12)' })).toBeVisible()
  },
}

/** The section page on a phone: the table keeps name, size, VM and price. */
export const MobileTable: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Disks' })
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Size', 'Attached to', 'Price'])
  },
}
