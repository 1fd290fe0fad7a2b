import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { onPhone } from '@cirrus/app-kit'
import { imagesFixture } from '../infra/fixtures'
import { ImagesView } from './ImagesView'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Admin/Compute/Images',
  component: ImagesView,
  args: { onOpenPage: fn(), images: imagesFixture, onPublish: fn(), onAppCatalog: fn(), onIcon: fn() },
  parameters: { ...specScreen('SPEC §2 /admin/vm_images', 'Images'), layout: 'fullscreen' },
} satisfies Meta<typeof ImagesView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('(unpublished)', { selector: 'span' })).toBeVisible()
    await userEvent.click(canvas.getByRole('switch', { name: 'Publish Ubuntu 24.04 LTS' }))
    await expect(args.onPublish).toHaveBeenCalledWith(imagesFixture[0], '24.04', false)
    await userEvent.click(canvas.getByRole('switch', { name: 'Ubuntu in the app catalog' }))
    await expect(args.onAppCatalog).toHaveBeenCalledWith(imagesFixture[0], true)
  },
}

export const Loading: Story = { args: { images: undefined } }

export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No images yet')).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { images: undefined, error: 'Network error: Failed to fetch', onRetry: fn() },
}

export const Mobile: Story = { ...onPhone }
