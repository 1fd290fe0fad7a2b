import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, storyNetworkError, type StoryCalls } from '@cirrus/app-kit'
import type { AdminInvoice, RevenueReport } from '@cirrus/domain'
import ReportsPage from './ReportsPage'

// The route module itself (its queries → ReportsView); every state of the view in detail is in
// ReportsView.stories.tsx.
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
  ],
  months: [
    { month: '2026-09', currency: 'EUR', invoices: 1, subtotal: '7.3', vat_tax: '1.606', total: '8.906' },
    { month: '2026-10', currency: 'EUR', invoices: 3, subtotal: '15.4', vat_tax: '3.388', total: '18.788' },
  ],
}
const populated: StoryCalls = {
  'admin.invoices': () => ({ total: invoices.length, items: invoices }),
  'admin.revenue': () => revenue,
}

/** Waits until the lazy chart chunk has drawn its bars. */
const chartDrawn = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0), {
    timeout: 10_000,
  })

const meta = {
  title: 'Admin/Users & billing/Reports',
  component: ReportsPage,
  parameters: { ...specScreen('SPEC §2 /admin/reports', 'Invoices & Reports'), layout: 'fullscreen' },
  beforeEach: () => {
    localStorage.removeItem('cirrus.admin.invoices.columns')
  },
  render: (_args, { parameters }) => (
    <RouteModuleStory path="/reports" url="/reports" calls={parameters.calls as StoryCalls}>
      <ReportsPage />
    </RouteModuleStory>
  ),
} satisfies Meta<typeof ReportsPage>
export default meta
type Story = StoryObj<typeof meta>

/** The invoices from the admin invoice call, the revenue from the revenue call. */
export const Populated: Story = {
  tags: ['dark'],
  parameters: { calls: populated },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Invoices & Reports' })).toBeVisible()
    await expect(await canvas.findByText('Account 3')).toBeVisible()
    await expect(await canvas.findByRole('table', { name: 'Revenue by month' })).toHaveTextContent('15.4 EUR')
    await chartDrawn(canvasElement)
  },
}

/** Nothing has answered yet. */
export const Loading: Story = {
  parameters: { calls: {} },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Invoices & Reports' })).toBeVisible()
    await expect(canvas.queryByText('Account 3')).toBeNull()
  },
}

/** No invoice and no revenue yet. */
export const Empty: Story = {
  parameters: {
    calls: {
      'admin.invoices': () => ({ total: 0, items: [] }),
      'admin.revenue': () => ({ rows: [], months: [] }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No invoices yet')).toBeVisible()
    await expect(await canvas.findByText('No invoiced months yet')).toBeVisible()
  },
}

/** Both calls fail: the errors with their retries. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    calls: {
      'admin.invoices': () => {
        throw storyNetworkError()
      },
      'admin.revenue': () => {
        throw storyNetworkError()
      },
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByText(/Network error: Failed to fetch/).length).toBeGreaterThanOrEqual(2),
    )
    await expect(canvas.getAllByRole('button', { name: /retry/i })[0]).toBeVisible()
  },
}

export const Mobile: Story = {
  ...onPhone,
  parameters: { calls: populated },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Invoices & Reports' })).toBeVisible()
    await chartDrawn(canvasElement)
  },
}
