import { warrenKeys, type LoadBalancer } from '@cirrus/domain'
import { useServices } from '../../../app/services'
import { useResourceCommand } from '../../../hooks/use-resource-command'
import { loadBalancerCommandMessages, type LoadBalancerCommand } from './commands'
import { NETWORK_PATH } from './paths'

/**
 * The load balancer page's commands (SPEC §7 "Load balancers"): each runs its call, shows its SPEC §8 toast
 * and refetches the balancer, the location's balancers and (for targets) the IPs and VMs it touches.
 */
export function useLoadBalancerActions(lb: LoadBalancer) {
  const { client } = useServices()
  const { location, uuid } = lb
  const api = client.loadBalancer
  return useResourceCommand<LoadBalancerCommand>({
    mutationKey: ['load-balancer-command', uuid],
    detailKey: warrenKeys.loadBalancer(location, uuid),
    // A deleted balancer leaves its public IP unassigned (API-NOTES §4): the IP lists change too.
    invalidate: [
      warrenKeys.loadBalancer(location, uuid),
      warrenKeys.scope('load_balancer', location),
      warrenKeys.scope('ip_address', location),
    ],
    afterDelete: NETWORK_PATH,
    messages: loadBalancerCommandMessages,
    call: async (command) => {
      switch (command.type) {
        case 'rename':
          return api.rename(location, uuid, { display_name: command.name })
        case 'changeBillingAccount':
          return api.setBillingAccount(location, uuid, command.billingAccountId)
        case 'addTarget':
          return api.addTarget(location, uuid, { target_uuid: command.vmUuid, target_type: 'vm' })
        case 'removeTarget':
          return api.removeTarget(location, uuid, command.targetUuid)
        case 'addForwardingRule':
          return api.addForwardingRule(location, uuid, command.rule)
        case 'removeForwardingRule':
          return api.removeForwardingRule(location, uuid, command.ruleUuid)
        case 'delete':
          return api.delete(location, uuid)
      }
    },
  })
}
