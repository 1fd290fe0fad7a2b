/** Paths of the compute section (SPEC §2), built in one place so links and redirects agree. */

/** The compute section's overview. */
export const COMPUTE_PATH = '/compute'

/** The VM create page. */
export const VM_CREATE_PATH = '/compute/create'

/** A VM's page: `/compute/vm/{location}/{vmId}/` (SPEC §2, with its trailing slash). */
export function vmPath(location: string, uuid: string): string {
  return `/compute/vm/${encodeURIComponent(location)}/${encodeURIComponent(uuid)}/`
}

/** A VM's console: `/console/{location}/{vmId}` (SPEC §2, outside the main layout; issue 15). */
export function vmConsolePagePath(location: string, uuid: string): string {
  return `/console/${encodeURIComponent(location)}/${encodeURIComponent(uuid)}`
}
