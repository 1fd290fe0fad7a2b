import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { expectSharedRow, grantor, onPhone, priceList, storyLink, storyNamed } from '../../stories/helpers'
import { StorySectionList } from '../../stories/section-list'
import { leaseRows, leaseSectionItems } from './lease-rows'
import { MetalListView } from './MetalListView'
import { activeLease, manyLeases, provisioningLease } from './story-data'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Console/Metal/Lease list',
  component: MetalListView,
  args: {
    rows: storyNamed(leaseRows([activeLease, provisioningLease], priceList)),
    locationName: 'Tallinn',
    currency: 'EUR',
    renderLink: storyLink,
  },
  parameters: { ...specScreen('SPEC §2 side nav "metal"', 'The bare-metal leases'), layout: 'fullscreen' },
} satisfies Meta<typeof MetalListView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Bare metal servers' })
    await expect(within(table).getByRole('link', { name: 'db-metal-1' })).toBeVisible()
    await expect(within(table).getByText('Provisioning')).toBeVisible()
    await expect(within(table).getByText('€0.616')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Lease server' })).toBeVisible()
  },
}

/** Impersonation (SPEC §6): a server shared through a delegation group names its owner. */
export const SharedThroughDelegation: Story = {
  args: {
    rows: leaseRows(
      [{ ...activeLease, user_id: grantor.userId }, provisioningLease],
      priceList,
      grantor.owners,
    ),
  },
  play: ({ canvasElement }) => expectSharedRow(canvasElement, 'Bare metal servers', activeLease.display_name),
}

export const Loading: Story = { args: { rows: undefined } }

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No bare metal servers in Tallinn yet')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Lease server' })).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { rows: undefined, error: 'Network error: Failed to fetch', onRetry: () => {} },
}

export const ViewAll: Story = {
  args: { rows: storyNamed(leaseRows(manyLeases, priceList)) },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Bare metal servers' })
    await expect(within(table).getAllByRole('row')).toHaveLength(11) // the header and 10 rows (SPEC §9)
    await userEvent.click(canvas.getByRole('button', { name: 'View all' }))
    await expect(within(table).getAllByRole('row')).toHaveLength(13)
  },
}

export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Bare metal servers' })
    const headers = within(table).getAllByRole('columnheader')
    await expect(headers.map((header) => header.textContent)).toEqual(['Name', 'State', 'Price'])
  },
}

/** The sidebar (and /section/metal on a phone): leases with their state, machine and hourly price. */
export const Sidebar: Story = {
  render: () => (
    <div style={{ width: 330, height: 480 }}>
      <StorySectionList
        title="Bare metal servers"
        createLabel="Lease server"
        createHref="/metal/create"
        items={leaseSectionItems([activeLease, provisioningLease], priceList)}
        activeId={activeLease.uuid}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Bare metal servers' })
    await expect(within(list).getByRole('link', { name: /db-metal-1/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}
