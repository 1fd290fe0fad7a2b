import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { MissingResourcePage } from '@cirrus/design-system'
import { vmPriceBreakdown } from '@cirrus/domain'
import {
  billingAccounts,
  bootImages,
  images,
  interfaces,
  ips,
  onPhone,
  networks,
  pools,
  priceList,
  runningVm,
  stoppedVm,
  storyLink,
  vms,
  withApiBaseUrl,
} from '../../stories/helpers'
import { VmDetailView } from './vm-detail/VmDetailView'
import { specScreen } from '@cirrus/app-kit'

const limits = pools[0]!.guest_limits!

const meta = {
  title: 'Console/Compute/VM detail',
  component: VmDetailView,
  args: {
    vm: runningVm,
    locationName: 'Tallinn',
    pending: null,
    price: vmPriceBreakdown(runningVm, { list: priceList }, { assignedIps: 1 }),
    publicIps: ips.slice(0, 1),
    interfaces,
    networks,
    billingAccounts,
    images,
    bootImages,
    limits,
    isAdmin: false,
    onCommand: fn(async () => {}),
  },
  parameters: {
    ...specScreen('SPEC §2 /compute/vm/{location}/{vmId}/', 'The VM detail page'),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof VmDetailView>
export default meta
type Story = StoryObj<typeof meta>

export const Running: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: runningVm.name })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Start' })).toHaveAttribute('aria-disabled', 'true')
    await expect(canvas.getByRole('button', { name: 'Start' })).toHaveAccessibleDescription(
      'The VM is already running',
    )
    await expect(canvas.getByRole('button', { name: 'Stop' })).not.toHaveAttribute('aria-disabled')
    await expect(canvas.getByRole('table', { name: 'Price breakdown' })).toBeVisible()
    // An additional disk links to its disk page (issue 10).
    const vdb = runningVm.storage.find((d) => !d.primary)!
    await expect(canvas.getByRole('link', { name: 'vdb' })).toHaveAttribute(
      'href',
      `/disks/disk/${runningVm.location}/${vdb.uuid}/`,
    )
  },
}

export const Stopped: Story = {
  args: {
    vm: stoppedVm,
    price: vmPriceBreakdown(stoppedVm, { list: priceList }),
    publicIps: [],
    interfaces: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Stop' })).toHaveAccessibleDescription(
      'The VM is already stopped',
    )
    await expect(
      canvas.getByText('A stopped VM costs nothing for CPU and RAM; its disks are still billed.'),
    ).toBeVisible()
  },
}

export const Loading: Story = { args: { price: undefined, publicIps: undefined, interfaces: undefined } }

export const OperationInFlight: Story = {
  args: { pending: 'stop' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Stopping')[0]).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Take snapshot/ })).toHaveAccessibleDescription(
      'The VM is busy',
    )
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { interfaces: undefined, interfacesError: 'Network error: Failed to fetch' },
}

export const PricesUnavailable: Story = {
  args: { price: vmPriceBreakdown(runningVm, { list: null }) },
}

export const NotFound: Story = {
  render: () => (
    <MissingResourcePage
      object="virtual machine"
      createHref="/compute/create"
      availableIds={vms.map((v) => v.uuid)}
      idHref={(id) => `/compute/vm/tll01/${id}/`}
      renderLink={storyLink}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This virtual machine is gone' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create new virtual machine' })).toBeVisible()
  },
}

export const DeleteConfirmation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    const dialog = within(document.body).getByRole('alertdialog')
    await expect(within(dialog).getByRole('heading', { name: `Delete ${runningVm.name}?` })).toBeVisible()
    const confirm = within(dialog).getByRole('button', { name: 'Delete' })
    await expect(confirm).toBeDisabled()
    await userEvent.type(within(dialog).getByRole('textbox'), runningVm.name)
    await userEvent.click(confirm)
    await expect(args.onCommand).toHaveBeenCalledWith({ type: 'delete' })
  },
}

export const ResizeDialog: Story = {
  args: { vm: stoppedVm, price: vmPriceBreakdown(stoppedVm, { list: priceList }), interfaces: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resize CPU and RAM' }))
    const dialog = within(document.body).getByRole('dialog')
    await expect(within(dialog).getByRole('button', { name: 'Resize' })).toBeDisabled()
  },
}

export const ReinstallAsAdmin: Story = {
  args: { isAdmin: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reinstall' }))
    const dialog = within(document.body).getByRole('dialog')
    await expect(
      within(dialog).getByText('Reinstalling wipes the boot disk. Everything on it is lost.'),
    ).toBeVisible()
  },
}

/** "Show API request" in an action dialog (issue 10): the clone call, following the typed name. */
export const CloneDialogApiRequest: Story = {
  decorators: [withApiBaseUrl],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clone' }))
    const dialog = within(document.body).getByRole('dialog')
    const name = within(dialog).getByRole('textbox', { name: 'Name of the clone' })
    await userEvent.clear(name)
    await userEvent.type(name, 'web-copy')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show API request' }))
    const curl = within(dialog).getByRole('region', { name: 'curl command' })
    await expect(curl).toHaveTextContent(`/v1/${runningVm.location}/user-resource/vm/clone`)
    await expect(curl).toHaveTextContent('--data-urlencode name=web-copy')
    await expect(within(dialog).queryByRole('tab', { name: 'Terraform' })).toBeNull()
  },
}

/** The headers a table shows on the page, by the table's name. */
const headerNames = (canvas: ReturnType<typeof within>, table: string) =>
  within(canvas.getByRole('table', { name: table }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent)

export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    // On a phone each table keeps its row's identity and actions; descriptive columns leave.
    await expect(headerNames(canvas, 'Price breakdown')).toEqual(['Component', 'Quantity', 'Per hour'])
    await expect(headerNames(canvas, 'Disks')).toEqual(['Device', 'Size', 'Actions'])
    await expect(headerNames(canvas, 'Snapshots and backups')).toEqual(['Taken', 'Actions'])
    await expect(headerNames(canvas, 'Sub-interfaces of Default network')).toEqual([
      'VLAN',
      'Private IPv4',
      'Actions',
    ])
    await expect(canvas.getByRole('button', { name: 'Resize disk vda' })).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: /^Restore from / })).toHaveLength(2)
    // What is left fits: no table scrolls sideways (a table that does is wrapped in a region of its name).
    for (const table of ['Disks', 'Snapshots and backups', 'Sub-interfaces of Default network']) {
      await expect(canvas.queryByRole('region', { name: table })).toBeNull()
    }
  },
}
