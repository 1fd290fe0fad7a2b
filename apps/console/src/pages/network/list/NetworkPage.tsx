/**
 * /network: the network section's route module (issue 18) — the current location's resources of every kind the
 * configuration shows, each kind in a table whose search, filters and sort live in the URL under its own prefix
 * ("ips.status=assigned"), with bulk delete/unassign on public IPs, bulk delete on load balancers and bulk "Change
 * billing account" on both (`components/BulkBilling.tsx`).
 */
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTableUrlState } from '@cirrus/app-kit'
import {
  ipHourlyPrice,
  loadBalancerHourlyPrice,
  moveToBillingAccount,
  warrenKeys,
  type BillingMoveTarget,
  type Ip,
  type LoadBalancer,
  type Money,
} from '@cirrus/domain'
import { renderRouterLink } from '../../../app/links'
import { useCurrentLocation } from '../../../app/locations'
import { useServices } from '../../../app/services'
import { useResourceNames } from '../../../components/resource-table'
import { BulkBillingButton, useBulkBilling } from '../../../components/BulkBilling'
import { useBulkRun } from '../../../components/TableBulk'
import type { NetworkKindName } from '../paths'
import { NetworkBulkButtons, useNetworkBulk } from './NetworkBulk'
import { describeIp, describeLoadBalancer, planIpBulk, planLoadBalancerBulk } from './network-bulk'
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
  const [ipSelection, setIpSelection] = useState<Set<string>>(new Set())
  const ipBulk = useNetworkBulk<Ip>(
    describeIp,
    async (action, ip) => {
      try {
        if (action === 'unassign') await client.ip.unassign(ip.location, ip.address)
        else await client.ip.delete(ip.location, ip.address)
      } finally {
        void queryClient.invalidateQueries({ queryKey: warrenKeys.scope('ip_address', ip.location) })
        void queryClient.invalidateQueries({ queryKey: warrenKeys.scope('virtual_machine', ip.location) })
      }
    },
    () => setIpSelection(new Set()),
  )
  const [lbSelection, setLbSelection] = useState<Set<string>>(new Set())
  const lbBulk = useNetworkBulk<LoadBalancer>(
    describeLoadBalancer,
    async (_action, lb) => {
      try {
        await client.loadBalancer.delete(lb.location, lb.uuid)
      } finally {
        void queryClient.invalidateQueries({ queryKey: warrenKeys.scope('load_balancer', lb.location) })
      }
    },
    () => setLbSelection(new Set()),
  )
  const selectedIps = itemsOf<Ip>('ip_address').filter((ip) => ipSelection.has(ip.uuid))
  const selectedLbs = itemsOf<LoadBalancer>('load_balancer').filter((lb) => lbSelection.has(lb.uuid))

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
  const bulkOf = (kind: NetworkKindName): Partial<NetworkTableGroup> => {
    if (kind === 'ip_address')
      return {
        selection: ipSelection,
        onSelectionChange: setIpSelection,
        selectionActions: (
          <>
            <NetworkBulkButtons
              actions={['unassign', 'delete']}
              onAction={(action) => ipBulk.ask(planIpBulk(action, selectedIps, priceList))}
            />
            {billingButton(selectedIps.map(ipMovable))}
          </>
        ),
        bulk: (
          <>
            {ipBulk.view}
            {billing.view}
            {billingRun.progress}
          </>
        ),
      }
    if (kind === 'load_balancer')
      return {
        selection: lbSelection,
        onSelectionChange: setLbSelection,
        selectionActions: (
          <>
            <NetworkBulkButtons
              actions={['delete']}
              onAction={() => lbBulk.ask(planLoadBalancerBulk(selectedLbs, priceList))}
            />
            {billingButton(selectedLbs.map(lbMovable))}
          </>
        ),
        bulk: (
          <>
            {lbBulk.view}
            {billing.view}
            {billingRun.progress}
          </>
        ),
      }
    return {}
  }

  const groups: NetworkTableGroup[] = lists.map((list) => ({
    ...list,
    rows: named(list.rows),
    tableQuery: tableQueries[list.kind],
    ...bulkOf(list.kind),
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
