import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { MissingResourcePage } from '@cirrus/design-system'
import {
  billingAccounts,
  onPhone,
  priceList,
  runningVm,
  storyLink,
  vms,
  withApiBaseUrl,
} from '../../stories/helpers'
import { chooseOtherBillingAccount } from '../../stories/billing'
import { attachedDisk, detachedDisk, manyDisks } from './disk-fixtures'
import { DiskDetailLoading, DiskDetailView } from './DiskDetailView'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Console/Disks/Disk detail',
  component: DiskDetailView,
  args: {
    disk: attachedDisk,
    locationName: 'Tallinn',
    vms,
    billingAccounts,
    priceList,
    pending: null,
    onCommand: fn(async () => {}),
    renderLink: storyLink,
  },
  parameters: {
    ...specScreen('SPEC §2 /disks/disk/{location}/{uuid}/', "A disk's page"),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof DiskDetailView>
export default meta
type Story = StoryObj<typeof meta>

/** Attached to a VM, with a snapshot. */
export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'data-volume' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: runningVm.name })).toHaveAttribute(
      'href',
      `/compute/vm/${runningVm.location}/${runningVm.uuid}/`,
    )
    await expect(canvas.getByRole('button', { name: 'Detach' })).toBeVisible()
    // Restoring needs a detached disk: the button says why.
    await expect(canvas.getByRole('button', { name: /Restore from/ })).toHaveAccessibleDescription(
      'Detach the disk before restoring a snapshot',
    )
  },
}

/** Detached, without snapshots: it says it is still billed. */
export const Empty: Story = {
  args: { disk: detachedDisk },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/This disk is detached and still billed/)).toBeVisible()
    await expect(canvas.getByText('No snapshots yet')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Attach to VM' })).toBeVisible()
  },
}

/** Prices and VMs still loading. */
export const Loading: Story = { args: { priceList: undefined, vms: undefined } }

/** The route's fallback while the disk itself loads. */
export const LoadingPage: Story = { render: () => <DiskDetailLoading /> }

export const ErrorState: Story = {
  name: 'Error',
  args: { vms: undefined, vmsError: 'Network error: Failed to fetch' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The VMs could not be loaded')
  },
}

export const NotFound: Story = {
  render: () => (
    <MissingResourcePage
      object="disk"
      createHref="/disks/create"
      availableIds={manyDisks.map((d) => d.uuid)}
      idHref={(id) => `/disks/disk/tll01/${id}/`}
      renderLink={storyLink}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This disk is gone' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create new disk' })).toBeVisible()
  },
}

/** Before a resize the dialog shows the price change per hour; the same size cannot be sent (SPEC §5). */
export const ResizeDialog: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resize' }))
    const dialog = within(document.body).getByRole('dialog')
    const submit = within(dialog).getByRole('button', { name: 'Resize disk' })
    await expect(submit).toBeDisabled()
    await expect(within(dialog).getByText('No change per hour')).toBeVisible()
    const size = within(dialog).getByRole('spinbutton', { name: 'Size' })
    await userEvent.clear(size)
    await userEvent.type(size, '120')
    await userEvent.tab()
    await expect(within(dialog).getByText('+€0.0137 / hour')).toBeVisible()
    await userEvent.click(submit)
    await expect(args.onCommand).toHaveBeenCalledWith({ type: 'resize', sizeGb: 120 })
  },
}

/** Before an attach the dialog shows how the VM's price changes. */
export const AttachDialog: Story = {
  args: { disk: detachedDisk },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Attach to VM' }))
    const dialog = within(document.body).getByRole('dialog')
    await expect(within(dialog).getByText(`Price change of ${vms[0]!.name}:`, { exact: false })).toBeVisible()
    await expect(within(dialog).getByText(/^\+€.* \/ hour$/)).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Attach' }))
    await expect(args.onCommand).toHaveBeenCalledWith({ type: 'attach', vmUuid: vms[0]!.uuid })
  },
}

/** Change billing account (issue 18): the user's accounts; the disk's own account changes nothing. */
export const BillingDialog: Story = {
  play: async ({ canvasElement, args }) => {
    const { submit } = await chooseOtherBillingAccount(canvasElement, billingAccounts[1]!.title)
    await userEvent.click(submit)
    await expect(args.onCommand).toHaveBeenCalledWith({
      type: 'changeBillingAccount',
      billingAccountId: billingAccounts[1]!.id,
    })
  },
}

export const DeleteConfirmation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    const dialog = within(document.body).getByRole('alertdialog')
    await expect(within(dialog).getByRole('heading', { name: 'Delete data-volume?' })).toBeVisible()
    const confirm = within(dialog).getByRole('button', { name: 'Delete' })
    await expect(confirm).toBeDisabled()
    await userEvent.type(within(dialog).getByRole('textbox'), 'data-volume')
    await userEvent.click(confirm)
    await expect(args.onCommand).toHaveBeenCalledWith({ type: 'delete' })
  },
}

/** While an action runs, the others wait. */
export const ActionInFlight: Story = {
  args: { pending: 'takeSnapshot' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Rename' })).toHaveAccessibleDescription(
      'Another action on this disk is running',
    )
  },
}

export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'data-volume' })).toBeVisible()
    await expect(canvas.getByRole('group', { name: 'Disk actions' })).toBeVisible()
  },
}

/** "Show API request" in an action dialog (issue 10): the resize call and the disk's Terraform block. */
export const ResizeDialogApiRequest: Story = {
  decorators: [withApiBaseUrl],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resize' }))
    const dialog = within(document.body).getByRole('dialog')
    const size = within(dialog).getByRole('spinbutton', { name: 'Size' })
    await userEvent.clear(size)
    await userEvent.type(size, '150')
    await userEvent.tab()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show API request' }))
    const curl = within(dialog).getByRole('region', { name: 'curl command' })
    await expect(curl).toHaveTextContent(
      `-X PATCH https://console.example/v1/${attachedDisk.location}/storage/disks/${attachedDisk.uuid}`,
    )
    await expect(curl).toHaveTextContent('--data-urlencode size_gb=150')
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Terraform' }))
    await expect(within(dialog).getByRole('region', { name: 'Terraform configuration' })).toHaveTextContent(
      'size_in_gb = 150',
    )
  },
}

/** "Show API request" in a confirmation: the delete call. */
export const DeleteApiRequest: Story = {
  decorators: [withApiBaseUrl],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    const dialog = within(document.body).getByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show API request' }))
    await expect(within(dialog).getByRole('region', { name: 'curl command' })).toHaveTextContent(
      `-X DELETE https://console.example/v1/${attachedDisk.location}/storage/disks/${attachedDisk.uuid}`,
    )
  },
}
