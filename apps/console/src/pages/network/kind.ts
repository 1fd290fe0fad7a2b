/**
 * What one kind of the network section is (issue 11): its label, create page, list query and row builder. The
 * registry in ./kinds.ts lists the kinds; each kind's folder exports its definition (`vpc/rows.ts`,
 * `ip-address/rows.ts`, `load-balancer/rows.ts`, `firewall/rows.ts`).
 */
import type { Money, PriceList, WarrenQueries, WarrenQuery } from '@cirrus/domain'
import type { ResourceOwners, SharedRow } from '../access/owners'
import type { NetworkKindName } from './paths'

/** One resource of the network section as its list shows it (`owner`: shared through delegation, SPEC §6). */
export type NetworkRow = SharedRow & {
  id: string
  kind: NetworkKindName
  /** The name people know it by: the link text. */
  name: string
  /** Its page. */
  href: string
  /** A state shown as a badge with text (an IP: assigned or unassigned); none for kinds without one. */
  status?: string
  /** A secondary fact in gray: a subnet, an address, a target count. */
  secondary?: string
  /** Hourly price; null when it cannot be computed; undefined for a kind that has no price (VPC networks). */
  price?: Money | null
  /** The default VPC network of its location (API-NOTES §5), marked in the list. */
  isDefault?: boolean
  /** Its location's slug (issue 18: the network tables' location column and filter). */
  location?: string
  /** The billing account it is charged to; undefined for a kind without one (VPC networks). */
  billingAccountId?: number
}

/** What row builders may read besides the items. */
export type NetworkRowContext = {
  /** `GET /pricing/list/current`; undefined while it loads. */
  priceList: PriceList | null | undefined
  /** The owners of what is shared with the user, to mark shared rows (SPEC §6). */
  owners?: ResourceOwners
}

/** A kind's definition, typed by the items its list query returns. */
export type NetworkKindDef<T> = {
  kind: NetworkKindName
  /** The list's heading, plural: 'VPC networks'. */
  label: string
  /** One of them, in a sentence: 'VPC network' ('This VPC network is gone', 'Create new VPC network'). */
  object: string
  /** The create button's text. */
  createLabel: string
  /** Its create page. */
  createPath: string
  /** What an empty list says. */
  emptyText: string
  /** The location's items. */
  query: (queries: WarrenQueries, location: string) => WarrenQuery<readonly unknown[], T[]>
  /** The list's rows, in display order. */
  rows: (items: readonly T[], context: NetworkRowContext) => NetworkRow[]
}

/** A kind with its item type erased, so kinds of different items share one registry. */
export type NetworkKind = Omit<NetworkKindDef<unknown>, 'query' | 'rows'> & {
  query: (queries: WarrenQueries, location: string) => WarrenQuery<readonly unknown[], unknown[]>
  rows: (items: readonly unknown[], context: NetworkRowContext) => NetworkRow[]
}

/** Declares a kind: `export const vpcKind = networkKind<Network>({ … })`. */
export function networkKind<T>(def: NetworkKindDef<T>): NetworkKind {
  return {
    ...def,
    query: def.query,
    rows: (items, context) => def.rows(items as readonly T[], context),
  }
}
