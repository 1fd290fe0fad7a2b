import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { RouterErrorPage } from '@cirrus/design-system'
import { ApiError } from '@cirrus/domain'
import { billingAccounts, onPhone, storyLink, withApiBaseUrl } from '../../../stories/helpers'
import { defaultFirewallForm } from './firewall-form'
import { FirewallCreateLoading, FirewallCreateView } from './FirewallCreateView'
import { FirewallsUnavailable } from './FirewallsUnavailable'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Console/Network/Firewall create',
  component: FirewallCreateView,
  args: {
    location: 'tll01',
    locationName: 'Tallinn',
    initial: defaultFirewallForm(billingAccounts[0]!.id),
    billingAccounts,
    onSubmit: fn(),
    submitting: false,
  },
  parameters: {
    ...specScreen('SPEC §2 /network/create/{type}', 'Creating a firewall'),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof FirewallCreateView>
export default meta
type Story = StoryObj<typeof meta>

/** Two rules: SSH from one network, HTTPS from anywhere. */
export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'web-fw')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Addresses (CIDR), rule 1' }), '203.0.113.0/24')
    await userEvent.click(canvas.getByRole('button', { name: 'Add rule' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Port from, rule 2' }), '443')
    await userEvent.click(canvas.getByRole('button', { name: 'Create firewall' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'web-fw',
      description: '',
      billingAccountId: billingAccounts[0]!.id,
      rules: [
        { direction: 'inbound', protocol: 'tcp', portStart: '22', portEnd: '', addresses: '203.0.113.0/24' },
        { direction: 'inbound', protocol: 'tcp', portStart: '443', portEnd: '', addresses: '' },
      ],
    })
  },
}

/** "Show API request": the create call the form describes, as curl. */
export const ApiRequestOpen: Story = {
  decorators: [withApiBaseUrl],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'web-fw')
    await userEvent.click(canvas.getByRole('button', { name: 'Show API request' }))
    const curl = canvas.getByRole('region', { name: 'curl command' })
    await expect(curl).toHaveTextContent('curl -X POST https://console.example/v1/tll01/network/firewalls')
    await expect(curl).toHaveTextContent('"port_start":22')
  },
}

/** Errors beside each bad cell, after a submit; nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Port to, rule 1' }), '21')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Addresses (CIDR), rule 1' }), '300.1.1.1')
    await userEvent.click(canvas.getByRole('button', { name: 'Create firewall' }))
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Give it a name')
    await expect(canvas.getByRole('textbox', { name: 'Port to, rule 1' })).toHaveAccessibleDescription(
      'The last port must not be below the first',
    )
    await expect(
      canvas.getByRole('textbox', { name: 'Addresses (CIDR), rule 1' }),
    ).toHaveAccessibleDescription(/not 300\.1\.1\.1/)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Empty: Story = {
  name: 'No rules',
  args: { initial: { ...defaultFirewallForm(billingAccounts[0]!.id), rules: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No rules: the firewall lets nothing through.')).toBeVisible()
  },
}

export const Submitting: Story = { args: { submitting: true } }

export const Loading: Story = { render: () => <FirewallCreateLoading /> }

export const ErrorState: Story = {
  name: 'Error',
  render: () => (
    <RouterErrorPage
      error={new ApiError({ status: 503, message: 'Service unavailable' })}
      renderLink={storyLink}
    />
  ),
}

export const FirewallsOff: Story = {
  render: () => <FirewallsUnavailable renderLink={storyLink} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Go to dashboard' })).toBeVisible()
  },
}

export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('region', { name: 'Rules' })).getByRole('table')).toBeVisible()
  },
}
