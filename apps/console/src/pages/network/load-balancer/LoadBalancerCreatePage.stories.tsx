import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { RouterErrorPage } from '@cirrus/design-system'
import { ApiError } from '@cirrus/domain'
import {
  billingAccounts,
  onPhone,
  priceList,
  runningVm,
  storyLink,
  vms,
  withApiBaseUrl,
} from '../../../stories/helpers'
import { defaultLoadBalancerCreateForm } from './create-form'
import { LoadBalancerCreateLoading, LoadBalancerCreateView } from './LoadBalancerCreateView'
import { lbNetworks } from './story-data'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Console/Network/Load balancer create',
  component: LoadBalancerCreateView,
  args: {
    location: 'tll01',
    locationName: 'Tallinn',
    initial: defaultLoadBalancerCreateForm(lbNetworks, billingAccounts[0]!.id),
    networks: lbNetworks,
    vms,
    billingAccounts,
    priceList,
    onSubmit: fn(),
    submitting: false,
  },
  parameters: {
    ...specScreen('SPEC §2 /network/create/{type}', 'Creating a load balancer'),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof LoadBalancerCreateView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, args }) => {
    // The price shows before anything is sent.
    await expect(canvas.getByRole('group', { name: 'Price by part' })).toHaveTextContent(/Load balancer.*€/)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'web-lb')
    await userEvent.click(canvas.getByRole('checkbox', { name: new RegExp(runningVm.name) }))
    await userEvent.click(canvas.getByRole('button', { name: 'Create load balancer' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'web-lb',
        targets: [runningVm.uuid],
        rules: [{ sourcePort: '80', targetPort: '80' }],
      }),
    )
  },
}

/** "Show API request": the create call the form describes, as curl. */
export const ApiRequestOpen: Story = {
  decorators: [withApiBaseUrl],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'web-lb')
    await userEvent.click(canvas.getByRole('button', { name: 'Show API request' }))
    const curl = canvas.getByRole('region', { name: 'curl command' })
    await expect(curl).toHaveTextContent(
      'curl -X POST https://console.example/v1/tll01/network/load_balancers',
    )
    await expect(curl).toHaveTextContent('"display_name":"web-lb"')
    await expect(curl).toHaveTextContent('"rules":[{"source_port":80,"target_port":80}]')
  },
}

export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Source port, rule 1' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Source port, rule 1' }), '99999')
    await userEvent.click(canvas.getByRole('button', { name: 'Create load balancer' }))
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Give it a name')
    await expect(canvas.getByRole('textbox', { name: 'Source port, rule 1' })).toHaveAccessibleDescription(
      'Use a whole number from 1 to 65535',
    )
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Empty: Story = {
  name: 'Empty network',
  args: { vms: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No VMs in .* yet/)).toBeVisible()
  },
}

/** A location without networks yet: the platform creates the default network with the balancer. */
export const NoNetworksYet: Story = {
  args: { networks: [], initial: defaultLoadBalancerCreateForm([], billingAccounts[0]!.id) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: 'Network' })).toHaveTextContent(
      'Default network (created with the balancer)',
    )
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'first-lb')
    await userEvent.click(canvas.getByRole('button', { name: 'Create load balancer' }))
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ networkUuid: '' }))
  },
}

export const WithoutPublicIp: Story = {
  args: {
    initial: { ...defaultLoadBalancerCreateForm(lbNetworks, billingAccounts[0]!.id), publicIp: false },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group', { name: 'Price by part' })).toBeNull()
  },
}

export const PriceUnavailable: Story = { args: { priceList: undefined } }

export const Submitting: Story = { args: { submitting: true } }

export const Loading: Story = { render: () => <LoadBalancerCreateLoading /> }

export const ErrorState: Story = {
  name: 'Error',
  render: () => (
    <RouterErrorPage
      error={new ApiError({ status: 503, message: 'Service unavailable' })}
      renderLink={storyLink}
    />
  ),
}

export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('region', { name: 'Forwarding rules' })).getByRole('table'),
    ).toBeVisible()
  },
}
