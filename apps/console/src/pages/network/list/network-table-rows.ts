/**
 * The rows of the network section's tables (issue 18 "Filters and URLs"): each kind's list rows named with their
 * location and billing account (`withResourceNames`, components/resource-table.tsx), the columns each kind shows
 * and the URL prefix of each kind's table.
 */
import type { NamedRow } from '../../../components/resource-table'
import type { NetworkRow } from '../kind'
import type { NetworkKindName } from '../paths'

/** One resource of a network table. */
export type NetworkTableRow = NamedRow<NetworkRow>

/** Which columns a kind's table shows: a status for kinds that have one, a price for priced kinds. */
export type NetworkTableColumns = { status: boolean; price: boolean; billingAccount: boolean }

/** The columns of a kind: VPC networks have neither status, price nor billing account (SPEC §7). */
export function networkTableColumns(kind: NetworkKindName): NetworkTableColumns {
  return {
    status: kind !== 'vpc',
    price: kind === 'ip_address' || kind === 'load_balancer',
    billingAccount: kind !== 'vpc',
  }
}

/** The URL prefix of a kind's table ("ips."): one per table, so the page's four tables keep their own query. */
export const NETWORK_TABLE_PREFIX: Record<NetworkKindName, string> = {
  vpc: 'vpcs.',
  ip_address: 'ips.',
  load_balancer: 'lbs.',
  firewall: 'firewalls.',
}
