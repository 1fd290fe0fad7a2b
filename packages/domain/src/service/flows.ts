/** Bulk power actions on a managed service (SPEC §4). */
import type { ServiceApi } from './api.js'
import type { ServicePackage } from './schema.js'
import { runBulk, type BulkItem } from '../activity/bulk.js'

/** The outcome of starting or stopping one service VM. */
export type ServiceVmPowerResult =
  { resourceId: string; ok: true; pkg: ServicePackage } | { resourceId: string; ok: false; error: unknown }

/** The VM resources of a service: the targets of a bulk start or stop (SPEC §4). */
export function serviceVmIds(pkg: Pick<ServicePackage, 'resources'>): string[] {
  return pkg.resources.filter((r) => r.resource_type === 'vm').map((r) => r.resource_id)
}

/**
 * Starts or stops every VM-type resource of a service, one at a time (SPEC §4 "a bulk start or stop acts on
 * every VM-type resource"), with the bulk runner every table's bulk actions use (activity/bulk.ts, issue 18):
 * `onProgress` gets each VM's state as it changes. Each outcome is returned; nothing is thrown per VM.
 */
export async function setServiceVmsPowerFlow(
  deps: { service: ServiceApi },
  pkg: Pick<ServicePackage, 'uuid' | 'resources'>,
  action: 'start' | 'stop',
  onProgress?: (items: BulkItem[]) => void,
): Promise<ServiceVmPowerResult[]> {
  const results = new Map<string, ServiceVmPowerResult>()
  const ids = serviceVmIds(pkg)
  await runBulk(
    ids,
    (resourceId) => ({ key: resourceId, label: resourceId }),
    async (resourceId) => {
      try {
        const updated =
          action === 'start'
            ? await deps.service.startResource(pkg.uuid, resourceId)
            : await deps.service.stopResource(pkg.uuid, resourceId)
        results.set(resourceId, { resourceId, ok: true, pkg: updated })
      } catch (error) {
        results.set(resourceId, { resourceId, ok: false, error })
        throw error
      }
    },
    { concurrency: 1, ...(onProgress ? { onProgress } : {}) },
  )
  return ids.map((id) => results.get(id)!)
}
