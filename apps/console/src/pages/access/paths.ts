/** Paths of the access section (SPEC §2), built in one place so links and redirects agree. */

/** The access section's overview: API tokens and delegation groups. */
export const ACCESS_PATH = '/access'

/** What /access/create/{type} creates (SPEC §2, §3 "Other kinds"). */
export const ACCESS_CREATE_TYPES = ['api_token', 'access_delegation'] as const
/** A type of /access/create/{type}. */
export type AccessCreateType = (typeof ACCESS_CREATE_TYPES)[number]

/** True for a type /access/create/{type} knows. */
export function isAccessCreateType(type: string | undefined): type is AccessCreateType {
  return (ACCESS_CREATE_TYPES as readonly string[]).includes(type ?? '')
}

/** The create page of a type: `/access/create/api_token`. */
export function accessCreatePath(type: AccessCreateType): string {
  return `/access/create/${type}`
}

/** A token's page: `/access/token/{id}/` (SPEC §2, with its trailing slash). */
export function tokenPath(id: number): string {
  return `/access/token/${id}/`
}

/** A delegation group's page: `/access/delegation/{id}/` (SPEC §2). */
export function delegationPath(id: string): string {
  return `/access/delegation/${encodeURIComponent(id)}/`
}

/** The sidebar id of the item whose page a path is (`token:7`, `delegation:3`), or undefined. */
export function accessItemOfPath(pathname: string): string | undefined {
  const match = /^\/access\/(token|delegation)\/([^/]+)/.exec(pathname)
  return match ? `${match[1]}:${decodeURIComponent(match[2] ?? '')}` : undefined
}
