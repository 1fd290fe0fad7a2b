import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { confirmIn } from '../../../stories/confirm'
import { MissingResourcePage, RouterErrorPage } from '@cirrus/design-system'
import { ApiError } from '@cirrus/domain'
import { makeLoadBalancer } from '@cirrus/domain/fixtures'
import { billingAccounts, onPhone, runningVm, storyLink, vms, withApiBaseUrl } from '../../../stories/helpers'
import { LoadBalancerDetailLoading, LoadBalancerDetailView } from './LoadBalancerDetailView'
import { lbNetwork, loadBalancer, loadBalancerStoryPrice } from './story-data'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Console/Network/Load balancer detail',
  component: LoadBalancerDetailView,
  args: {
    lb: loadBalancer,
    locationName: 'Tallinn',
    network: lbNetwork,
    vms,
    billingAccounts,
    price: loadBalancerStoryPrice,
    currency: 'EUR',
    pending: null,
    onCommand: fn(async () => {}),
    renderLink: storyLink,
  },
  parameters: {
    ...specScreen('SPEC §2 /network/load_balancer/{location}/{uuid}/', "A load balancer's page"),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof LoadBalancerDetailView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'web-lb' })).toBeVisible()
    await expect(canvas.getByText(loadBalancer.private_address!)).toBeVisible()
    await expect(canvas.getByText(loadBalancer.public_address!)).toBeVisible()
    const targets = within(canvas.getByRole('table', { name: 'Targets' }))
    await expect(targets.getByRole('link', { name: runningVm.name })).toBeVisible()
    await expect(targets.getByText('Running')).toBeVisible()
    // Each removal is confirmed in a short dialog; it closes once the command succeeded.
    await userEvent.click(canvas.getByRole('button', { name: `Remove target ${runningVm.name}` }))
    await confirmIn(`Remove target ${runningVm.name}?`, 'Remove')
    await expect(args.onCommand).toHaveBeenCalledWith({
      type: 'removeTarget',
      targetUuid: runningVm.uuid,
    })
    await userEvent.click(canvas.getByRole('button', { name: 'Remove rule 80 → 8080' }))
    await confirmIn('Remove rule 80 → 8080?', 'Remove')
    await expect(args.onCommand).toHaveBeenCalledWith({
      type: 'removeForwardingRule',
      ruleUuid: loadBalancer.forwarding_rules[0]!.uuid,
    })
  },
}

/** Removing a target: what happens, and the DELETE it sends under "Show API request"; Cancel changes nothing. */
export const RemoveTargetConfirmation: Story = {
  decorators: [withApiBaseUrl],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Remove target ${runningVm.name}` }))
    const dialog = within(
      within(document.body).getByRole('alertdialog', { name: `Remove target ${runningVm.name}?` }),
    )
    await expect(
      dialog.getByText(`${runningVm.name} stops receiving connections from web-lb.`, { exact: false }),
    ).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Show API request' }))
    await expect(dialog.getByRole('region', { name: 'curl command' })).toHaveTextContent(
      new RegExp(
        `curl -X DELETE .*/v1/tll01/network/load_balancers/${loadBalancer.uuid}/targets/${runningVm.uuid}`,
      ),
    )
    await expect(args.onCommand).not.toHaveBeenCalled()
    // The picture without a focus ring on the button last clicked (Chromium paints it now and then).
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

export const Empty: Story = {
  args: {
    lb: makeLoadBalancer({ display_name: 'new-lb', targets: [], forwarding_rules: [], public_address: null }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No targets: the balancer has nowhere to send connections/)).toBeVisible()
    await expect(canvas.getByText(/No forwarding rules: the balancer forwards nothing/)).toBeVisible()
  },
}

export const Loading: Story = { render: () => <LoadBalancerDetailLoading /> }

export const PricesAndVmsLoading: Story = {
  args: { price: undefined, vms: undefined, network: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading prices…')).toBeVisible()
  },
}

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
      object="load balancer"
      createHref="/network/create/load_balancer"
      availableIds={[loadBalancer.uuid]}
      idHref={(id) => `/network/load_balancer/tll01/${id}/`}
      renderLink={storyLink}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This load balancer is gone' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create new load balancer' })).toBeVisible()
  },
}

export const DeleteConfirmation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    const dialog = within(document.body).getByRole('alertdialog')
    await expect(within(dialog).getByText(/Its public IP .* stays, unassigned/)).toBeVisible()
    const confirm = within(dialog).getByRole('button', { name: 'Delete' })
    await expect(confirm).toBeDisabled()
    await userEvent.type(within(dialog).getByRole('textbox'), 'web-lb')
    await userEvent.click(confirm)
    await expect(args.onCommand).toHaveBeenCalledWith({ type: 'delete' })
  },
}

export const AddForwardingRule: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add forwarding rule' }))
    const dialog = within(within(document.body).getByRole('dialog'))
    const source = dialog.getByRole('textbox', { name: 'Source port' })
    await userEvent.type(source, '80')
    await userEvent.tab()
    // Port 80 is already forwarded by this balancer: said beside the field, and the rule cannot be sent.
    await expect(source).toHaveAccessibleDescription(/Port 80 is already forwarded/)
    await expect(dialog.getByRole('button', { name: 'Add rule' })).toBeDisabled()
    await userEvent.clear(source)
    await userEvent.type(source, '443')
    await userEvent.type(dialog.getByRole('textbox', { name: 'Target port' }), '8443')
    await userEvent.click(dialog.getByRole('button', { name: 'Add rule' }))
    await expect(args.onCommand).toHaveBeenCalledWith({
      type: 'addForwardingRule',
      rule: { source_port: 443, target_port: 8443 },
    })
  },
}

/** "Show API request" in an action dialog: the billing change with `set_id` in the query. */
export const ApiRequestInDialog: Story = {
  decorators: [withApiBaseUrl],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change billing account' }))
    const dialog = within(within(document.body).getByRole('dialog'))
    await userEvent.click(dialog.getByRole('button', { name: 'Show API request' }))
    await expect(dialog.getByRole('region', { name: 'curl command' })).toHaveTextContent(
      new RegExp(
        `curl -X PUT .*/v1/tll01/network/load_balancers/${loadBalancer.uuid}/billing_account\\?set_id=1001`,
      ),
    )
  },
}

export const AddTarget: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add target' }))
    const dialog = within(within(document.body).getByRole('dialog'))
    await userEvent.click(dialog.getByRole('button', { name: 'Add target' }))
    // The first VM of the network that is not a target yet (the running one already is).
    await expect(args.onCommand).toHaveBeenCalledWith({ type: 'addTarget', vmUuid: vms[1]!.uuid })
  },
}

export const ChangeBillingAccount: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change billing account' }))
    const dialog = within(within(document.body).getByRole('dialog'))
    const submit = dialog.getByRole('button', { name: 'Change billing account' })
    // The current account: nothing to change yet.
    await expect(submit).toBeDisabled()
    await userEvent.click(dialog.getByRole('combobox', { name: 'Billing account' }))
    await userEvent.click(within(document.body).getByRole('option', { name: billingAccounts[1]!.title }))
    await userEvent.click(submit)
    await expect(args.onCommand).toHaveBeenCalledWith({
      type: 'changeBillingAccount',
      billingAccountId: billingAccounts[1]!.id,
    })
  },
}

export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'web-lb' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: `Remove target ${runningVm.name}` })).toBeVisible()
  },
}
