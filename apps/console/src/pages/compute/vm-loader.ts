/** The VM routes' shared read (the VM page and its console, issue 15). */
import { useParams, type Params } from 'react-router'
import type { AppServices } from '../../app/services'
import { ensureResource } from '../../app/missing-resource'
import { missingResourceBoundary } from '../../layout/route-errors'
import { VM_CREATE_PATH } from './paths'

/**
 * Reads the route's VM into the cache and returns its location and id; a missing (or foreign) one throws a
 * not-found error listing the ids that exist.
 */
export async function ensureVm({ queries, queryClient }: AppServices, params: Params) {
  const location = params.location ?? ''
  const vmId = params.vmId ?? ''
  await ensureResource(queryClient, queries.vm(location, vmId), {
    kind: 'VM',
    id: vmId,
    availableIds: async () => (await queryClient.fetchQuery(queries.vmList(location))).map((vm) => vm.uuid),
  })
  return { location, vmId }
}

/** A missing VM: "This virtual machine is gone", with up to 30 ids that do exist (linked with `path`). */
export function missingVmBoundary(path: (location: string, uuid: string) => string) {
  return missingResourceBoundary({
    object: 'virtual machine',
    createHref: VM_CREATE_PATH,
    idHref: (id, params) => path(params.location ?? '', id),
  })
}

/** The `:location` and `:vmId` of a VM route. */
export function useVmParams(): { location: string; vmId: string } {
  const params = useParams()
  return { location: params.location ?? '', vmId: params.vmId ?? '' }
}
