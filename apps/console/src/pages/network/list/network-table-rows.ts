/**
 * The rows of the network section's tables (issue 18 "Filters and URLs"): each kind's list rows with the texts the
 * location and billing-account columns show and filter on — the location's name and the account's title, read
 * from the lists the page already has (an unknown one shows its slug or number rather than nothing).
 */
import type { BillingAccount, Location } from '@cirrus/domain'
import type { NetworkRow } from '../kind'
import type { NetworkKindName } from '../paths'

/** One resource of a network table. */
export type NetworkTableRow = NetworkRow & {
  /** Its location's name for people ('' when the row has no location). */
  locationName: string
  /** The title of the billing account it is charged to; undefined for a kind without one (VPC networks). */
  billingAccount?: string
}

/** The names the tables show for locations and billing accounts (whatever of them has loaded). */
export type NetworkTableNames = {
  locations?: readonly Pick<Location, 'slug' | 'display_name'>[]
  accounts?: readonly Pick<BillingAccount, 'id' | 'title'>[]
}

/** A kind's rows with their location's name and billing account's title. */
export function networkTableRows(
  rows: readonly NetworkRow[],
  { locations = [], accounts = [] }: NetworkTableNames,
): NetworkTableRow[] {
  const locationName = new Map(locations.map((l) => [l.slug, l.display_name]))
  const accountTitle = new Map(accounts.map((a) => [a.id, a.title]))
  return rows.map((row) => ({
    ...row,
    locationName: row.location === undefined ? '' : (locationName.get(row.location) ?? row.location),
    ...(row.billingAccountId === undefined
      ? {}
      : { billingAccount: accountTitle.get(row.billingAccountId) ?? `#${row.billingAccountId}` }),
  }))
}

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
