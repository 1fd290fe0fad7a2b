import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { RouteModuleStory, onPhone, specScreen, storyNetworkError, type StoryCalls } from '@cirrus/app-kit'
import viewMeta from './ReportsView.stories'
import ReportsPage from './ReportsPage'

// The route module itself (its queries → ReportsView); every state of the view in detail is in
// ReportsView.stories.tsx.
// The view stories' invoices and revenue.
const invoices = viewMeta.args.page.items
const revenue = viewMeta.args.revenue
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
  tags: ['route-module'], // app-kit ROUTE_MODULE_TAG: no picture, the view's stories picture this screen
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
    await expect(await canvas.findByRole('table', { name: 'Revenue by month' })).toHaveTextContent('20.3 EUR')
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
