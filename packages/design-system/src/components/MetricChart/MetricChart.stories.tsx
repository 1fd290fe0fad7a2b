import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MetricChart } from './MetricChart'

// One hour of per-minute points from a fixed instant, so every picture is the same.
const START = Date.UTC(2026, 10, 27, 13, 0) / 1000
const times = Array.from({ length: 60 }, (_, i) => START + i * 60)
const wave = (base: number, amplitude: number, phase = 0) =>
  times.map((_, i) => Math.max(0, base + amplitude * Math.sin(i / 6 + phase) + ((i * 7) % 5) - 2))
const percent = (v: number) => `${v.toFixed(1)} %`
const mbPerSecond = (v: number) => `${v.toFixed(1)} MB/s`
const binaryBytes = (v: number) =>
  v >= 1024 ** 3 ? `${v / 1024 ** 3} GB` : `${Math.round(v / 1024 ** 2)} MB`

const meta = {
  title: 'Design System/MetricChart',
  component: MetricChart,
  args: {
    title: 'CPU',
    times,
    series: [{ name: 'CPU used', values: wave(35, 15) }],
    formatValue: percent,
    max: 100,
    timeZone: 'UTC',
  },
} satisfies Meta<typeof MetricChart>
export default meta
type Story = StoryObj<typeof meta>

/** The chart is drawn once the lazy chart library has loaded. */
const drawn = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull())

export const Populated: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'CPU' })
    await expect(within(region).getByRole('img', { name: /CPU used: latest .* %, peak .* %/ })).toBeVisible()
    await drawn(canvasElement)
  },
}

/** Two lines (read and write), scaled to the data. */
export const TwoLines: Story = {
  args: {
    title: 'Disk I/O',
    max: null,
    formatValue: mbPerSecond,
    series: [
      { name: 'Read', values: wave(12, 6) },
      { name: 'Write', values: wave(6, 4, 2) },
    ],
  },
  play: async ({ canvasElement }) => drawn(canvasElement),
}

/** Bytes with binary ticks (512 MB, 1 GB, 1.5 GB) up to the RAM. */
export const BinaryTicks: Story = {
  args: {
    title: 'Memory',
    max: 2 * 1024 ** 3,
    formatValue: binaryBytes,
    valueIncrements: [128, 256, 512, 1024].map((mb) => mb * 1024 ** 2),
    series: [{ name: 'Memory used', values: wave(900, 150).map((mb) => mb * 1024 ** 2) }],
  },
  play: async ({ canvasElement }) => drawn(canvasElement),
}

/** The table view lists every point, newest first, with a column per line. */
export const TableView: Story = {
  args: TwoLines.args,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Table view' })
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    const table = canvas.getByRole('table', { name: 'Disk I/O' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    await expect(headers).toEqual(['Time', 'Read', 'Write'])
    // A header row and one row per point.
    await expect(within(table).getAllByRole('row')).toHaveLength(61)
    await expect(within(table).getByRole('rowheader', { name: '27 Nov, 13:59' })).toBeVisible()
    await expect(canvas.queryByRole('img')).toBeNull()
  },
}

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByRole('button', { name: 'Table view' })).toBeNull()
  },
}

export const Empty: Story = {
  args: { times: [], series: [{ name: 'CPU used', values: [] }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data for this period.')).toBeVisible()
  },
}

/** A stopped VM: every value is zero, and the note says why. */
export const StoppedZeros: Story = {
  args: {
    series: [{ name: 'CPU used', values: times.map(() => 0) }],
    note: 'The VM is not running: its measures are zero while it is stopped.',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'CPU. CPU used: latest 0.0 %, peak 0.0 %' })).toBeVisible()
    await drawn(canvasElement)
  },
}

export const Error: Story = {
  args: { error: 'Could not load the metrics' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the metrics')
  },
}

export const Mobile: Story = {
  args: TwoLines.args,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement)
    // The chart fits the phone: the page never scrolls sideways.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}

export const Dark: Story = {
  args: TwoLines.args,
  parameters: { appearance: 'dark' },
  play: async ({ canvasElement }) => drawn(canvasElement),
}
