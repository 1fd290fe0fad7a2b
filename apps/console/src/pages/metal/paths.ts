/** Paths of the bare-metal section (SPEC §2), built in one place so links and redirects agree. */

/** The section's overview: the leases of the current location. */
export const METAL_PATH = '/metal'

/** The lease create page. */
export const METAL_CREATE_PATH = '/metal/create'

/** A lease's page: `/metal/lease/{uuid}/` (SPEC §2, with its trailing slash; no location in the path). */
export function leasePath(uuid: string): string {
  return `/metal/lease/${encodeURIComponent(uuid)}/`
}
