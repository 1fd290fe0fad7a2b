import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { onPhone } from '@cirrus/app-kit'
import { poolsFixture } from '../infra/fixtures'
import { HostPoolsView } from './HostPoolsView'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Admin/Compute/Hypervisor pools',
  component: HostPoolsView,
  args: { onOpenPage: fn(), pools: poolsFixture, onVisible: fn() },
  parameters: { ...specScreen('SPEC §2 /admin/host_pools', 'Hypervisor pools'), layout: 'fullscreen' },
} satisfies Meta<typeof HostPoolsView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('progressbar', { name: 'vCPU of tll01 Standard' })).toBeVisible()
    await userEvent.click(canvas.getByRole('switch', { name: 'tll01 High CPU visible to customers' }))
    await expect(args.onVisible).toHaveBeenCalledWith(poolsFixture[1], true)
  },
}

export const Loading: Story = { args: { pools: undefined } }

export const Empty: Story = {
  args: { pools: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No hypervisor pools yet')).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { pools: undefined, error: 'Network error: Failed to fetch', onRetry: fn() },
}

export const Mobile: Story = { ...onPhone }
