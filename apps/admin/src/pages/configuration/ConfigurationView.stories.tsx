import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { onPhone } from '@cirrus/app-kit'
import { defaultConsoleConfig } from '@cirrus/domain'
import { ConfigurationView } from './ConfigurationView'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Admin/Platform/Platform configuration',
  component: ConfigurationView,
  args: { config: defaultConsoleConfig, onChange: fn() },
  parameters: {
    ...specScreen('SPEC §2 /admin/configuration', 'Platform configuration'),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof ConfigurationView>
export default meta
type Story = StoryObj<typeof meta>

/** Everything on (a fresh platform); switching Disks off asks to save exactly that switch. */
export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Platform Configuration', level: 1 })).toBeVisible()
    const disks = canvas.getByRole('switch', { name: 'Disks' })
    await expect(disks).toBeChecked()
    await userEvent.click(disks)
    await expect(args.onChange).toHaveBeenCalledWith({ features: { disks: false } })
    await userEvent.click(canvas.getByRole('switch', { name: 'Firewall lists (firewallEnabled)' }))
    await expect(args.onChange).toHaveBeenCalledWith({ firewallEnabled: false })
  },
}

/** Some sections switched off. */
export const SomeOff: Story = {
  args: {
    config: {
      ...defaultConsoleConfig,
      features: { ...defaultConsoleConfig.features, disks: false, bare_metal: false },
      disksEnabled: false,
      adminBareMetalEnabled: false,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Disks' })).not.toBeChecked()
    await expect(canvas.getByRole('switch', { name: 'Bare metal (admin flag)' })).not.toBeChecked()
  },
}

/** While a change is saved the switches wait. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Disks' })).toBeDisabled()
  },
}

export const Loading: Story = { args: { config: undefined } }

export const ErrorState: Story = {
  name: 'Error',
  args: { config: undefined, error: 'Network error: Failed to fetch', onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error: Failed to fetch')
  },
}

export const Mobile: Story = { ...onPhone }
