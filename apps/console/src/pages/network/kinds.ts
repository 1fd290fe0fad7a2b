/**
 * THE registry of the network section's kinds (issue 11): the section list, the /network/create/ redirect and
 * the create-by-type page read their kinds from here, in this order. A kind is one entry: its folder exports a
 * `networkKind({...})` definition (label, create path, list query, row builder) and this array lists it.
 */
import { enabledListItems, navSections, type ConsoleConfig, type NavListKind } from '@cirrus/domain'
import type { NetworkKind, NetworkRow, NetworkRowContext } from './kind'
import { firewallKind } from './firewall/rows'
import { ipAddressKind } from './ip-address/rows'
import { loadBalancerKind } from './load-balancer/rows'
import { vpcKind } from './vpc/rows'

/** Every kind of the network section, in list order; the first shown one is the default create page. */
export const NETWORK_KINDS: readonly NetworkKind[] = [vpcKind, ipAddressKind, loadBalancerKind, firewallKind]

/**
 * The kinds a configuration shows (SPEC §6): each by its feature (vpcs, ip_addresses, load_balancers); the
 * firewall kind only with `firewallEnabled` — the domain's nav rules decide, this only filters the registry.
 */
export function shownKinds(
  config: ConsoleConfig,
  kinds: readonly NetworkKind[] = NETWORK_KINDS,
): NetworkKind[] {
  const lists: readonly NavListKind[] = navSections(config).find((s) => s.name === 'network')?.lists ?? []
  return kinds.filter((k) => lists.includes(k.kind))
}

/** A kind's rows under the configuration: none when its flag empties the list (SPEC §6 `firewallEnabled`). */
export function kindRows(
  config: ConsoleConfig,
  kind: NetworkKind,
  items: readonly unknown[],
  context: NetworkRowContext,
): NetworkRow[] {
  return enabledListItems(config, kind.kind, kind.rows(items, context))
}

/** The kind of a `/network/create/{type}` segment, if the configuration shows it. */
export function kindOfType(
  config: ConsoleConfig,
  type: string,
  kinds: readonly NetworkKind[] = NETWORK_KINDS,
): NetworkKind | undefined {
  return shownKinds(config, kinds).find((k) => k.kind === type)
}
