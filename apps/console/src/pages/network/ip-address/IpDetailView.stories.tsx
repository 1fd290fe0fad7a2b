import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { MissingResourcePage, RouterErrorPage } from '@cirrus/design-system'
import {
  ips,
  interfaces,
  onPhone,
  priceList,
  runningVm,
  storyLink,
  vms,
  withApiBaseUrl,
} from '../../../stories/helpers'
import { IpDetailView } from './IpDetailView'
import { specScreen } from '@cirrus/app-kit'

const assigned = { ...ips[0]!, name: 'web', assigned_to_private_ip: runningVm.private_ipv4 }
const unassigned = { ...ips[1]!, name: 'spare' }

const meta = {
  title: 'Console/Network/IP address detail',
  component: IpDetailView,
  args: {
    ip: assigned,
    locationName: 'Tallinn',
    assignee: { kind: 'virtual machine', name: runningVm.name, href: `/compute/vm/tll01/${runningVm.uuid}/` },
    vms,
    interfaces,
    priceList,
    billingAccountName: 'Main account',
    onRename: fn(async () => {}),
    onAssign: fn(async () => {}),
    onUnassign: fn(async () => {}),
    onDelete: fn(async () => {}),
    renderLink: storyLink,
  },
  parameters: {
    ...specScreen('SPEC §2 /network/ip_address/{location}/{uuid}/', "An IP address's page"),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof IpDetailView>
export default meta
type Story = StoryObj<typeof meta>

export const Assigned: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: `virtual machine ${runningVm.name}` })).toBeVisible()
    await expect(canvas.getByRole('rowheader', { name: /^Assigned/ })).toHaveTextContent('Assigned (now)')
    await expect(canvas.getByRole('rowheader', { name: /^Unassigned/ })).toHaveTextContent(/^Unassigned$/)
  },
}

export const Unassigned: Story = { args: { ip: unassigned, assignee: null } }

export const Loading: Story = { args: { priceList: undefined, vms: undefined, interfaces: undefined } }

export const UnassignSaysThePriceChange: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Unassign/ }))
    const dialog = within(document.body).getByRole('alertdialog')
    await expect(dialog).toHaveTextContent(
      'Its price changes from €0.00685 / hour to €0.0123 / hour (+€0.00548 / hour).',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unassign' }))
    await expect(args.onUnassign).toHaveBeenCalled()
  },
}

export const AssignWithPrivateIp: Story = {
  args: { ip: unassigned, assignee: null },
  decorators: [withApiBaseUrl],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Assign/ }))
    const dialog = within(document.body).getByRole('dialog')
    const field = within(dialog).getByLabelText('Private IP (optional)')
    await userEvent.type(field, '10.99.99.99')
    await expect(field).toHaveAccessibleDescription(/Not an address of this VM/)
    await userEvent.clear(field)
    await userEvent.type(field, runningVm.private_ipv4!)
    // "Show API request" (issue 10): the assign call with the private IP (SPEC §3).
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show API request' }))
    await expect(within(dialog).getByRole('region', { name: 'curl command' })).toHaveTextContent(
      `"private_ip":"${runningVm.private_ipv4}"`,
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }))
    await expect(args.onAssign).toHaveBeenCalledWith(runningVm.uuid, runningVm.private_ipv4)
  },
}

export const DeleteConfirmation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Delete/ }))
    const dialog = within(document.body).getByRole('alertdialog')
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled()
    await userEvent.type(within(dialog).getByRole('textbox'), assigned.address)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await expect(args.onDelete).toHaveBeenCalled()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  render: () => (
    <RouterErrorPage error={new Error('Network error: Failed to fetch')} renderLink={storyLink} />
  ),
}

export const NotFound: Story = {
  render: () => (
    <MissingResourcePage
      object="IP address"
      createHref="/network/create/ip_address"
      availableIds={ips.map((ip) => ip.uuid)}
      idHref={(id) => `/network/ip_address/tll01/${id}/`}
      renderLink={storyLink}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This IP address is gone' })).toBeVisible()
  },
}

export const Mobile: Story = { ...onPhone }
