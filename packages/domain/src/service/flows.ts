/** Bulk power actions on a managed service (SPEC §4). */
import type { ServiceApi } from './api.js'
import type { ServicePackage } from './schema.js'

/** The outcome of starting or stopping one service VM. */
export type ServiceVmPowerResult =
  { resourceId: string; ok: true; pkg: ServicePackage } | { resourceId: string; ok: false; error: unknown }

/** The VM resources of a service: the targets of a bulk start or stop (SPEC §4). */
export function serviceVmIds(pkg: Pick<ServicePackage, 'resources'>): string[] {
  return pkg.resources.filter((r) => r.resource_type === 'vm').map((r) => r.resource_id)
}

/**
 * Starts or stops every VM-type resource of a service, one at a time (SPEC §4 "a bulk start or stop acts on
 * every VM-type resource"). Each outcome is returned; nothing is thrown per VM.
 */
export async function setServiceVmsPowerFlow(
  deps: { service: ServiceApi },
  pkg: Pick<ServicePackage, 'uuid' | 'resources'>,
  action: 'start' | 'stop',
): Promise<ServiceVmPowerResult[]> {
  const results: ServiceVmPowerResult[] = []
  for (const resourceId of serviceVmIds(pkg)) {
    try {
      const updated =
        action === 'start'
          ? await deps.service.startResource(pkg.uuid, resourceId)
          : await deps.service.stopResource(pkg.uuid, resourceId)
      results.push({ resourceId, ok: true, pkg: updated })
    } catch (error) {
      results.push({ resourceId, ok: false, error })
    }
  }
  return results
}
