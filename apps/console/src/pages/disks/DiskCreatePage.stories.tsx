import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { billingAccounts, locations, onPhone, priceList, vms, withApiBaseUrl } from '../../stories/helpers'
import { createLocations } from '../../app/locations'
import { defaultDiskCreateForm } from './disk-create'
import { DiskCreateView } from './DiskCreateView'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Console/Disks/Disk create',
  component: DiskCreateView,
  args: {
    initial: defaultDiskCreateForm({
      location: locations[0]!.slug,
      billingAccountId: billingAccounts[0]!.id,
    }),
    locations: createLocations(locations),
    vms,
    billingAccounts,
    priceList,
    onLocationChange: fn(),
    onSubmit: fn(),
    submitting: false,
  },
  parameters: { ...specScreen('SPEC §2 /disks/create', 'Creating a disk'), layout: 'fullscreen' },
} satisfies Meta<typeof DiskCreateView>
export default meta
type Story = StoryObj<typeof meta>

/** The form filled with its defaults: the price of 20 GB shows before anything is sent. */
export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('form', { name: 'Create a disk' })).toBeVisible()
    const price = canvas.getByText(/€0\.0137/)
    await expect(price).toBeVisible()
    // The price follows the size.
    const size = canvas.getByRole('spinbutton', { name: 'Size' })
    await userEvent.clear(size)
    await userEvent.type(size, '40')
    await userEvent.tab()
    await expect(canvas.getByText(/€0\.0274/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Create disk' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ sizeGb: 40, vmUuid: '' }))
  },
}

/** Attaching it to a VM right away. */
export const AttachToVm: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Attach to a virtual machine' }))
    await userEvent.click(within(document.body).getByRole('option', { name: vms[0]!.name }))
    await expect(canvas.getByText(`20 GB disk · attached to ${vms[0]!.name}`)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Create disk' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ vmUuid: vms[0]!.uuid }))
  },
}

/** Prices and the location's VMs still loading. */
export const Loading: Story = { args: { priceList: undefined, vms: undefined } }

/** A location without VMs, and a user without a billing account chosen yet. */
export const Empty: Story = {
  args: { vms: [], initial: defaultDiskCreateForm({ location: locations[0]!.slug }) },
}

/** Errors beside the fields after a create attempt. */
export const ErrorState: Story = {
  name: 'Error',
  args: { initial: defaultDiskCreateForm({ location: locations[0]!.slug, name: 'x'.repeat(256) }) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create disk' }))
    await expect(canvas.getByText('Choose a billing account')).toBeVisible()
    await expect(canvas.getByText('Use at most 255 characters')).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** While the platform creates the disk. */
export const Submitting: Story = { args: { submitting: true } }

export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create a disk' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Create disk' })).toBeVisible()
  },
}

/** "Show API request" (issue 10): the create call as curl, and the warren_disk block with the chosen VM. */
export const ApiRequest: Story = {
  decorators: [withApiBaseUrl],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name (optional)' }), 'data')
    await userEvent.click(canvas.getByRole('combobox', { name: 'Attach to a virtual machine' }))
    await userEvent.click(within(document.body).getByRole('option', { name: vms[0]!.name }))
    await userEvent.click(canvas.getByRole('button', { name: 'Show API request' }))
    const curl = canvas.getByRole('region', { name: 'curl command' })
    await expect(curl).toHaveTextContent(
      `-X POST https://console.example/v1/${locations[0]!.slug}/storage/disks`,
    )
    await expect(curl).toHaveTextContent('--data-urlencode size_gb=20')
    await expect(curl).toHaveTextContent('--data-urlencode display_name=data')
    await userEvent.click(canvas.getByRole('tab', { name: 'Terraform' }))
    const hcl = canvas.getByRole('region', { name: 'Terraform configuration' })
    await expect(hcl).toHaveTextContent('resource "warren_disk" "data"')
    await expect(hcl).toHaveTextContent(`server_uuid = "${vms[0]!.uuid}"`)
  },
}
