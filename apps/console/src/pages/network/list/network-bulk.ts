/**
 * Bulk actions of the network tables (issue 18 "Bulk actions"): public IPs are deleted (released) or unassigned
 * (the assigned ones only), load balancers, firewalls and VPC networks deleted (not the location's default network,
 * which its page cannot delete either). A plan says which selected resources an action applies to,
 * which it leaves, and what the selection costs per hour before and after (SPEC §3: an assigned IP is
 * ASSIGNED_FLOATING_IP, an unassigned one UNASSIGNED_FLOATING_IP, a balancer one LOAD_BALANCER; a deleted one
 * nothing).
 */
import {
  activityTexts,
  ipHourlyPrice,
  isIpAssigned,
  loadBalancerHourlyPrice,
  sumMoney,
  zeroMoney,
  type Firewall,
  type Ip,
  type LoadBalancer,
  type Network,
  type Money,
  type PriceList,
} from '@cirrus/domain'
import { ipName } from '../ip-address/rows'

/** The bulk actions of the network tables. */
export type NetworkBulkAction = 'delete' | 'unassign'

/** The button and confirmation label of each action (the domain's activity texts). */
export const NETWORK_BULK_LABELS: Record<NetworkBulkAction, string> = {
  delete: activityTexts.bulkDelete,
  unassign: activityTexts.bulkUnassign,
}

/** What a bulk action will do to the selection. */
export type NetworkBulkPlan<T> = {
  action: NetworkBulkAction
  /** The resources it applies to, in selection order. */
  targets: T[]
  /** The selected resources it leaves as they are (unassign: the unassigned IPs). */
  skipped: T[]
  /** The targets' hourly price now; null when one cannot be computed. */
  before: Money | null
  /** Their hourly price afterwards. */
  after: Money | null
}

type PriceOf<T> = (item: T) => Money | null

function plan<T>(
  action: NetworkBulkAction,
  selected: readonly T[],
  applies: (item: T) => boolean,
  now: PriceOf<T>,
  afterwards: PriceOf<T>,
  currency: string,
): NetworkBulkPlan<T> {
  const targets = selected.filter(applies)
  const total = (prices: (Money | null)[]) =>
    prices.some((p) => p === null) ? null : sumMoney(prices as Money[], currency)
  return {
    action,
    targets,
    skipped: selected.filter((item) => !applies(item)),
    before: total(targets.map(now)),
    after: total(targets.map(afterwards)),
  }
}

const currencyOf = (list: PriceList | null | undefined) => list?.default_currency ?? 'EUR'

/** A bulk action on public IPs: delete releases every selected one, unassign frees the assigned ones. */
export function planIpBulk(
  action: NetworkBulkAction,
  selected: readonly Ip[],
  list: PriceList | null | undefined,
): NetworkBulkPlan<Ip> {
  const currency = currencyOf(list)
  const price = (ip: Ip) => ipHourlyPrice(ip, { list }).price
  return plan(
    action,
    selected,
    action === 'unassign' ? isIpAssigned : () => true,
    price,
    action === 'unassign' ? (ip) => price({ ...ip, assigned_to: null }) : () => zeroMoney(currency),
    currency,
  )
}

/** Deleting load balancers: every selected one, down to nothing per hour. */
export function planLoadBalancerBulk(
  selected: readonly LoadBalancer[],
  list: PriceList | null | undefined,
): NetworkBulkPlan<LoadBalancer> {
  const currency = currencyOf(list)
  return plan(
    'delete',
    selected,
    () => true,
    (lb) => loadBalancerHourlyPrice(lb, { list }).price,
    () => zeroMoney(currency),
    currency,
  )
}

/** Deleting VPC networks: every selected one but the default network; free (SPEC §7), so zero before and after. */
export function planVpcBulk(
  selected: readonly Network[],
  list: PriceList | null | undefined,
): NetworkBulkPlan<Network> {
  const free = () => zeroMoney(currencyOf(list))
  return plan('delete', selected, (n) => !n.is_default, free, free, currencyOf(list))
}

/** Deleting firewalls: every selected one; firewalls are not billed (SPEC §3), so zero before and after. */
export function planFirewallBulk(
  selected: readonly Firewall[],
  list: PriceList | null | undefined,
): NetworkBulkPlan<Firewall> {
  const free = () => zeroMoney(currencyOf(list))
  return plan('delete', selected, () => true, free, free, currencyOf(list))
}

/** How the confirmation and progress name an IP: `web (198.51.100.7)`, or the bare address when unnamed. */
export function describeIp(ip: Ip): { key: string; label: string } {
  const name = ipName(ip)
  return { key: ip.uuid, label: name === ip.address ? ip.address : `${name} (${ip.address})` }
}

/** How the confirmation and progress name a load balancer. */
export function describeLoadBalancer(lb: LoadBalancer): { key: string; label: string } {
  return { key: lb.uuid, label: lb.display_name }
}

/** How the confirmation and progress name a VPC network. */
export function describeVpc(network: Network): { key: string; label: string } {
  return { key: network.uuid, label: network.name }
}

/** How the confirmation and progress name a firewall. */
export function describeFirewall(fw: Firewall): { key: string; label: string } {
  return { key: fw.uuid, label: fw.display_name }
}
