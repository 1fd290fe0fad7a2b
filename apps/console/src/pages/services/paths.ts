/** Paths of the services section (SPEC §2), built in one place so links and redirects agree. */

/** The services section's overview. */
export const SERVICES_PATH = '/services'

/** The service create page (SPEC §2 /services/create, accepts search parameters). */
export const SERVICE_CREATE_PATH = '/services/create'

/** A service's page: `/services/service/{location}/{serviceId}/` (SPEC §2, with its trailing slash). */
export function servicePath(location: string, uuid: string): string {
  return `/services/service/${encodeURIComponent(location)}/${encodeURIComponent(uuid)}/`
}
