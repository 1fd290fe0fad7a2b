/**
 * The reads of the bare-metal screens (/metal/machines, /metal/machines/history/…, /metal/specs, /metal/os) as
 * TanStack Query options under the admin keys (an admin change invalidates `adminKeys.all`).
 */
import { queryOptions } from '@tanstack/react-query'
import type { WarrenClient } from '@cirrus/domain'
import { adminKeys } from '../../app/queries'

/** The bare-metal reads of one client. */
export function metalQueries(client: WarrenClient) {
  return {
    types: () =>
      queryOptions({
        queryKey: [...adminKeys.all, 'metal', 'types'],
        queryFn: ({ signal }) => client.admin.metalTypes({ signal }),
      }),
    os: () =>
      queryOptions({
        queryKey: [...adminKeys.all, 'metal', 'os'],
        queryFn: ({ signal }) => client.admin.metalOs({ signal }),
      }),
    history: (location: string, uuid: string) =>
      queryOptions({
        queryKey: [...adminKeys.all, 'metal', 'history', location, uuid],
        queryFn: ({ signal }) => client.admin.machineHistory(location, uuid, { signal }),
      }),
  }
}
