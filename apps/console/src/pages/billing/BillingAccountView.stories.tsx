import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MissingResourcePage } from '@cirrus/design-system'
import { onPhone, storyLink } from '../../stories/helpers'
import { BillingAccountLoading, BillingAccountView } from './BillingAccountView'
import { quietAccount, quietCosts, storyAccount, storyCosts, storyDocuments, storyToday } from './story-data'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Console/Billing/Billing account',
  component: BillingAccountView,
  args: {
    account: storyAccount,
    costs: storyCosts,
    documents: storyDocuments,
    today: storyToday,
    renderLink: storyLink,
  },
  parameters: {
    ...specScreen('SPEC §2 /billing/account/{id}/', "A billing account's page"),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof BillingAccountView>
export default meta
type Story = StoryObj<typeof meta>

/** The chart is a lazily loaded chunk: wait for its bars before the screenshot. */
const chartDrawn = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0), {
    timeout: 10_000,
  })

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Acme OÜ' })).toBeVisible()
    await expect(canvas.getByText('€41.27')).toBeVisible()
    await expect(canvas.getByText('€137.79')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/billing/account/1001/edit',
    )
    const resources = canvas.getByRole('table', { name: 'Resources billed now' })
    await expect(within(resources).getByText('edge-lb')).toBeVisible()
    const invoices = canvas.getByRole('table', { name: 'Invoices' })
    await expect(within(invoices).getByRole('link', { name: '2026-10' })).toHaveAttribute(
      'href',
      '/billing/account/1001/detail/invoice/42',
    )
    await userEvent.click(canvas.getByRole('tab', { name: 'Credit notes' }))
    await expect(canvas.getByRole('table', { name: 'Credit notes' })).toBeVisible()
    await userEvent.click(canvas.getByRole('tab', { name: 'Invoices' }))
    await chartDrawn(canvasElement)
  },
}

/** The chart's data as a table (accessible view). */
export const CostTableView: Story = {
  args: { initialCostView: 'table' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Cost per day' })
    await expect(within(table).getByRole('rowheader', { name: '2026-11-10' })).toBeVisible()
    await expect(within(table).getByRole('rowheader', { name: '2026-11-30 (forecast)' })).toBeVisible()
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Day', 'Disks', 'IP addresses', 'Load balancers', 'Virtual machines', 'Total'])
  },
}

/** Costs and documents still loading. */
export const Loading: Story = {
  args: { costs: undefined, documents: undefined },
}

/** The whole page before the account is read. */
export const PageLoading: Story = { render: () => <BillingAccountLoading /> }

/** Nothing billed yet, no invoices. */
export const Empty: Story = {
  args: { account: quietAccount, costs: quietCosts, documents: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing was billed to this account in the last hour')).toBeVisible()
    await expect(canvas.getByText(/No invoices yet/)).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: {
    costs: undefined,
    costsError: 'Network error: Failed to fetch',
    documents: undefined,
    documentsError: 'Network error: Failed to fetch',
    onRetry: () => {},
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Network error: Failed to fetch').length).toBeGreaterThan(0)
  },
}

/** An account the user may not use, or that does not exist (SPEC §2 "This {object} is gone"). */
export const NotFound: Story = {
  render: () => (
    <MissingResourcePage
      object="billing account"
      createHref="/billing/create"
      availableIds={['1001', '1002']}
      idHref={(id) => `/billing/account/${id}/`}
      renderLink={storyLink}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This billing account is gone' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create new billing account' })).toBeVisible()
  },
}

export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement)
  },
}
