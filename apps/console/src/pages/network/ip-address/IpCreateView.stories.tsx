import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { ipHourlyPrice } from '@cirrus/domain'
import { billingAccounts, onPhone, priceList, withApiBaseUrl } from '../../../stories/helpers'
import { IpCreateView } from './IpCreateView'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Console/Network/IP address create',
  component: IpCreateView,
  args: {
    location: 'tll01',
    locationName: 'Tallinn',
    billingAccounts,
    defaultBillingAccountId: billingAccounts[0]!.id,
    unassignedPrice: ipHourlyPrice({ assigned_to: null }, { list: priceList }).price,
    currency: 'EUR',
    onSubmit: fn(),
  },
  parameters: {
    ...specScreen('SPEC §2 /network/create/{type}', 'Creating an IP address'),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof IpCreateView>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  tags: ['dark'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('€0.0123')).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Name'), 'web')
    await userEvent.click(canvas.getByRole('button', { name: 'Create IP address' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'web',
      billingAccountId: billingAccounts[0]!.id,
    })
  },
}

export const Loading: Story = { args: { unassignedPrice: undefined } }

export const NoBillingAccount: Story = {
  args: { billingAccounts: [], defaultBillingAccountId: null },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create IP address' }))
    await expect(canvas.getByText('Choose a billing account')).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Mobile: Story = { ...onPhone }

/** "Show API request" (issue 10): the create call as curl, and the IP as a `warren_floating_ip` resource. */
export const ApiRequestOpen: Story = {
  decorators: [withApiBaseUrl],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'web')
    await userEvent.click(canvas.getByRole('button', { name: 'Show API request' }))
    const curl = canvas.getByRole('region', { name: 'curl command' })
    await expect(curl).toHaveTextContent('curl -X POST https://console.example/v1/tll01/network/ip_addresses')
    await expect(curl).toHaveTextContent(`"billing_account_id":${billingAccounts[0]!.id}`)
    await userEvent.click(canvas.getByRole('tab', { name: 'Terraform' }))
    const terraform = canvas.getByRole('region', { name: 'Terraform configuration' })
    await expect(terraform).toHaveTextContent('resource "warren_floating_ip" "web"')
  },
}
