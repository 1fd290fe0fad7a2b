import { warrenKeys, type Firewall } from '@cirrus/domain'
import { useServices } from '../../../app/services'
import { useResourceCommand } from '../../../hooks/use-resource-command'
import { NETWORK_PATH } from '../load-balancer/paths'
import { firewallCommandMessages, type FirewallCommand } from './commands'

/**
 * The firewall page's commands (SPEC §7 "Firewalls"): each runs its call, shows its SPEC §8 toast and refetches
 * the location's firewalls (the single firewall is read from the list: Warren has no single GET).
 */
export function useFirewallActions(fw: Firewall) {
  const { client } = useServices()
  const { location, uuid } = fw
  const api = client.firewall
  return useResourceCommand<FirewallCommand>({
    mutationKey: ['firewall-command', uuid],
    detailKey: warrenKeys.firewall(location, uuid),
    invalidate: [warrenKeys.firewall(location, uuid), warrenKeys.scope('firewall', location)],
    afterDelete: NETWORK_PATH,
    messages: firewallCommandMessages,
    call: async (command) => {
      switch (command.type) {
        case 'update':
          return api.update(location, uuid, command.input)
        case 'delete':
          return api.delete(location, uuid)
        case 'addResource':
          return api.addVm(location, uuid, command.vmUuid)
        case 'removeResource':
          return api.removeVm(location, uuid, command.vmUuid)
      }
    },
  })
}
