import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { onPhone, specScreen } from '@cirrus/app-kit'
import { metalOsFixture } from './fixtures'
import { MetalOsView } from './MetalOsView'

const meta = {
  title: 'Admin/Metal/Operating systems',
  component: MetalOsView,
  args: { images: metalOsFixture, onPublish: fn() },
  parameters: { ...specScreen('SPEC §2 /admin/metal/os', 'Operating Systems'), layout: 'fullscreen' },
} satisfies Meta<typeof MetalOsView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('(unpublished)', { selector: 'span' })).toBeVisible()
    await userEvent.click(canvas.getByRole('switch', { name: 'Publish Debian 13 (trixie)' }))
    await expect(args.onPublish).toHaveBeenCalledWith(metalOsFixture[0], '13', true)
    await userEvent.click(canvas.getByRole('switch', { name: 'Publish Ubuntu 24.04 LTS' }))
    await expect(args.onPublish).toHaveBeenCalledWith(metalOsFixture[1], '24.04', false)
  },
}

export const Loading: Story = { args: { images: undefined } }

export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No bare metal operating systems yet')).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { images: undefined, error: 'Network error: Failed to fetch', onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Network error: Failed to fetch')).toBeVisible()
  },
}

export const Mobile: Story = { ...onPhone }
