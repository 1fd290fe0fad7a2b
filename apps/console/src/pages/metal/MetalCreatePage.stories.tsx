import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { billingAccounts, locations, onPhone, priceList, withApiBaseUrl } from '../../stories/helpers'
import { defaultLeaseForm } from './lease-form'
import { MetalCreateView } from './MetalCreateView'
import { metalImages, metalTypes } from './story-data'
import { specScreen } from '@cirrus/app-kit'

const KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKx ada@laptop'
const initial = defaultLeaseForm({
  location: 'tll01',
  osName: 'ubuntu',
  osVersion: '24.04',
  billingAccountId: billingAccounts[0]!.id,
})

const meta = {
  title: 'Console/Metal/Lease create',
  component: MetalCreateView,
  args: {
    initial,
    locations: locations.map((l) => ({
      slug: l.slug,
      displayName: l.display_name,
      countryCode: l.country_code ?? '',
    })),
    types: metalTypes,
    images: metalImages,
    isAdmin: false,
    billingAccounts,
    priceList,
    onLocationChange: fn(),
    onSubmit: fn(),
    submitting: false,
  },
  parameters: {
    ...specScreen('SPEC §2 /metal/create', 'Leasing a bare-metal machine'),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof MetalCreateView>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lease a bare metal server' })).toBeVisible()
    const types = canvas.getByRole('radiogroup', { name: 'Machine type' })
    await expect(within(types).getByRole('radio', { name: /Large · bm\.large/ })).toBeDisabled()
    await expect(within(types).getByText('Out of stock in Tallinn')).toBeVisible()
    await expect(canvas.getByText('Choose a machine type to see its price')).toBeVisible()
  },
}

/** The price is shown before sending: choosing a type shows its hourly and monthly price. */
export const PriceBeforeSending: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Medium · bm\.medium/ }))
    await userEvent.type(canvas.getByLabelText('SSH public key'), KEY)
    const summary = canvas.getByRole('heading', { name: 'Summary' }).parentElement!
    await expect(within(summary).getByText('€0.616')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Lease server' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ machineType: 'bm.medium', osName: 'ubuntu', publicKey: KEY }),
      expect.anything(),
    )
  },
}

export const InvalidFields: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Lease server' }))
    await expect(await canvas.findByText('Choose a machine type')).toBeVisible()
    await expect(canvas.getByText('Paste one OpenSSH public key line')).toBeVisible()
    await expect(canvas.getByLabelText('SSH public key')).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** The platform refused: the type went out of stock meanwhile; its message shows beside the machine type. */
export const OutOfStock: Story = {
  args: {
    initial: { ...initial, machineType: 'bm.medium', publicKey: KEY },
    fieldErrors: {
      machineType:
        'No Medium (bm.medium) bare metal server is free in tll01: choose another machine type or location, or try again later',
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/No Medium \(bm\.medium\) bare metal server is free in tll01/),
    ).toBeVisible()
  },
}

export const Loading: Story = { args: { types: undefined, priceList: undefined } }

export const ErrorState: Story = {
  name: 'Error',
  args: { types: undefined, typesError: 'Network error: Failed to fetch' },
}

export const Submitting: Story = {
  args: { submitting: true, initial: { ...initial, machineType: 'bm.small', publicKey: KEY } },
}

export const Mobile: Story = { ...onPhone }

/** "Show API request": the create call the form describes, as curl (bare metal has no Terraform resource). */
export const ApiRequestOpen: Story = {
  args: { initial: { ...initial, machineType: 'bm.medium', name: 'db-metal-1', publicKey: KEY } },
  decorators: [withApiBaseUrl],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show API request' }))
    const curl = canvas.getByRole('region', { name: 'curl command' })
    await expect(curl).toHaveTextContent('curl -X POST https://console.example/v1/tll01/metal/lease')
    await expect(curl).toHaveTextContent('--data-urlencode machine_type=bm.medium')
    await expect(curl).toHaveTextContent('--data-urlencode display_name=db-metal-1')
    await expect(canvas.queryByRole('tab', { name: 'Terraform' })).toBeNull()
  },
}
