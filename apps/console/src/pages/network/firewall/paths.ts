/** Paths of the network section's firewall pages (SPEC §2), built in one place so links agree. */

/** The firewall create page: `/network/create/{type}` with type firewall (SPEC §2). */
export const FIREWALL_CREATE_PATH = '/network/create/firewall'

/** A firewall's page: `/network/firewall/{location}/{uuid}/` (SPEC §2, with its trailing slash). */
export function firewallPath(location: string, uuid: string): string {
  return `/network/firewall/${encodeURIComponent(location)}/${encodeURIComponent(uuid)}/`
}
