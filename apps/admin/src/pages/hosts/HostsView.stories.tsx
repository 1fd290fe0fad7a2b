import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { onPhone } from '@cirrus/app-kit'
import { hostsFixture } from '../infra/fixtures'
import { HostsView } from './HostsView'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Admin/Compute/Hypervisors',
  component: HostsView,
  args: { hosts: hostsFixture, onMaintenance: fn(), onOpen: fn() },
  parameters: { ...specScreen('SPEC §2 /admin/hosts', 'Hypervisors'), layout: 'fullscreen' },
} satisfies Meta<typeof HostsView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('table', { name: 'Hypervisors' })).toBeVisible()
    await expect(canvas.getByRole('progressbar', { name: 'vCPU of tll01-standard-hv02' })).toBeVisible()
    await userEvent.click(canvas.getByRole('switch', { name: 'Maintenance of tll01-standard-hv01' }))
    await expect(args.onMaintenance).toHaveBeenCalledWith(hostsFixture[0], true)
    await userEvent.click(canvas.getByRole('rowheader', { name: 'tll01-standard-hv02' }))
    await expect(args.onOpen).toHaveBeenCalledWith(hostsFixture[1])
  },
}

export const Loading: Story = { args: { hosts: undefined } }

export const Empty: Story = {
  args: { hosts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No hypervisors yet')).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { hosts: undefined, error: 'Network error: Failed to fetch', onRetry: fn() },
}

export const Mobile: Story = { ...onPhone }
