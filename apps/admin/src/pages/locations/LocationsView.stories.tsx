import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { onPhone } from '@cirrus/app-kit'
import { locationsFixture } from '../infra/fixtures'
import { LocationsView } from './LocationsView'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Admin/Platform/Locations',
  component: LocationsView,
  args: { onOpenPage: fn(), locations: locationsFixture, onOpen: fn(), onDefault: fn() },
  parameters: { ...specScreen('SPEC §2 /admin/locations', 'Locations'), layout: 'fullscreen' },
} satisfies Meta<typeof LocationsView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('switch', { name: 'Tallinn open to customers' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('switch', { name: 'Jõhvi open to customers' }))
    await expect(args.onOpen).toHaveBeenCalledWith(locationsFixture[1], true)
  },
}

export const Loading: Story = { args: { locations: undefined } }

export const Empty: Story = {
  args: { locations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No locations yet')).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { locations: undefined, error: 'Network error: Failed to fetch', onRetry: fn() },
}

export const Mobile: Story = { ...onPhone }
