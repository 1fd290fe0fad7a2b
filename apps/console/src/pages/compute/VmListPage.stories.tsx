import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { billingAccounts, onPhone, priceList, storyLink, storyNamed, vms } from '../../stories/helpers'
import { vmRows } from './vm-rows'
import { VmListView } from './VmListView'
import { specScreen, type TableQueryProps } from '@cirrus/app-kit'

/** The story VMs, one of them charged to the second billing account (the column shows each account's title). */
const accountVms = vms.map((vm, i) => (i === 2 ? { ...vm, billing_account: billingAccounts[1]!.id } : vm))
const rows = storyNamed(vmRows(accountVms, priceList))

/** The table's URL state as `useTableUrlState()` gives it (by name, nothing typed); `over` what the URL says. */
const urlQuery = (over: Partial<TableQueryProps> = {}): TableQueryProps => ({
  search: '',
  onSearchChange: fn(),
  filters: {},
  onFiltersChange: fn(),
  sort: { columnId: 'name', direction: 'asc' },
  onSortChange: fn(),
  ...over,
})

const meta = {
  title: 'Console/Compute/VM list',
  component: VmListView,
  args: {
    rows,
    locationName: 'Tallinn',
    currency: 'EUR',
    renderLink: storyLink,
  },
  parameters: { ...specScreen('SPEC §2 side nav "compute"', 'The VM list'), layout: 'fullscreen' },
} satisfies Meta<typeof VmListView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Virtual machines' })
    await expect(table).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create VM' })).toBeVisible()
    // Issue 18: each VM's billing account by its title.
    await expect(within(table).getByRole('columnheader', { name: /Billing account/ })).toBeVisible()
    const project = within(table).getByRole('row', { name: new RegExp(accountVms[2]!.name) })
    await expect(project).toHaveTextContent(billingAccounts[1]!.title)
  },
}

/** Impersonation (SPEC §6): a VM shared through a delegation group names its owner. */
export const SharedThroughDelegation: Story = {
  args: {
    rows: storyNamed(
      vmRows(
        vms.map((vm, i) => (i === 1 ? { ...vm, user_id: 77 } : vm)),
        priceList,
        new Map([[77, 'ada@example.com']]),
      ),
    ),
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Virtual machines' })
    await expect(within(table).getByRole('row', { name: new RegExp(vms[1]!.name) })).toHaveTextContent(
      'Owned by ada@example.com',
    )
  },
}

export const Loading: Story = { args: { rows: undefined } }

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No virtual machines in Tallinn yet')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create VM' })).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { rows: undefined, error: 'Network error: Failed to fetch', onRetry: () => {} },
}

export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    // On a phone the name, status and price stay; size, address and billing account leave the table (and a11y tree).
    const table = canvas.getByRole('table', { name: 'Virtual machines' })
    const headers = within(table).getAllByRole('columnheader')
    await expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Status', 'Price'])
    await expect(within(table).queryByRole('columnheader', { name: 'IP address' })).toBeNull()
    await expect(canvas.getByRole('link', { name: vms[0]!.name })).toBeVisible()
  },
}

/**
 * Filtered from the URL (issue 18, `?f.status=running&sort=-price`): the page passes `useTableUrlState()`; the
 * status filter is on and only running VMs show, dearest first.
 */
export const FilteredFromUrl: Story = {
  args: {
    tableQuery: urlQuery({ filters: { status: 'running' }, sort: { columnId: 'price', direction: 'desc' } }),
  },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Virtual machines' })
    const rows = within(table).getAllByRole('row').slice(1)
    await expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) await expect(row).toHaveTextContent('Running')
    await expect(within(table).queryByText('Stopped')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Filter Status' })).toHaveAttribute('data-active')
    await expect(args.tableQuery?.onSearchChange).not.toHaveBeenCalled()
  },
}

/**
 * Filtered by billing account from the URL (issue 18, `?f.billingAccount=project`): the page sends the ids of the
 * accounts whose title matches (`billing_account_id=1002`), and the platform's page holds only their VMs.
 */
export const FilteredByBillingAccount: Story = {
  args: {
    rows: rows.filter((r) => r.billingAccountId === billingAccounts[1]!.id),
    vmCount: rows.length,
    paging: { page: 1, pageSize: 50, total: 1, onPageChange: fn() },
    tableQuery: urlQuery({ filters: { billingAccount: 'project' } }),
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Virtual machines' })
    const body = within(table).getAllByRole('row').slice(1)
    await expect(body).toHaveLength(1)
    await expect(body[0]).toHaveTextContent(billingAccounts[1]!.title)
    await expect(canvas.getByRole('button', { name: 'Filter Billing account' })).toHaveAttribute(
      'data-active',
    )
    // The platform does not sort by account: its header is no sort button.
    await expect(within(table).queryByRole('button', { name: 'Billing account' })).toBeNull()
  },
}

/**
 * A big account (issue 17): the platform pages the list (`GET vm/page`); the table holds one page, the footer pages
 * through all 10,000, and "select all matching" asks the page for every VM that matches, not only these.
 */
export const ServerPaged: Story = {
  args: {
    vmCount: 10_000,
    paging: { page: 2, pageSize: 50, total: 10_000, onPageChange: fn(), onSelectAllMatching: fn() },
    selection: new Set([vms[0]!.uuid]),
    onSelectionChange: fn(),
    tableQuery: urlQuery(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('51–100 of 10,000')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await expect(args.paging?.onPageChange).toHaveBeenCalledWith(3)
    await userEvent.click(canvas.getByRole('button', { name: /Select all 10,000 matching/ }))
    await expect(args.paging?.onSelectAllMatching).toHaveBeenCalled()
    // A header click asks the server for the other order (the rows are not sorted in the browser).
    await userEvent.click(canvas.getByRole('button', { name: 'Price' }))
    await expect(args.tableQuery?.onSortChange).toHaveBeenCalledWith({ columnId: 'price', direction: 'asc' })
  },
}

/** A big account's filter that matches nothing: the create button stays (the location has VMs), the table says so. */
export const ServerPagedNoMatches: Story = {
  args: {
    rows: [],
    vmCount: 10_000,
    paging: { page: 1, pageSize: 50, total: 0, onPageChange: fn() },
    tableQuery: urlQuery({ search: 'no-such-vm' }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing matches the search or filters.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create VM' })).toBeVisible()
  },
}
