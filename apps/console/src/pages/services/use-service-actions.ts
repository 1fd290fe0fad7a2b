import { useState } from 'react'
import { useServices } from '../../app/services'
import {
  failedItems,
  runBulk,
  serviceVmIds,
  warrenKeys,
  type BulkItem,
  type ServicePackage,
} from '@cirrus/domain'
import { useResourceCommand } from '../../hooks/use-resource-command'
import { serviceCall, serviceCommandMessages, type ServiceCommand } from './service-commands'
import { SERVICES_PATH } from './paths'

/** A bulk start or stop of the service's VMs: each VM's progress (`runBulk`, key = the VM resource id). */
export type ServiceBulkRun = {
  action: 'start' | 'stop'
  items: BulkItem[]
}

/**
 * The service page's commands (issue 12): each through `useResourceCommand` (its SPEC §8 toast, the cache
 * refetched, after a delete back to the section), and the bulk start or stop of every VM resource, one at a
 * time with per-item progress in the shared bulk group (SPEC §4, issue 18).
 */
export function useServiceActions(pkg: ServicePackage) {
  const { client } = useServices()
  const location = pkg.location ?? ''
  const { run, pending } = useResourceCommand<ServiceCommand>({
    mutationKey: ['service-command', pkg.uuid],
    call: (command) => serviceCall(pkg, command).run(client),
    messages: serviceCommandMessages,
    invalidate: [
      warrenKeys.service(pkg.uuid),
      warrenKeys.serviceList(),
      warrenKeys.serviceWhitelist(pkg.uuid),
      warrenKeys.scope('virtual_machine', location),
    ],
    detailKey: warrenKeys.service(pkg.uuid),
    afterDelete: SERVICES_PATH,
  })
  const [bulk, setBulk] = useState<ServiceBulkRun | null>(null)

  /** Starts or stops the given VMs (default: every VM resource), one at a time, with the shared bulk runner. */
  const runAll = async (action: 'start' | 'stop', ids: readonly string[] = serviceVmIds(pkg)) => {
    await runBulk(
      ids,
      (vmId) => ({ key: vmId, label: vmId }),
      (vmId) => run({ type: action === 'start' ? 'startVm' : 'stopVm', vmId }),
      { concurrency: 1, onProgress: (items) => setBulk({ action, items }) },
    )
  }
  /** "Retry failed": the same action again on the VMs that failed. */
  const retryFailed = () => {
    if (bulk)
      void runAll(
        bulk.action,
        failedItems(bulk.items).map((i) => i.key),
      )
  }
  const dismissBulk = () => setBulk(null)

  return { run, pending, bulk, runBulk: runAll, retryFailed, dismissBulk }
}
