import type { Meta, StoryObj } from '@storybook/react-vite'
import { useRef } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { activityTexts } from '@cirrus/domain'
import { Box } from '@radix-ui/themes'
import {
  expectSharedRow,
  grantor,
  onPhone,
  priceList,
  storyLink,
  storyNamed,
  vms,
} from '../../stories/helpers'
import { manyDisks } from './disk-fixtures'
import { diskName, diskRows } from './disk-rows'
import { DiskListView } from './DiskListView'
import { diskListItem, EMPTY_DISKS } from './DiskSectionList'
import { SectionList } from '../../layout/SectionList'
import { SectionView } from '../section/SectionView'
import { DETACHED_TEXT } from './DiskTable'
import { specScreen } from '@cirrus/app-kit'
import type { DiskRow } from './disk-rows'
import { useSelectionBulk, type TableBulkAction } from '../../components/TableBulk'

const rows = storyNamed(diskRows(manyDisks, vms, priceList))

const listArgs = { rows, locationName: 'Tallinn', currency: 'EUR', renderLink: storyLink }

const meta = {
  title: 'Console/Disks/Disk list',
  component: DiskListView,
  args: listArgs,
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

/** The disk list with bulk delete (issue 18), the second disk refusing (it is attached, say) until retried. */
function BulkDeleteDisks() {
  const refusals = useRef(1)
  const actions: TableBulkAction<DiskRow>[] = [
    {
      label: activityTexts.bulkDelete,
      danger: true,
      run: async (r) => {
        if (r.id === rows[1]!.id && refusals.current > 0) {
          refusals.current -= 1
          throw new Error('The disk is attached to a virtual machine')
        }
      },
    },
  ]
  const bulk = useSelectionBulk(rows, actions)
  return <DiskListView {...listArgs} {...bulk} />
}

/** Bulk delete: select two disks, confirm the list, one fails with its reason, "Retry failed" deletes it. */
export const BulkDelete: Story = {
  tags: ['dark'],
  render: () => <BulkDeleteDisks />,
  play: async ({ canvas }) => {
    const [first, second] = [rows[0]!, rows[1]!]
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${first.name}` }))
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${second.name}` }))
    await expect(canvas.getByText('2 selected')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Delete 2 resources?' })
    await expect(within(dialog).getByText(`Delete ${first.name}`)).toBeVisible()
    await expect(within(dialog).getByText(`Delete ${second.name}`)).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    const group = await canvas.findByRole('region', { name: /^Delete: / })
    await expect(within(group).getByRole('status')).toHaveTextContent('Delete: 1 of 2 done · 1 failed')
    await expect(within(group).getByText('The disk is attached to a virtual machine')).toBeVisible()
    await userEvent.click(within(group).getByRole('button', { name: 'Retry failed' }))
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: /^Delete: / })).toHaveTextContent('Delete: 1 of 1 done'),
    )
  },
}
