import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { makeImage } from '@cirrus/domain/fixtures'
import { defaultVmCreateForm, type VmCreateForm } from '../../forms/vm-create'
import {
  billingAccounts,
  images,
  locations,
  onPhone,
  networks,
  pools,
  priceList,
  withApiBaseUrl,
} from '../../stories/helpers'
import { VmCreateView } from './VmCreateView'
import { specScreen } from '@cirrus/app-kit'

const initial = defaultVmCreateForm({
  location: 'tll01',
  limits: pools[0]!.guest_limits!,
  osName: 'ubuntu',
  osVersion: '24.04',
  billingAccountId: billingAccounts[0]!.id,
})

const meta = {
  title: 'Console/Compute/VM create',
  component: VmCreateView,
  args: {
    initial,
    locations: locations.map((l) => ({
      slug: l.slug,
      displayName: l.display_name,
      countryCode: l.country_code ?? '',
    })),
    images,
    isAdmin: false,
    pools,
    networks,
    billingAccounts,
    priceList,
    onLocationChange: fn(),
    onSubmit: fn(),
    submitting: false,
  },
  parameters: { ...specScreen('SPEC §2 /compute/create', 'Creating a VM'), layout: 'fullscreen' },
} satisfies Meta<typeof VmCreateView>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create a virtual machine' })).toBeVisible()
    await expect(canvas.getByText('/ hour')).toBeVisible()
  },
}

export const Loading: Story = { args: { pools: undefined, networks: undefined, priceList: undefined } }

export const InvalidFields: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create VM' }))
    await expect(
      await canvas.findByText(
        'Use at least 4 letters, digits or hyphens, starting and ending with a letter or digit',
      ),
    ).toBeVisible()
    await expect(canvas.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

const retried: VmCreateForm = {
  ...initial,
  name: 'web-2',
  vcpu: 4,
  ramGb: 8,
  diskGb: 80,
  backup: true,
  username: 'deploy',
  loginMethod: 'ssh_key',
  publicKey: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKx ada@laptop',
}

export const Retry: Story = {
  args: { initial: retried },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Name')).toHaveValue('web-2')
    await userEvent.click(canvas.getByRole('button', { name: 'Create VM' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'web-2', vcpu: 4, ramGb: 8, loginMethod: 'ssh_key' }),
      expect.anything(),
    )
  },
}

export const Submitting: Story = {
  args: {
    submitting: true,
    initial: { ...initial, name: 'web-2', username: 'deploy', password: 'Secret123' },
  },
}

export const UnpublishedForAdmin: Story = {
  args: { isAdmin: true, initial: { ...initial, osVersion: '25.10' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('25.10 (unpublished)')[0]).toBeVisible()
  },
}

/** A Windows guest needs 2 vCPUs and 1 GB RAM: the form starts there (its licence is priced by `pricedDraft`). */
export const WindowsMinimums: Story = {
  args: {
    images: [
      ...images,
      makeImage(
        {
          os_name: 'windows',
          display_name: 'Windows Server',
          versions: [{ os_version: '2022', display_name: '2022', published: true }],
        },
        3,
      ),
    ],
    initial: { ...initial, osName: 'windows', osVersion: '2022', vcpu: 1, ramGb: 0.5 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'CPU' })).toHaveValue(2)
    await expect(canvas.getByRole('spinbutton', { name: 'RAM' })).toHaveValue(1)
    await expect(canvas.getByRole('slider', { name: 'CPU' })).toHaveAttribute('aria-valuemin', '2')
  },
}

export const NoPrices: Story = { args: { priceList: undefined } }

export const Mobile: Story = {
  ...onPhone,
}

/** "Show API request" (issue 10): the create call as curl, and the VM as a Terraform resource. */
export const ApiRequestOpen: Story = {
  args: { initial: retried },
  decorators: [withApiBaseUrl],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show API request' }))
    const curl = canvas.getByRole('region', { name: 'curl command' })
    await expect(curl).toHaveTextContent('curl -X POST https://console.example/v1/tll01/user-resource/vm')
    await expect(curl).toHaveTextContent('--data-urlencode name=web-2')
    await userEvent.click(canvas.getByRole('tab', { name: 'Terraform' }))
    const terraform = canvas.getByRole('region', { name: 'Terraform configuration' })
    await expect(terraform).toHaveTextContent('resource "warren_virtual_machine" "web-2"')
    await expect(terraform).toHaveTextContent('memory = 8192')
  },
}
