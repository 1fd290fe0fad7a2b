/**
 * The admin app's GraphQL reads (issue 13: screens that join several resources read the platform's /graphql).
 * The address is derived from the page host (SPEC §7, `graphqlUrlForPage`); the session cookie authenticates and
 * the console header goes with the POST (CONTRACTS.md).
 */
import { graphqlUrlForPage } from '@cirrus/domain'

/** Sends one GraphQL query and returns its `data`; a GraphQL or HTTP error throws with its message. */
export async function graphqlQuery<T>(
  query: string,
  variables: Record<string, unknown> = {},
  options: { signal?: AbortSignal; graphqlPath?: string; fetch?: typeof fetch } = {},
): Promise<T> {
  const send = options.fetch ?? fetch
  const res = await send(graphqlUrlForPage(window.location.href, options.graphqlPath), {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', 'X-Cirrus-Client': 'console' },
    body: JSON.stringify({ query, variables }),
    signal: options.signal,
  })
  const body = (await res.json().catch(() => ({}))) as {
    data?: T
    errors?: { message: string }[]
    message?: string
  }
  if (!res.ok) throw new Error(body.message ?? `GraphQL request failed (${res.status})`)
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '))
  return body.data as T
}

/** Every host pool with its location and storage pool (for moving a VM, same storage pool only). */
export const HOST_POOLS_QUERY = `{ hostPools { uuid name location storagePoolUuid } }`

/** A host of a pool as the pool's admin page lists it (GraphQL `HostPool.hosts`). */
export type PoolHost = {
  uuid: string
  name: string
  maintenance: boolean
  vmCount: number
  capacity: { vcpuTotal: number; vcpuUsed: number; ramMbTotal: number; ramMbUsed: number }
}

/** Every pool with its hosts and their load: one query joins pools, hosts and the VMs they hold. */
export const POOL_HOSTS_QUERY = `{ hostPools { uuid hosts { uuid name maintenance vmCount
  capacity { vcpuTotal vcpuUsed ramMbTotal ramMbUsed } } } }`
