import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { makeIp } from '@cirrus/domain/fixtures'
import { grantor, ips, networks, onPhone, priceList, storyLink } from '../../../stories/helpers'
import { ipAddressKind, ipRows } from '../ip-address/rows'
import { vpcKind, vpcRows } from '../vpc/rows'
import { NetworkListView, type NetworkListGroup } from './NetworkListView'
import { specScreen } from '@cirrus/app-kit'

const group = (kind: typeof vpcKind, rows: NetworkListGroup['rows']): NetworkListGroup => ({
  kind: kind.kind,
  label: kind.label,
  createLabel: kind.createLabel,
  createHref: kind.createPath,
  emptyText: kind.emptyText,
  rows,
})

const populated = [group(vpcKind, vpcRows(networks)), group(ipAddressKind, ipRows(ips, priceList))]
const manyIps = Array.from({ length: 14 }, (_, i) =>
  makeIp({ name: `ip-${String(i + 1).padStart(2, '0')}` }, i + 1),
)

const meta = {
  title: 'Console/Network/Network list',
  parameters: specScreen('SPEC §2 side nav "network"', "The network section's lists"),
  component: NetworkListView,
  args: { groups: populated, currency: 'EUR', renderLink: storyLink },
  decorators: [
    (Story) => (
      <div style={{ width: 330, height: 640, borderRight: '1px solid var(--gray-a5)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NetworkListView>
export default meta
type Story = StoryObj<typeof meta>

/** Impersonation (SPEC §6): a network and an IP shared through a delegation group name their owner. */
export const SharedThroughDelegation: Story = {
  args: {
    groups: [
      group(
        vpcKind,
        vpcRows(
          networks.map((n, i) => (i === 1 ? { ...n, user_id: grantor.userId } : n)),
          grantor.owners,
        ),
      ),
      group(
        ipAddressKind,
        ipRows(
          ips.map((ip, i) => (i === 0 ? { ...ip, user_id: grantor.userId } : ip)),
          priceList,
          grantor.owners,
        ),
      ),
    ],
  },
  play: async ({ canvas }) => {
    const vpcs = canvas.getByRole('list', { name: /^VPC networks/ })
    await expect(within(vpcs).getByRole('link', { name: new RegExp(networks[1]!.name) })).toHaveTextContent(
      'Owned by ada@example.com',
    )
    await expect(canvas.getAllByText('Owned by ada@example.com')).toHaveLength(2)
  },
}

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    const vpcs = canvas.getByRole('list', { name: /^VPC networks/ })
    // The default network comes first, marked.
    await expect(within(vpcs).getAllByRole('link')[0]).toHaveTextContent(/Default/)
    const addresses = canvas.getByRole('list', { name: /^IP addresses/ })
    // Assigned €0.00685/h (ASSIGNED_FLOATING_IP), unassigned €0.0123/h (UNASSIGNED_FLOATING_IP).
    await expect(within(addresses).getByText('€0.00685')).toBeVisible()
    await expect(within(addresses).getByText('€0.0123')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create VPC network' })).toHaveAttribute(
      'href',
      '/network/create/vpc',
    )
  },
}

export const FilteredByKind: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Show' }))
    await userEvent.click(within(document.body).getByRole('option', { name: 'IP addresses' }))
    await expect(canvas.queryByRole('heading', { name: /VPC networks/ })).toBeNull()
    await expect(canvas.getByRole('heading', { name: /IP addresses/ })).toBeVisible()
  },
}

export const WithViewAll: Story = {
  args: { groups: [group(vpcKind, vpcRows(networks)), group(ipAddressKind, ipRows(manyIps, priceList))] },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: /^IP addresses/ })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10)
    await userEvent.click(canvas.getByRole('button', { name: 'View all ip addresses (14)' }))
    await expect(within(list).getAllByRole('listitem')).toHaveLength(14)
  },
}

export const Loading: Story = {
  args: { groups: [group(vpcKind, undefined), group(ipAddressKind, undefined)] },
}

export const Empty: Story = {
  args: { groups: [group(vpcKind, []), group(ipAddressKind, [])] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No VPC networks yet/)).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: 'Create IP address' })).toHaveLength(2)
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: {
    groups: [
      { ...group(vpcKind, undefined), error: 'Network error: Failed to fetch', onRetry: () => {} },
      group(ipAddressKind, ipRows(ips, priceList)),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error: Failed to fetch')
    await expect(canvas.getByRole('button', { name: 'Retry vpc networks' })).toBeVisible()
  },
}

export const Mobile: Story = {
  ...onPhone,
  decorators: [(Story) => <Story />],
  args: { headingLevel: 1 },
}
