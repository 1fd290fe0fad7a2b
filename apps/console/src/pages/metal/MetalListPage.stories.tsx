import type { Meta, StoryObj } from '@storybook/react-vite'
import { useRef } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { MetalLease } from '@cirrus/domain'
import { makeMetalLease } from '@cirrus/domain/fixtures'
import { expectSharedRow, grantor, onPhone, priceList, storyLink, storyNamed } from '../../stories/helpers'
import { StorySectionList } from '../../stories/section-list'
import { leaseRows, leaseSectionItems } from './lease-rows'
import { MetalListView } from './MetalListView'
import { activeLease, manyLeases, provisioningLease, releasedLease } from './story-data'
import { useLeaseBulk } from './MetalBulk'
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

const secondActive = makeMetalLease({ display_name: 'ci-metal-2', status: 'active' }, 4)
const bulkLeases: MetalLease[] = [activeLease, secondActive, provisioningLease, releasedLease]

/** The table with bulk Release (issue 18); the second active lease is refused once until retried. */
function BulkLeases() {
  const refusals = useRef(1)
  const bulk = useLeaseBulk(bulkLeases, priceList, async (lease) => {
    if (lease.uuid === secondActive.uuid && refusals.current > 0) {
      refusals.current -= 1
      throw new Error('The server is busy: try again in a minute')
    }
  })
  return (
    <MetalListView
      rows={storyNamed(leaseRows(bulkLeases, priceList))}
      locationName="Tallinn"
      currency="EUR"
      renderLink={storyLink}
      {...bulk}
    />
  )
}

/** Releasing every lease: the two active ones are released (€0.959/h before, €0.00/h after), the others left; one refusal retried. */
export const BulkRelease: Story = {
  render: () => <BulkLeases />,
  play: async ({ canvas }) => {
    const body = within(document.body)
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows on this page' }))
    await expect(canvas.getByText('4 selected')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Release' }))
    const dialog = body.getByRole('alertdialog', { name: 'Release 2 resources?' })
    await expect(within(dialog).getByText('Release db-metal-1')).toBeVisible()
    await expect(within(dialog).getByText('Release ci-metal-2')).toBeVisible()
    await expect(within(dialog).getByText(/Unchanged: .*render-01/)).toBeVisible()
    await expect(within(dialog).getByText(/Unchanged: .*old-build/)).toBeVisible()
    await expect(
      within(dialog).getByText(/Hourly price afterwards: €0\.00\/h \(was €0\.959\/h\)/),
    ).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release' }))
    const progress = await canvas.findByRole('region', { name: /^Release: / })
    await expect(within(progress).getByRole('status')).toHaveTextContent('Release: 1 of 2 done · 1 failed')
    await expect(within(progress).getByText('The server is busy: try again in a minute')).toBeVisible()
    await userEvent.click(within(progress).getByRole('button', { name: 'Retry failed' }))
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: /^Release: / })).toHaveTextContent('Release: 1 of 1 done'),
    )
  },
}

/** The release confirmation on a phone: nothing wider than the screen. */
export const BulkReleaseMobile: Story = {
  ...onPhone,
  render: () => <BulkLeases />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select db-metal-1' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Release' }))
    await expect(
      within(document.body).getByRole('alertdialog', { name: 'Release 1 resources?' }),
    ).toBeVisible()
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
