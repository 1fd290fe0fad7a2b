/**
 * Load balancer rows for the network section's list (issue 11 "Section list"): each balancer with its
 * addresses, how many targets and rules it has, and its hourly price (one LOAD_BALANCER unit, SPEC §3; its
 * public IP is priced with the IP addresses). Deleted balancers are left out.
 */
import { loadBalancerHourlyPrice, type LoadBalancer, type Money, type PriceList } from '@cirrus/domain'
import { sharedBy, type ResourceOwners, type SharedRow } from '../../access/owners'
import { networkKind } from '../kind'
import { LOAD_BALANCER_CREATE_PATH, loadBalancerPath } from './paths'

/** One load balancer as a list shows it (`owner`: shared with the user through delegation, SPEC §6). */
export type LoadBalancerRow = SharedRow & {
  id: string
  name: string
  location: string
  /** A balancer has no state of its own on the wire: a listed one is active. */
  status: 'active'
  /** `198.51.100.7 · 2 targets · 1 rule`: the public address, else the private one. */
  secondary: string
  /** Hourly; null when the price cannot be computed (never shown as zero). */
  price: Money | null
  href: string
}

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

/** The secondary line of a balancer: its address, targets and forwarding rules. */
export function loadBalancerSummary(lb: LoadBalancer): string {
  const address = lb.public_address ?? lb.private_address
  return [address, count(lb.targets.length, 'target'), count(lb.forwarding_rules.length, 'rule')]
    .filter(Boolean)
    .join(' · ')
}

/** The rows of a load balancer list, by name; shared ones name their owner (`owners`). */
export function loadBalancerRows(
  lbs: readonly LoadBalancer[],
  prices: PriceList | null | undefined,
  owners?: ResourceOwners,
): LoadBalancerRow[] {
  return lbs
    .filter((lb) => !lb.is_deleted)
    .map((lb) => ({
      id: lb.uuid,
      name: lb.display_name,
      location: lb.location,
      status: 'active' as const,
      secondary: loadBalancerSummary(lb),
      price: loadBalancerHourlyPrice(lb, { list: prices }).price,
      href: loadBalancerPath(lb.location, lb.uuid),
      owner: sharedBy(owners, lb.user_id),
    }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/** The load balancer kind of the network section's list (kinds.ts): a row per balancer, priced LOAD_BALANCER. */
export const loadBalancerKind = networkKind<LoadBalancer>({
  kind: 'load_balancer',
  label: 'Load balancers',
  object: 'load balancer',
  createLabel: 'Create load balancer',
  createPath: LOAD_BALANCER_CREATE_PATH,
  emptyText: 'No load balancers yet',
  query: (queries, location) => queries.loadBalancerList(location),
  rows: (lbs, { priceList, owners }) => {
    const account = new Map(lbs.map((lb) => [lb.uuid, lb.billing_account_id]))
    return loadBalancerRows(lbs, priceList, owners).map((row) => ({
      ...row,
      kind: 'load_balancer',
      billingAccountId: account.get(row.id),
    }))
  },
})
