/**
 * /network: the network section's route module (issue 18) — the current location's resources of every kind the
 * configuration shows, each kind in a table whose search, filters and sort live in the URL under its own prefix
 * ("ips.status=assigned"), with bulk delete/unassign on public IPs, bulk delete on load balancers, firewalls and VPC
 * networks, and bulk "Change billing account" on IPs and load balancers (the kinds `billing/move.ts` can move) (`components/BulkBilling.tsx`).
 */
import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTableUrlState } from '@cirrus/app-kit'
import {
  ipHourlyPrice,
  loadBalancerHourlyPrice,
  moveToBillingAccount,
  warrenKeys,
  type BillingMoveTarget,
  type Firewall,
  type Ip,
  type LoadBalancer,
  type Network,
  type Money,
} from '@cirrus/domain'
import { renderRouterLink } from '../../../app/links'
import { useCurrentLocation } from '../../../app/locations'
import { useServices } from '../../../app/services'
import { useResourceNames } from '../../../components/resource-table'
import { BulkBillingButton, useBulkBilling } from '../../../components/BulkBilling'
import { useBulkRun } from '../../../components/TableBulk'
import type { NetworkKindName } from '../paths'
import { useNetworkTableBulk } from './NetworkBulk'
import { BulkActionButtons } from '../../../components/TableBulk'
import {
  NETWORK_BULK_LABELS,
  describeFirewall,
  describeIp,
  describeLoadBalancer,
  describeVpc,
  planFirewallBulk,
  planIpBulk,
  planLoadBalancerBulk,
  planVpcBulk,
  type NetworkBulkAction,
} from './network-bulk'
import { NETWORK_TABLE_PREFIX } from './network-table-rows'
import { NetworkOverviewView, type NetworkTableGroup } from './NetworkOverviewView'
import { useNetworkKinds } from './use-network-kinds'

/** The network section. */
export default function NetworkPage() {
  const { client, queries, queryClient } = useServices()
  const { current } = useCurrentLocation()
  const location = current?.slug ?? null
  const { groups: lists, itemsOf, priceList, currency } = useNetworkKinds(location)
  const named = useResourceNames()
  // One URL prefix per table, so each keeps its own query (the hooks run for every kind, shown or not).
  const tableQueries: Record<NetworkKindName, ReturnType<typeof useTableUrlState>> = {
    vpc: useTableUrlState(NETWORK_TABLE_PREFIX.vpc),
    ip_address: useTableUrlState(NETWORK_TABLE_PREFIX.ip_address),
    load_balancer: useTableUrlState(NETWORK_TABLE_PREFIX.load_balancer),
    firewall: useTableUrlState(NETWORK_TABLE_PREFIX.firewall),
  }

  // Bulk actions (issue 18): each item is its page's own call; the lists refresh as each one ends.
  const ipBulk = useNetworkTableBulk<Ip>(
    itemsOf<Ip>('ip_address'),
    describeIp,
    (action, ip) =>
      action === 'unassign'
        ? client.ip.unassign(ip.location, ip.address)
        : client.ip.delete(ip.location, ip.address),
    ['ip_address', 'virtual_machine'],
  )
  const lbBulk = useNetworkTableBulk<LoadBalancer>(
    itemsOf<LoadBalancer>('load_balancer'),
    describeLoadBalancer,
    (_action, lb) => client.loadBalancer.delete(lb.location, lb.uuid),
    ['load_balancer'],
  )
  // The platform refuses a network with VMs in it; its reason shows in the progress, with "Retry failed".
  const vpcBulk = useNetworkTableBulk<Network>(
    itemsOf<Network>('vpc'),
    describeVpc,
    (_action, network) => client.network.delete(network.location, network.uuid),
    ['vpc'],
  )
  const fwBulk = useNetworkTableBulk<Firewall>(
    itemsOf<Firewall>('firewall'),
    describeFirewall,
    (_action, fw) => client.firewall.delete(fw.location, fw.uuid),
    ['firewall'],
  )
  const selectedIps = ipBulk.selected
  const selectedLbs = lbBulk.selected
  const selectedVpcs = vpcBulk.selected
  const selectedFws = fwBulk.selected

  // "Change billing account" (issue 18): the shared dialog and progress; each move is its kind's Warren call.
  const accounts = useQuery(queries.billingAccounts())
  type Movable = { id: string; name: string; target: BillingMoveTarget; from: number; price: Money | null }
  const billingRun = useBulkRun<Movable>((r) => ({ key: r.id, label: r.name }))
  const billing = useBulkBilling<Movable>(
    {
      accounts: accounts.data,
      currency,
      describe: ({ target, from, price }) => ({ target, from, price }),
      move: ({ target }, to) =>
        moveToBillingAccount(client, target, to).finally(() => {
          const kind = target.kind === 'ip' ? 'ip_address' : 'load_balancer'
          if ('location' in target)
            void queryClient.invalidateQueries({ queryKey: warrenKeys.scope(kind, target.location) })
        }),
    },
    billingRun.start,
  )
  const ipMovable = (ip: Ip): Movable => ({
    id: ip.uuid,
    name: describeIp(ip).label,
    target: { kind: 'ip', location: ip.location, address: ip.address },
    from: ip.billing_account_id,
    price: ipHourlyPrice(ip, { list: priceList }).price,
  })
  const lbMovable = (lb: LoadBalancer): Movable => ({
    id: lb.uuid,
    name: describeLoadBalancer(lb).label,
    target: { kind: 'load_balancer', location: lb.location, uuid: lb.uuid },
    from: lb.billing_account_id,
    price: loadBalancerHourlyPrice(lb, { list: priceList }).price,
  })
  const billingButton = (items: Movable[]) => (
    <BulkBillingButton disabled={!accounts.data} onClick={() => billing.ask(items)} />
  )
  /** A table's selection, its bulk buttons (and the billing move where the kind has one) and its run. */
  const tableBulk = (
    bulk: { selection: Set<string>; setSelection: (next: Set<string>) => void; view: ReactNode },
    actions: readonly NetworkBulkAction[],
    ask: (action: NetworkBulkAction) => void,
    movable?: Movable[],
  ): Partial<NetworkTableGroup> => ({
    selection: bulk.selection,
    onSelectionChange: bulk.setSelection,
    selectionActions: (
      <>
        <BulkActionButtons actions={actions} labels={NETWORK_BULK_LABELS} onAction={ask} />
        {movable && billingButton(movable)}
      </>
    ),
    bulk: (
      <>
        {bulk.view}
        {movable && billing.view}
        {movable && billingRun.progress}
      </>
    ),
  })
  const bulkOf: Record<NetworkKindName, () => Partial<NetworkTableGroup>> = {
    ip_address: () =>
      tableBulk(
        ipBulk,
        ['unassign', 'delete'],
        (action) => ipBulk.ask(planIpBulk(action, selectedIps, priceList)),
        selectedIps.map(ipMovable),
      ),
    load_balancer: () =>
      tableBulk(
        lbBulk,
        ['delete'],
        () => lbBulk.ask(planLoadBalancerBulk(selectedLbs, priceList)),
        selectedLbs.map(lbMovable),
      ),
    vpc: () => tableBulk(vpcBulk, ['delete'], () => vpcBulk.ask(planVpcBulk(selectedVpcs, priceList))),
    firewall: () => tableBulk(fwBulk, ['delete'], () => fwBulk.ask(planFirewallBulk(selectedFws, priceList))),
  }

  const groups: NetworkTableGroup[] = lists.map((list) => ({
    ...list,
    rows: named(list.rows),
    tableQuery: tableQueries[list.kind],
    ...bulkOf[list.kind](),
  }))
  return (
    <NetworkOverviewView
      groups={groups}
      locationName={current?.display_name ?? '…'}
      currency={currency}
      renderLink={renderRouterLink}
    />
  )
}
