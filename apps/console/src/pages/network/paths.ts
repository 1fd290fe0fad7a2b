/** Paths of the network section (SPEC §2), built in one place so links, redirects and the kinds agree. */

/** The network section's overview. */
export const NETWORK_PATH = '/network'

/** /network/create/: redirects to the default kind's create page (SPEC §2). */
export const NETWORK_CREATE_PATH = '/network/create/'

/** The kinds of the network section, as their path segment (SPEC §2 "/network/create/{type}"). */
export type NetworkKindName = 'vpc' | 'ip_address' | 'load_balancer' | 'firewall'

/** A kind's create page: `/network/create/{type}`. */
export function networkCreatePath(kind: NetworkKindName): string {
  return `/network/create/${kind}`
}

/** A network resource's page: `/network/{type}/{location}/{uuid}/` (SPEC §2, with its trailing slash). */
export function networkResourcePath(kind: NetworkKindName, location: string, uuid: string): string {
  return `/network/${kind}/${encodeURIComponent(location)}/${encodeURIComponent(uuid)}/`
}

/** A VPC network's page: `/network/vpc/{location}/{uuid}/`. */
export const vpcPath = (location: string, uuid: string) => networkResourcePath('vpc', location, uuid)

/** A public IP's page: `/network/ip_address/{location}/{uuid}/`. */
export const ipPath = (location: string, uuid: string) => networkResourcePath('ip_address', location, uuid)
