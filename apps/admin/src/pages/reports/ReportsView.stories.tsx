import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { onPhone, specScreen } from '@cirrus/app-kit'
import type { AdminInvoice, RevenueReport } from '@cirrus/domain'
import { ReportsView } from './ReportsView'

const invoice = (id: number, extra: Partial<AdminInvoice> = {}): AdminInvoice => ({
  id,
  type: 'invoice',
  status: 'unpaid',
  month: '2026-10',
  billing_account_id: id,
  billing_account_title: `Account ${id}`,
  owner_email: `owner${id}@example.test`,
  currency: 'EUR',
  subtotal: '10.1',
  vat_tax: '2.222',
  total: '12.322',
  created_at: '2026-11-01T00:30:00.000Z',
  ...extra,
})

const invoices = [
  invoice(3),
  invoice(2, { status: 'paid', subtotal: '0.2', vat_tax: '0', total: '0.2' }),
  invoice(1),
]

const revenue: RevenueReport = {
  rows: [
    { month: '2026-09', currency: 'EUR', location: 'tll01', resource_type: 'vm', amount: '7.3' },
    { month: '2026-10', currency: 'EUR', location: 'tll01', resource_type: 'vm', amount: '12.1' },
    { month: '2026-10', currency: 'EUR', location: 'fra01', resource_type: 'disk', amount: '3.3' },
    { month: '2026-10', currency: 'EUR', location: 'none', resource_type: 'custom_product', amount: '25' },
    { month: '2026-10', currency: 'EUR', location: 'none', resource_type: 'credit', amount: '-20.1' },
  ],
  months: [
    { month: '2026-09', currency: 'EUR', invoices: 1, subtotal: '7.3', vat_tax: '1.606', total: '8.906' },
    { month: '2026-10', currency: 'EUR', invoices: 3, subtotal: '20.3', vat_tax: '4.466', total: '24.766' },
  ],
}

/** Waits until the lazy chart chunk has drawn its bars. */
const chartDrawn = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0), {
    timeout: 10_000,
  })

const meta = {
  title: 'Admin/Users & billing/Invoices & reports',
  component: ReportsView,
  args: {
    page: { total: 3, items: invoices },
    search: '',
    onSearchChange: fn(),
    pageNumber: 1,
    onPageChange: fn(),
    sort: { columnId: 'created', direction: 'desc' },
    onSortChange: fn(),
    filters: {},
    onFiltersChange: fn(),
    fetchAll: async () => invoices,
    onOpenAccount: fn(),
    revenue,
  },
  parameters: { ...specScreen('SPEC §2 /admin/reports', 'Invoices & Reports'), layout: 'fullscreen' },
  beforeEach: () => {
    localStorage.removeItem('cirrus.admin.invoices.columns')
  },
} satisfies Meta<typeof ReportsView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Invoices & Reports', level: 1 })).toBeVisible()
    // The rows of October add up exactly: 12.1 + 3.3 + 25 − 20.1 = 20.3, the month's invoices.
    await expect(canvas.getByText('Sum of every row: 27.6 EUR')).toBeVisible()
    const months = canvas.getByRole('table', { name: 'Revenue by month' })
    await expect(months).toHaveTextContent('20.3 EUR')
    await expect(
      canvas.getByRole('table', { name: 'Revenue by location and resource type' }),
    ).toHaveTextContent('-20.1 EUR')
    await userEvent.click(canvas.getByText('Account 3'))
    await expect(args.onOpenAccount).toHaveBeenCalledWith(invoices[0])
    await chartDrawn(canvasElement)
  },
}

export const Loading: Story = { args: { page: undefined, revenue: undefined } }

export const Empty: Story = {
  args: { page: { total: 0, items: [] }, revenue: { rows: [], months: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No invoices yet')).toBeVisible()
    await expect(canvas.getByText('No invoiced months yet')).toBeVisible()
  },
}

/** A month filter that matches nothing: the table says so, the revenue stays. */
export const NotFound: Story = {
  name: 'Not found',
  args: { page: { total: 0, items: [] }, filters: { month: '2020-01' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No invoices match the search or filters')).toBeVisible()
    await chartDrawn(canvasElement)
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: {
    page: undefined,
    error: 'Network error: Failed to fetch',
    onRetry: fn(),
    revenue: undefined,
    revenueError: 'Network error: Failed to fetch',
    onRevenueRetry: fn(),
  },
}

export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement)
  },
}
