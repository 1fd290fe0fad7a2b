import { useState } from 'react'
import { useServices } from '../../app/services'
import { warrenKeys, serviceVmIds, type ServicePackage } from '@cirrus/domain'
import { useResourceCommand } from '../../hooks/use-resource-command'
import { serviceCall, serviceCommandMessages, type ServiceCommand } from './service-commands'
import { SERVICES_PATH } from './paths'

/** Where each VM of a bulk start or stop is: waiting, running its call, done or failed. */
export type BulkProgress = {
  action: 'start' | 'stop'
  items: { vmId: string; state: 'waiting' | 'working' | 'done' | 'failed' }[]
}

/**
 * The service page's commands (issue 12): each through `useResourceCommand` (its SPEC §8 toast, the cache
 * refetched, after a delete back to the section), and the bulk start or stop of every VM resource, one at a
 * time with per-item progress (SPEC §4).
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
  const [bulk, setBulk] = useState<BulkProgress | null>(null)

  const runBulk = async (action: 'start' | 'stop') => {
    const ids = serviceVmIds(pkg)
    const items: BulkProgress['items'] = ids.map((vmId) => ({ vmId, state: 'waiting' }))
    const show = () => setBulk({ action, items: items.map((i) => ({ ...i })) })
    show()
    for (const item of items) {
      item.state = 'working'
      show()
      try {
        await run({ type: action === 'start' ? 'startVm' : 'stopVm', vmId: item.vmId })
        item.state = 'done'
      } catch {
        item.state = 'failed'
      }
      show()
    }
  }

  return { run, pending, bulk, runBulk }
}
