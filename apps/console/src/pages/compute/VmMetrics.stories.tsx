import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { MetricsPanel, specScreen } from '@cirrus/app-kit'
import { emptyMetricsSeries, metricsTexts } from '@cirrus/domain'
import { makeMetricsSeries } from '@cirrus/domain/fixtures'
import { onPhone } from '../../stories/helpers'

/** The VM page's metrics (issue 18): app-kit's MetricsPanel, as VmDetailPage shows it under the overview. */
const meta = {
  title: 'Console/Compute/VM metrics',
  parameters: { ...specScreen('SPEC §2 /compute/vm/{location}/{uuid}/', 'VM metrics') },
  component: MetricsPanel,
  args: {
    series: makeMetricsSeries('1h'),
    range: '1h',
    onRangeChange: fn(),
    timeZone: 'UTC',
  },
} satisfies Meta<typeof MetricsPanel>
export default meta
type Story = StoryObj<typeof meta>

/** Every chart is drawn once the lazy chart library has loaded. */
const drawn = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelectorAll('canvas')).toHaveLength(4))

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, canvasElement, args }) => {
    for (const name of ['CPU', 'Memory', 'Disk I/O', 'Network']) {
      await expect(canvas.getByRole('region', { name })).toBeVisible()
    }
    await expect(canvas.getByRole('radio', { name: metricsTexts.ranges['1h'] })).toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: metricsTexts.ranges['7d'] }))
    await expect(args.onRangeChange).toHaveBeenCalledWith('7d')
    await drawn(canvasElement)
    // The picture shows the panel at rest: whether the clicked radio keeps a focus ring depends on timing.
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

/** The table view of one chart: a row per minute, newest first. */
export const TableView: Story = {
  play: async ({ canvas }) => {
    const memory = canvas.getByRole('region', { name: 'Memory' })
    await userEvent.click(within(memory).getByRole('button', { name: metricsTexts.tableView }))
    const table = within(memory).getByRole('table', { name: 'Memory' })
    await expect(within(table).getAllByRole('row')).toHaveLength(61)
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Memory used'])
  },
}

export const Week: Story = {
  args: { series: makeMetricsSeries('7d'), range: '7d' },
  play: async ({ canvasElement }) => drawn(canvasElement),
}

export const Loading: Story = {
  args: { series: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status', { name: 'Loading' })).toHaveLength(4)
  },
}

export const Error: Story = {
  args: { series: undefined, failed: true },
  play: async ({ canvas }) => {
    const alerts = canvas.getAllByRole('alert')
    await expect(alerts).toHaveLength(4)
    await expect(alerts[0]).toHaveTextContent(metricsTexts.loadError)
  },
}

/** A stopped VM: every measure is zero, and the note says why. */
export const Stopped: Story = {
  args: { series: makeMetricsSeries('1h', { stopped: true }), note: metricsTexts.stoppedNote },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(metricsTexts.stoppedNote)).toBeVisible()
    await expect(canvas.getByRole('img', { name: /CPU used: latest 0\.0 %, peak 0\.0 %/ })).toBeVisible()
    await drawn(canvasElement)
  },
}

export const Empty: Story = {
  args: { series: emptyMetricsSeries('1h') },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(metricsTexts.empty)).toHaveLength(4)
  },
}

export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvasElement }) => {
    await drawn(canvasElement)
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390)
  },
}

export const Dark: Story = {
  parameters: { appearance: 'dark' },
  play: async ({ canvasElement }) => drawn(canvasElement),
}
