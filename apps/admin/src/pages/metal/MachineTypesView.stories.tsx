import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { onPhone, specScreen } from '@cirrus/app-kit'
import { metalTypesFixture } from './fixtures'
import { MachineTypesView } from './MachineTypesView'

const meta = {
  title: 'Admin/Metal/Machine types',
  component: MachineTypesView,
  args: { types: metalTypesFixture, onCreate: fn(), onUpdate: fn(), onRetire: fn() },
  parameters: { ...specScreen('SPEC §2 /admin/metal/specs', 'Machine Types'), layout: 'fullscreen' },
} satisfies Meta<typeof MachineTypesView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Retired')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Retire bm.small' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Edit bm.medium' }))
    const form = canvas.getByRole('form', { name: 'Edit bm.medium' })
    await expect(canvas.getByLabelText('Name')).toHaveValue('bm.medium')
    const price = canvas.getByLabelText('Hourly price (EUR)')
    await userEvent.clear(price)
    await userEvent.type(price, '0.7')
    await userEvent.click(canvas.getByRole('button', { name: 'Save machine type' }))
    await expect(args.onUpdate).toHaveBeenCalledWith(
      metalTypesFixture[1],
      expect.objectContaining({ hourly_price: '0.7', ram_gb: 64 }),
    )
    await expect(form).toBeVisible()
  },
}

/** A create with wrong fields: each error shows beside its field and nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'BM Large')
    await userEvent.type(canvas.getByLabelText('CPU cores'), '0')
    await userEvent.type(canvas.getByLabelText('Hourly price (EUR)'), 'cheap')
    await userEvent.click(canvas.getByRole('button', { name: 'Add machine type' }))
    await expect(canvas.getByText('Choose a machine type')).toBeVisible()
    await expect(canvas.getByText('At least 1')).toBeVisible()
    // RAM and the disk size are empty: each says so beside itself.
    await expect(canvas.getAllByText('A whole number')).toHaveLength(2)
    await expect(canvas.getByText('A non-negative decimal such as 0.616438')).toBeVisible()
    await expect(args.onCreate).not.toHaveBeenCalled()
  },
}

/** What the platform refused, beside its field. */
export const ServerError: Story = {
  args: { fieldErrors: { name: 'A machine type named bm.small exists' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A machine type named bm.small exists')).toBeVisible()
  },
}

export const Created: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'bm.gpu')
    await userEvent.type(canvas.getByLabelText('Display name'), 'GPU')
    await userEvent.type(canvas.getByLabelText('CPU model'), 'AMD EPYC 9354')
    await userEvent.type(canvas.getByLabelText('CPU cores'), '32')
    await userEvent.type(canvas.getByLabelText('RAM (GB)'), '256')
    await userEvent.clear(canvas.getByLabelText('Disks'))
    await userEvent.type(canvas.getByLabelText('Disks'), '2')
    await userEvent.type(canvas.getByLabelText('Disk size (GB)'), '1920')
    await userEvent.type(canvas.getByLabelText('Hourly price (EUR)'), '2.5')
    await userEvent.click(canvas.getByRole('button', { name: 'Add machine type' }))
    await expect(args.onCreate).toHaveBeenCalledWith({
      name: 'bm.gpu',
      display_name: 'GPU',
      cpu_model: 'AMD EPYC 9354',
      cpu_cores: 32,
      ram_gb: 256,
      disks: [
        { size_gb: 1920, kind: 'nvme' },
        { size_gb: 1920, kind: 'nvme' },
      ],
      hourly_price: '2.5',
    })
  },
}

export const Loading: Story = { args: { types: undefined } }

export const Empty: Story = {
  args: { types: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No machine types yet')).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { types: undefined, error: 'Network error: Failed to fetch', onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Network error: Failed to fetch')).toBeVisible()
  },
}

export const Mobile: Story = { ...onPhone }
