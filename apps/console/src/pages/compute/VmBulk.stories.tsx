import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within, screen } from 'storybook/test'
import { BulkProgress, specScreen } from '@cirrus/app-kit'
import type { BulkItem } from '@cirrus/domain'
import { onPhone, priceList, vms } from '../../stories/helpers'
import { VmBulkConfirm } from './VmBulk'
import { planVmBulk } from './vm-bulk'

const meta = {
  title: 'Console/Compute/VM bulk actions',
  parameters: { ...specScreen('SPEC §2 /compute', 'Bulk actions on the VM list') },
  component: VmBulkConfirm,
  args: { plan: planVmBulk('stop', vms.slice(0, 3), priceList), onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof VmBulkConfirm>
export default meta
type Story = StoryObj<typeof meta>

/** The confirmation lists what will happen to which VM, what is skipped, and the hourly price before and after. */
export const ConfirmStop: Story = {
  tags: ['dark'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog')
    await expect(within(dialog).getByText(`Stop ${vms[0]!.name}`)).toBeVisible()
    await expect(within(dialog).getByText(/Unchanged: /)).toHaveTextContent(vms[1]!.name)
    await expect(within(dialog).getByText(/Hourly price afterwards/)).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop' }))
    await expect(args.onConfirm).toHaveBeenCalled()
  },
}

export const ConfirmDelete: Story = { args: { plan: planVmBulk('delete', vms.slice(0, 2), priceList) } }

const items: BulkItem[] = [
  { key: 'a', label: 'web-1', status: 'done' },
  {
    key: 'b',
    label: 'web-2',
    status: 'failed',
    reason: 'The virtual machine is locked by another operation',
  },
  { key: 'c', label: 'web-3', status: 'done' },
]

/** The progress group after a run with one failure: its reason and "Retry failed". */
export const ProgressWithFailures: Story = {
  render: () => <BulkProgress action="Stop" items={items} onRetryFailed={fn()} onDismiss={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Stop: 2 of 3 done · 1 failed')
    await expect(canvas.getByText('The virtual machine is locked by another operation')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Retry failed' })).toBeVisible()
  },
}

/** While it runs: waiting and working items, no retry yet. */
export const ProgressRunning: Story = {
  render: () => (
    <BulkProgress
      action="Stop"
      items={[
        { key: 'a', label: 'web-1', status: 'done' },
        { key: 'b', label: 'web-2', status: 'running' },
        { key: 'c', label: 'web-3', status: 'pending' },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Stop: 1 of 3 done')
    await expect(canvas.queryByRole('button', { name: 'Retry failed' })).toBeNull()
  },
}

export const Mobile: Story = { ...onPhone }
