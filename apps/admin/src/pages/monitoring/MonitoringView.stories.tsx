import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { onPhone } from '@cirrus/app-kit'
import type { MetricsPoint } from '@cirrus/domain'
import { MonitoringView } from './MonitoringView'
import { specScreen } from '@cirrus/app-kit'

const START = Date.UTC(2026, 10, 24, 9, 0, 0)
const points: MetricsPoint[] = Array.from({ length: 12 }, (_, i) => ({
  at: START + (i + 1) * 5000,
  requestRate: 4 + (i % 4),
  latencyMs: 12 + ((i * 7) % 9),
  operationsPerMinute: i % 3 === 0 ? 12 : 0,
  rssMb: 180 + i * 2,
}))

/** Waits until every chart chunk has drawn its line (the charts are lazy). */
const chartsDrawn = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelectorAll('.recharts-line-curve')).toHaveLength(4), { timeout: 10_000 })

const meta = {
  title: 'Admin/Platform/Monitoring',
  component: MonitoringView,
  args: { points, intervalSeconds: 5 },
  parameters: {
    ...specScreen('SPEC §2 /admin/help (monitoring dashboard)', 'Monitoring'),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof MonitoringView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Monitoring', level: 1 })).toBeVisible()
    for (const title of [
      'Requests per second',
      'Mean latency (ms)',
      'Operations per minute',
      'Memory (RSS, MB)',
    ])
      await expect(canvas.getByRole('heading', { name: title, level: 2 })).toBeVisible()
    const table = canvas.getByRole('table', { name: 'Metric readings' })
    // The newest reading first: 09:01:00, 7 requests/s, 202 MB.
    await expect(table.querySelectorAll('tbody tr')[0]).toHaveTextContent(/09:01:00.*7\.00.*202/)
    await chartsDrawn(canvasElement)
  },
}

/** The first reading is in; the figures come with the second. */
export const Waiting: Story = {
  args: { points: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Metric readings' })).toHaveAttribute('aria-busy', 'true')
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { points, error: 'Only for administrative users', onRetry: fn() },
  play: async ({ canvas, args, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalled()
    await chartsDrawn(canvasElement)
  },
}

export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    await chartsDrawn(canvasElement)
  },
}
