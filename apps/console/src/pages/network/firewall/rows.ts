/**
 * Firewall rows for the network section's list (issue 11): each firewall with its rule and VM counts. A
 * firewall has no price (SPEC §3 lists no firewall resource type). With `firewallEnabled` off the list is empty
 * (SPEC §6 "Flags disksEnabled and firewallEnabled empty the lists when off").
 */
import { enabledListItems, type ConsoleConfig, type Firewall } from '@cirrus/domain'
import { sharedBy, type ResourceOwners, type SharedRow } from '../../access/owners'
import { networkKind } from '../kind'
import { FIREWALL_CREATE_PATH, firewallPath } from './paths'

/** One firewall as a list shows it (`owner`: shared with the user through delegation, SPEC §6). */
export type FirewallRow = SharedRow & {
  id: string
  name: string
  location: string
  /** A firewall has no state of its own on the wire: a listed one is active. */
  status: 'active'
  /** `3 rules · 2 VMs`. */
  secondary: string
  href: string
}

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

/** The secondary line of a firewall: how many rules it has and how many VMs it applies to. */
export function firewallSummary(fw: Firewall): string {
  return `${count(fw.rules.length, 'rule')} · ${count(fw.resources_assigned.length, 'VM')}`
}

/** The rows of a firewall list, by name; none when the configuration turns firewalls off. */
export function firewallRows(
  firewalls: readonly Firewall[],
  config: ConsoleConfig,
  owners?: ResourceOwners,
): FirewallRow[] {
  return rowsOf(enabledListItems(config, 'firewall', firewalls), owners)
}

function rowsOf(firewalls: readonly Firewall[], owners?: ResourceOwners): FirewallRow[] {
  return firewalls
    .map((fw) => ({
      id: fw.uuid,
      name: fw.display_name,
      location: fw.location,
      status: 'active' as const,
      secondary: firewallSummary(fw),
      href: firewallPath(fw.location, fw.uuid),
      owner: sharedBy(owners, fw.user_id),
    }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * The firewall kind of the network section's list (kinds.ts): no price (firewalls are not billed); the registry
 * empties the list and hides the kind when `firewallEnabled` is off.
 */
export const firewallKind = networkKind<Firewall>({
  kind: 'firewall',
  label: 'Firewalls',
  object: 'firewall',
  createLabel: 'Create firewall',
  createPath: FIREWALL_CREATE_PATH,
  emptyText: 'No firewalls yet',
  query: (queries, location) => queries.firewallList(location),
  rows: (firewalls, { owners }) => {
    const account = new Map(firewalls.map((fw) => [fw.uuid, fw.billing_account_id]))
    return rowsOf(firewalls, owners).map((row) => ({
      ...row,
      kind: 'firewall',
      billingAccountId: account.get(row.id),
    }))
  },
})
