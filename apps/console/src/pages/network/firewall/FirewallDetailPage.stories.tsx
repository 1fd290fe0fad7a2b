import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { confirmIn } from '../../../stories/confirm'
import { MissingResourcePage, RouterErrorPage } from '@cirrus/design-system'
import { ApiError } from '@cirrus/domain'
import { makeFirewall } from '@cirrus/domain/fixtures'
import { billingAccounts, onPhone, runningVm, storyLink, vms, withApiBaseUrl } from '../../../stories/helpers'
import { FirewallDetailLoading, FirewallDetailView } from './FirewallDetailView'
import { FirewallsUnavailable } from './FirewallsUnavailable'
import { firewall } from './story-data'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Console/Network/Firewall detail',
  component: FirewallDetailView,
  args: {
    fw: firewall,
    locationName: 'Tallinn',
    vms,
    billingAccounts,
    pending: null,
    onCommand: fn(async () => {}),
    renderLink: storyLink,
  },
  parameters: {
    ...specScreen('SPEC §2 /network/firewall/{location}/{uuid}/', "A firewall's page"),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof FirewallDetailView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'web-fw' })).toBeVisible()
    const rules = within(canvas.getByRole('table', { name: 'Rules' }))
    await expect(rules.getByText('0.0.0.0/0')).toBeVisible()
    await expect(rules.getByText('443')).toBeVisible()
    const attached = within(canvas.getByRole('table', { name: 'Attached virtual machines' }))
    await expect(attached.getByRole('link', { name: runningVm.name })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: `Detach ${runningVm.name}` }))
    await confirmIn(`Detach ${runningVm.name}?`, 'Detach')
    await expect(args.onCommand).toHaveBeenCalledWith({ type: 'removeResource', vmUuid: runningVm.uuid })
  },
}

export const Empty: Story = {
  args: { fw: makeFirewall({ display_name: 'empty-fw', rules: [], resources_assigned: [] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No rules: the firewall lets nothing through/)).toBeVisible()
    await expect(canvas.getByText(/The firewall applies to no VM yet/)).toBeVisible()
  },
}

/** Edit mode: a bad cell says why beside it; a valid change is sent as a full replace keeping rule uuids. */
export const Editing: Story = {
  args: { initialEditing: true },
  play: async ({ canvas, args }) => {
    const cidr = canvas.getByRole('textbox', { name: 'Addresses (CIDR), rule 2' })
    await userEvent.clear(cidr)
    await userEvent.type(cidr, '10.0.0.0/40')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(cidr).toHaveAccessibleDescription(/not 10\.0\.0\.0\/40/)
    await expect(args.onCommand).not.toHaveBeenCalled()
    await userEvent.clear(cidr)
    await userEvent.type(cidr, '10.0.0.0/8')
    await userEvent.click(canvas.getByRole('button', { name: 'Remove rule 1' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(args.onCommand).toHaveBeenCalledWith({
      type: 'update',
      input: {
        name: 'web-fw',
        description: 'SSH and HTTPS',
        rules: [
          {
            uuid: firewall.rules[1]!.uuid,
            direction: 'inbound',
            protocol: 'tcp',
            port_start: 443,
            endpoint_spec_type: 'ip_prefixes',
            endpoint_spec: ['10.0.0.0/8'],
          },
        ],
      },
    })
  },
}

/** The edit mode as it opens: the rules as an editable table. */
export const EditMode: Story = {
  args: { initialEditing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Port from, rule 2' })).toHaveValue('443')
  },
}

export const AttachVm: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Attach VM' }))
    const dialog = within(within(document.body).getByRole('dialog'))
    await userEvent.click(dialog.getByRole('button', { name: 'Attach' }))
    await expect(args.onCommand).toHaveBeenCalledWith({ type: 'addResource', vmUuid: vms[1]!.uuid })
  },
}

/** "Show API request" in the attach dialog: the VM goes in the query. */
export const ApiRequestInDialog: Story = {
  decorators: [withApiBaseUrl],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Attach VM' }))
    const dialog = within(within(document.body).getByRole('dialog'))
    await userEvent.click(dialog.getByRole('button', { name: 'Show API request' }))
    await expect(dialog.getByRole('region', { name: 'curl command' })).toHaveTextContent(
      new RegExp(`curl -X POST .*/v1/tll01/network/firewalls/${firewall.uuid}/vms\\?vm_uuid=${vms[1]!.uuid}`),
    )
  },
}

export const DeleteConfirmation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    const dialog = within(document.body).getByRole('alertdialog')
    await userEvent.type(within(dialog).getByRole('textbox'), 'web-fw')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await expect(args.onCommand).toHaveBeenCalledWith({ type: 'delete' })
  },
}

export const VmsLoading: Story = { args: { vms: undefined } }

export const Loading: Story = { render: () => <FirewallDetailLoading /> }

export const ErrorState: Story = {
  name: 'Error',
  render: () => (
    <RouterErrorPage
      error={new ApiError({ status: 500, message: 'Internal error' })}
      renderLink={storyLink}
    />
  ),
}

export const NotFound: Story = {
  render: () => (
    <MissingResourcePage
      object="firewall"
      createHref="/network/create/firewall"
      availableIds={[firewall.uuid]}
      idHref={(id) => `/network/firewall/tll01/${id}/`}
      renderLink={storyLink}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This firewall is gone' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: firewall.uuid })).toBeVisible()
  },
}

/** SPEC §6: with `firewallEnabled` off the page says firewalls are not available. */
export const FirewallsOff: Story = {
  render: () => <FirewallsUnavailable renderLink={storyLink} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Firewalls are not available' })).toBeVisible()
  },
}

export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `Detach ${runningVm.name}` })).toBeVisible()
  },
}
