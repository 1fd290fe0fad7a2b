import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { onPhone, storyLink } from '../../stories/helpers'
import { SectionList } from '../../layout/SectionList'
import { billingAccountRows } from './billing-rows'
import { BillingListView } from './BillingListView'
import { billingListItems, emptyBillingAccounts } from './BillingSectionList'
import { manyAccounts } from './story-data'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Console/Billing/Billing account list',
  component: BillingListView,
  args: { rows: billingAccountRows(manyAccounts), renderLink: storyLink },
  parameters: { ...specScreen('SPEC §2 side nav "billing"', 'The billing accounts'), layout: 'fullscreen' },
} satisfies Meta<typeof BillingListView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Billing accounts' })
    await expect(within(table).getAllByRole('row')).toHaveLength(11)
    await expect(within(table).getByRole('link', { name: /Acme OÜ/ })).toHaveAttribute(
      'href',
      '/billing/account/1001/',
    )
    await expect(within(table).getByText('€41.27')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'View all' }))
    await expect(within(table).getAllByRole('row')).toHaveLength(13)
  },
}

export const Loading: Story = { args: { rows: undefined } }

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No billing accounts yet')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create billing account' })).toHaveAttribute(
      'href',
      '/billing/create',
    )
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { rows: undefined, error: 'Network error: Failed to fetch', onRetry: () => {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Network error: Failed to fetch')).toBeVisible()
  },
}

export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Billing accounts' })
    const headers = within(table).getAllByRole('columnheader')
    await expect(headers.map((h) => h.textContent)).toEqual(['Name', 'This month so far'])
  },
}

/** The sidebar (and /section/billing on mobile): the month so far per account. */
export const Sidebar: Story = {
  render: () => (
    <div style={{ width: 330, height: 700 }}>
      <SectionList
        title="Billing accounts"
        createLabel="Create billing account"
        createHref="/billing/create"
        items={billingListItems(billingAccountRows(manyAccounts))}
        currency="EUR"
        activeId="1001"
        empty={emptyBillingAccounts}
        renderLink={storyLink}
        viewAll
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Billing accounts' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10)
    await expect(canvas.getByText('Default · €41.27 this month')).toBeVisible()
  },
}

export const SidebarEmpty: Story = {
  render: () => (
    <div style={{ width: 330, height: 500 }}>
      <SectionList
        title="Billing accounts"
        createLabel="Create billing account"
        createHref="/billing/create"
        items={[]}
        currency="EUR"
        empty={emptyBillingAccounts}
        renderLink={storyLink}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No billing accounts')).toBeVisible()
  },
}
