import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { MissingResourcePage, RouterErrorPage } from '@cirrus/design-system'
import { ApiError } from '@cirrus/domain'
import { makeFirewall, makeLoadBalancer, makeNetwork, makeVm } from '@cirrus/domain/fixtures'
import { interfaces, ips, networks, onPhone, runningVm, stoppedVm, storyLink } from '../../../stories/helpers'
import { vpcTopology } from './topology'
import { VpcDetailView } from './VpcDetailView'
import { specScreen } from '@cirrus/app-kit'

const network = { ...networks[1]!, name: 'backend', vm_uuids: [runningVm.uuid, stoppedVm.uuid] }
const members = [runningVm, stoppedVm]
const lb = makeLoadBalancer({ network_uuid: network.uuid, targets: [] }, 1)
const withTargets = {
  ...lb,
  targets: members.map((vm) => ({
    target_uuid: vm.uuid,
    target_type: 'vm',
    target_ip_address: vm.private_ipv4,
    created_at: null,
  })),
}
const firewall = makeFirewall(
  { resources_assigned: [{ resource_type: 'vm', resource_uuid: runningVm.uuid }] },
  1,
)
const topology = vpcTopology({
  network,
  vms: members,
  ips,
  loadBalancers: [withTargets],
  firewalls: [firewall],
})

const meta = {
  title: 'Console/Network/VPC detail',
  component: VpcDetailView,
  args: {
    network,
    locationName: 'Tallinn',
    members,
    interfaces,
    networks,
    topology,
    onRename: fn(async () => {}),
    onDelete: fn(async () => {}),
    onSetDefault: fn(async () => {}),
    onAddSubinterface: fn(async () => {}),
    onDeleteSubinterface: fn(async () => {}),
    renderLink: storyLink,
  },
  parameters: {
    ...specScreen('SPEC §2 /network/vpc/{location}/{uuid}/', "A VPC network's page"),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof VpcDetailView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'backend' })).toBeVisible()
    await expect(canvas.getByRole('group', { name: 'Topology of backend' })).toBeVisible()
    const table = canvas.getByRole('table', { name: 'Virtual machines in backend' })
    await expect(within(table).getByRole('link', { name: runningVm.name })).toHaveAttribute(
      'href',
      `/compute/vm/tll01/${runningVm.uuid}/`,
    )
    await expect(
      canvas.getByRole('table', { name: `Sub-interfaces of Default network of ${runningVm.name}` }),
    ).toBeVisible()
  },
}

export const Loading: Story = { args: { members: undefined, interfaces: undefined, topology: undefined } }

export const Empty: Story = {
  args: {
    network: { ...network, vm_uuids: [] },
    members: [],
    topology: vpcTopology({
      network: { ...network, vm_uuids: [] },
      vms: [],
      ips: [],
      loadBalancers: [],
      firewalls: [],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No virtual machines in this network yet')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create VM' })).toBeVisible()
  },
}

export const DefaultNetwork: Story = {
  args: { network: { ...networks[0]!, vm_uuids: network.vm_uuids } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Set as default/ })).toHaveAccessibleDescription(
      'This is already the default network of the location',
    )
  },
}

export const SetAsDefault: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Set as default/ }))
    await expect(args.onSetDefault).toHaveBeenCalled()
  },
}

export const DeleteRefused: Story = {
  args: {
    onDelete: fn(() =>
      Promise.reject(new ApiError({ status: 400, message: 'The network still has 2 resources' })),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Delete$/ }))
    const dialog = within(document.body).getByRole('alertdialog')
    await userEvent.type(within(dialog).getByRole('textbox'), 'backend')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await expect(
      await within(dialog).findByText('Error deleting VPC Network: The network still has 2 resources'),
    ).toBeVisible()
    // The picture shows the button at rest: whether the click's focus survives the busy (disabled) state depends
    // on whether that state was painted, so the ring is taken off once the button is enabled again.
    const confirm = within(dialog).getByRole('button', { name: 'Delete' })
    await waitFor(() => expect(confirm).toBeEnabled())
    confirm.blur()
    await expect(confirm).not.toHaveFocus()
  },
}

export const AddSubinterface: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: `Add sub-interface to Default network of ${runningVm.name}` }),
    )
    const dialog = within(document.body).getByRole('dialog')
    await userEvent.type(within(dialog).getByLabelText('VLAN tag'), '250')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add sub-interface' }))
    await expect(args.onAddSubinterface).toHaveBeenCalledWith(
      runningVm,
      expect.objectContaining({ vlanTag: 250 }),
    )
  },
}

export const ManyVms: Story = {
  args: (() => {
    const many = Array.from({ length: 9 }, (_, i) =>
      makeVm({ name: `app-${i + 1}`, status: i % 3 ? 'running' : 'stopped' }, i + 10),
    )
    const net = makeNetwork({ name: 'backend', vm_uuids: many.map((vm) => vm.uuid) }, 2)
    return {
      network: net,
      members: many,
      interfaces: [],
      topology: vpcTopology({ network: net, vms: many, ips: [], loadBalancers: [], firewalls: [] }),
    }
  })(),
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
      object="VPC network"
      createHref="/network/create/vpc"
      availableIds={networks.map((n) => n.uuid)}
      idHref={(id) => `/network/vpc/tll01/${id}/`}
      renderLink={storyLink}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This VPC network is gone' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create new VPC network' })).toBeVisible()
  },
}

export const Mobile: Story = { ...onPhone }
