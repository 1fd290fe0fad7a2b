import type { Meta, StoryObj } from '@storybook/react-vite'
import { useRef, useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { makeFirewall, makeIp, makeLoadBalancer } from '@cirrus/domain/fixtures'
import type { Ip, Network } from '@cirrus/domain'
import { specScreen } from '@cirrus/app-kit'
import type { ColumnFilters } from '@cirrus/design-system'
import {
  billingAccounts,
  ips,
  locations,
  networks,
  onPhone,
  priceList,
  stoppedVm,
  storyLink,
  useStoryTableQuery,
} from '../../../stories/helpers'
import { firewallKind } from '../firewall/rows'
import { ipAddressKind, ipRows } from '../ip-address/rows'
import { loadBalancerKind, loadBalancerRows } from '../load-balancer/rows'
import { vpcKind, vpcRows } from '../vpc/rows'
import type { NetworkKind, NetworkRow } from '../kind'
import { useNetworkBulk } from './NetworkBulk'
import { BulkActionButtons } from '../../../components/TableBulk'
import { NETWORK_BULK_LABELS, describeIp, describeVpc, planIpBulk, planVpcBulk } from './network-bulk'
import { withResourceNames } from '../../../components/resource-table'
import { NetworkOverviewView, type NetworkTableGroup } from './NetworkOverviewView'

const names = { locations, accounts: billingAccounts }
const lbs = [makeLoadBalancer({ display_name: 'web-lb' }, 1), makeLoadBalancer({ display_name: 'api-lb' }, 2)]
const firewalls = [makeFirewall({ display_name: 'web-fw' }, 1)]
/** Four IPs over two billing accounts: two assigned, two not. */
const storyIps: Ip[] = [
  ...ips,
  makeIp({ name: 'spare', billing_account_id: billingAccounts[1]!.id }, 3),
  makeIp({ name: 'office', assigned_to: stoppedVm.uuid, assigned_to_resource_type: 'virtual_machine' }, 4),
]

const group = (kind: NetworkKind, rows: readonly NetworkRow[] | undefined): NetworkTableGroup => ({
  kind: kind.kind,
  label: kind.label,
  createLabel: kind.createLabel,
  createHref: kind.createPath,
  emptyText: kind.emptyText,
  rows: rows && withResourceNames(rows, names),
})

const populated = [
  group(vpcKind, vpcRows(networks)),
  group(ipAddressKind, ipRows(storyIps, priceList)),
  group(loadBalancerKind, loadBalancerKind.rows(lbs, { priceList })),
  group(firewallKind, firewallKind.rows(firewalls, { priceList })),
]

/** The page with each table's query held in the story (the route keeps it in the URL). */
function WithQueries({
  groups,
  ipQuery,
}: {
  groups: readonly NetworkTableGroup[]
  ipQuery?: Partial<{ search: string; filters: ColumnFilters }>
}) {
  const vpc = useStoryTableQuery()
  const ip = useStoryTableQuery(ipQuery)
  const lb = useStoryTableQuery()
  const fw = useStoryTableQuery()
  const byKind = { vpc, ip_address: ip, load_balancer: lb, firewall: fw }
  return (
    <NetworkOverviewView
      groups={groups.map((g) => ({ ...g, tableQuery: byKind[g.kind] }))}
      locationName="Tallinn"
      currency="EUR"
      renderLink={storyLink}
    />
  )
}

const meta = {
  title: 'Console/Network/Network overview',
  component: NetworkOverviewView,
  args: { groups: populated, locationName: 'Tallinn', currency: 'EUR', renderLink: storyLink },
  parameters: { ...specScreen('SPEC §2 /network', "The network section's tables"), layout: 'fullscreen' },
} satisfies Meta<typeof NetworkOverviewView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  render: (args) => <WithQueries groups={args.groups} />,
  play: async ({ canvas }) => {
    const vpcs = canvas.getByRole('table', { name: 'VPC networks' })
    // The default network first, marked.
    await expect(within(vpcs).getAllByRole('row')[1]).toHaveTextContent(/Default/)
    const addresses = canvas.getByRole('table', { name: 'IP addresses' })
    // Assigned €0.00685/h (ASSIGNED_FLOATING_IP), unassigned €0.0123/h (UNASSIGNED_FLOATING_IP).
    await expect(within(addresses).getAllByText('€0.00685')[0]).toBeVisible()
    await expect(within(addresses).getAllByText('€0.0123')[0]).toBeVisible()
    await expect(within(addresses).getAllByText('Project account 2')[0]).toBeVisible()
    await expect(canvas.getByRole('table', { name: 'Load balancers' })).toHaveTextContent('web-lb')
    await expect(canvas.getByRole('link', { name: 'Create VPC network' })).toHaveAttribute(
      'href',
      '/network/create/vpc',
    )
  },
}

/** The IP table filtered by status from its header: only the unassigned IPs stay. */
export const FilteredByStatus: Story = {
  render: (args) => <WithQueries groups={args.groups} />,
  play: async ({ canvas }) => {
    const addresses = canvas.getByRole('table', { name: 'IP addresses' })
    await expect(within(addresses).getAllByRole('row')).toHaveLength(5)
    await userEvent.click(within(addresses).getByRole('button', { name: /Filter Status/ }))
    await userEvent.type(within(document.body).getByRole('textbox', { name: /Status/ }), 'unassigned')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(within(addresses).getAllByRole('row')).toHaveLength(3))
    await expect(within(addresses).queryByText('assigned', { exact: true })).toBeNull()
  },
}

/** A search that matches nothing says so, beside the table that still offers to clear it. */
export const FilteredEmpty: Story = {
  render: (args) => <WithQueries groups={args.groups} ipQuery={{ search: 'no-such-address' }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing matches the search or filters.')).toBeVisible()
  },
}

export const Loading: Story = {
  args: { groups: [group(vpcKind, undefined), group(ipAddressKind, undefined)] },
}

export const Empty: Story = {
  args: { groups: [group(vpcKind, []), group(ipAddressKind, []), group(loadBalancerKind, [])] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No VPC networks yet in Tallinn')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create IP address' })).toHaveAttribute(
      'href',
      '/network/create/ip_address',
    )
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: {
    groups: [
      { ...group(vpcKind, undefined), error: 'Network error: Failed to fetch', onRetry: () => {} },
      group(ipAddressKind, ipRows(storyIps, priceList)),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Network error: Failed to fetch')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

/** On a phone the tables keep the name, status and price; the rest leaves first. */
export const Mobile: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    const addresses = canvas.getByRole('table', { name: 'IP addresses' })
    await expect(
      within(addresses)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Status', 'Price'])
  },
}

/** The IP table with bulk unassign and delete (issue 18), the second IP refusing once until retried. */
function BulkIps() {
  const refusals = useRef(1)
  const [selection, setSelection] = useState<Set<string>>(new Set())
  const bulk = useNetworkBulk<Ip>(
    describeIp,
    async (_action, ip) => {
      if (ip.uuid === storyIps[1]!.uuid && refusals.current > 0) {
        refusals.current -= 1
        throw new Error('The address is in use by a load balancer')
      }
    },
    () => setSelection(new Set()),
  )
  const selected = storyIps.filter((ip) => selection.has(ip.uuid))
  const ipGroup: NetworkTableGroup = {
    ...group(ipAddressKind, ipRows(storyIps, priceList)),
    selection,
    onSelectionChange: setSelection,
    selectionActions: (
      <BulkActionButtons
        actions={['unassign', 'delete'] as const}
        labels={NETWORK_BULK_LABELS}
        onAction={(action) => bulk.ask(planIpBulk(action, selected, priceList))}
      />
    ),
    bulk: bulk.view,
  }
  return (
    <NetworkOverviewView groups={[ipGroup]} locationName="Tallinn" currency="EUR" renderLink={storyLink} />
  )
}

/** Bulk unassign lists only the assigned IP and the price change; bulk delete of two, one failing, retried. */
export const BulkIpActions: Story = {
  render: () => <BulkIps />,
  play: async ({ canvas }) => {
    const [assigned, free] = [storyIps[0]!, storyIps[1]!]
    const body = within(document.body)
    await userEvent.click(
      canvas.getByRole('checkbox', { name: `Select ${ipRows([assigned], priceList)[0]!.name}` }),
    )
    await userEvent.click(
      canvas.getByRole('checkbox', { name: `Select ${ipRows([free], priceList)[0]!.name}` }),
    )
    await expect(canvas.getByText('2 selected')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Unassign' }))
    const unassign = body.getByRole('alertdialog', { name: 'Unassign 1 resources?' })
    await expect(within(unassign).getByText(`Unassign ${describeIp(assigned).label}`)).toBeVisible()
    await expect(within(unassign).getByText(`Unchanged: ${describeIp(free).label}`)).toBeVisible()
    await expect(
      within(unassign).getByText(/Hourly price afterwards: €0\.0123\/h \(was €0\.00685\/h\)/),
    ).toBeVisible()
    await userEvent.click(within(unassign).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull())
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    const remove = body.getByRole('alertdialog', { name: 'Delete 2 resources?' })
    await expect(within(remove).getByText(`Delete ${describeIp(free).label}`)).toBeVisible()
    await userEvent.click(within(remove).getByRole('button', { name: 'Delete' }))
    const progress = await canvas.findByRole('region', { name: /^Delete: / })
    await expect(within(progress).getByRole('status')).toHaveTextContent('Delete: 1 of 2 done · 1 failed')
    await expect(within(progress).getByText('The address is in use by a load balancer')).toBeVisible()
    await userEvent.click(within(progress).getByRole('button', { name: 'Retry failed' }))
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: /^Delete: / })).toHaveTextContent('Delete: 1 of 1 done'),
    )
  },
}

/** The VPC table with bulk delete (issue 18): the second network refuses once (it still has VMs) until retried. */
function BulkVpcs() {
  const refusals = useRef(1)
  const [selection, setSelection] = useState<Set<string>>(new Set())
  const bulk = useNetworkBulk<Network>(
    describeVpc,
    async (_action, network) => {
      if (network.uuid === networks[2]!.uuid && refusals.current > 0) {
        refusals.current -= 1
        throw new Error('The network still has resources and cannot be deleted')
      }
    },
    () => setSelection(new Set()),
  )
  const selected = networks.filter((n) => selection.has(n.uuid))
  const vpcGroup: NetworkTableGroup = {
    ...group(vpcKind, vpcRows(networks)),
    selection,
    onSelectionChange: setSelection,
    selectionActions: (
      <BulkActionButtons
        actions={['delete'] as const}
        labels={NETWORK_BULK_LABELS}
        onAction={() => bulk.ask(planVpcBulk(selected, priceList))}
      />
    ),
    bulk: bulk.view,
  }
  return (
    <NetworkOverviewView groups={[vpcGroup]} locationName="Tallinn" currency="EUR" renderLink={storyLink} />
  )
}

/** Bulk delete of every VPC network: the default one is left, the free ones at €0/h; one refusal, retried. */
export const BulkVpcDelete: Story = {
  render: () => <BulkVpcs />,
  play: async ({ canvas }) => {
    const [defaultNet, backend, staging] = [networks[0]!, networks[1]!, networks[2]!]
    const body = within(document.body)
    for (const n of networks)
      await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${n.name}` }))
    await expect(canvas.getByText('3 selected')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    const remove = body.getByRole('alertdialog', { name: 'Delete 2 resources?' })
    await expect(within(remove).getByText(`Delete ${backend.name}`)).toBeVisible()
    await expect(within(remove).getByText(`Delete ${staging.name}`)).toBeVisible()
    await expect(within(remove).getByText(`Unchanged: ${defaultNet.name}`)).toBeVisible()
    await expect(
      within(remove).getByText(/Hourly price afterwards: €0\.00\/h \(was €0\.00\/h\)/),
    ).toBeVisible()
    await userEvent.click(within(remove).getByRole('button', { name: 'Delete' }))
    const progress = await canvas.findByRole('region', { name: /^Delete: / })
    await expect(within(progress).getByRole('status')).toHaveTextContent('Delete: 1 of 2 done · 1 failed')
    await expect(
      within(progress).getByText('The network still has resources and cannot be deleted'),
    ).toBeVisible()
    await userEvent.click(within(progress).getByRole('button', { name: 'Retry failed' }))
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: /^Delete: / })).toHaveTextContent('Delete: 1 of 1 done'),
    )
  },
}

/** The same confirmation on a phone: nothing wider than the screen. */
export const BulkVpcDeleteMobile: Story = {
  ...onPhone,
  render: () => <BulkVpcs />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${networks[1]!.name}` }))
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    await expect(
      within(document.body).getByRole('alertdialog', { name: 'Delete 1 resources?' }),
    ).toBeVisible()
  },
}

/** Load balancers listed by name with their addresses and price (the row helper the page uses). */
export const LoadBalancersOnly: Story = {
  args: { groups: [group(loadBalancerKind, loadBalancerKind.rows(lbs, { priceList }))] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Load balancers' })
    const first = loadBalancerRows(lbs, priceList)[0]!
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(first.name)
  },
}
