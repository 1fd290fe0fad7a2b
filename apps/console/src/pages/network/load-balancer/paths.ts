/** Paths of the network section's load balancer pages (SPEC §2), built in one place so links agree. */

/** The network section's overview (its list of every kind). */
export const NETWORK_PATH = '/network'

/** The load balancer create page: `/network/create/{type}` with type load_balancer (SPEC §2). */
export const LOAD_BALANCER_CREATE_PATH = '/network/create/load_balancer'

/** A load balancer's page: `/network/load_balancer/{location}/{uuid}/` (SPEC §2, with its trailing slash). */
export function loadBalancerPath(location: string, uuid: string): string {
  return `/network/load_balancer/${encodeURIComponent(location)}/${encodeURIComponent(uuid)}/`
}

/** A VPC network's page: `/network/vpc/{location}/{uuid}/` (SPEC §2), linked from a balancer's network. */
export function vpcPath(location: string, uuid: string): string {
  return `/network/vpc/${encodeURIComponent(location)}/${encodeURIComponent(uuid)}/`
}
