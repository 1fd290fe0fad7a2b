/**
 * The load balancer page's commands as data (issue 11): what each needs and its SPEC §8 toast texts, which the
 * domain catalogue keys by the same names ('Load Balancer renamed', 'Target added', …).
 */
import {
  apiRequests,
  messages,
  type ActionMessages,
  type ApiRequest,
  type ForwardingRuleInput,
  type LoadBalancer,
} from '@cirrus/domain'

/** Every command of the load balancer page. */
export type LoadBalancerCommand =
  | { type: 'rename'; name: string }
  | { type: 'changeBillingAccount'; billingAccountId: number }
  | { type: 'addTarget'; vmUuid: string }
  | { type: 'removeTarget'; targetUuid: string }
  | { type: 'addForwardingRule'; rule: ForwardingRuleInput }
  | { type: 'removeForwardingRule'; ruleUuid: string }
  | { type: 'delete' }

/** A command's type. */
export type LoadBalancerCommandType = LoadBalancerCommand['type']

/** The toast texts of a command (SPEC §8, from the domain catalogue). */
export function loadBalancerCommandMessages(command: LoadBalancerCommand): ActionMessages {
  return messages.loadBalancer[command.type]
}

/** The Warren call a command makes, for "Show API request" (issue 10): the request the client sends. */
export function loadBalancerCommandRequest(lb: LoadBalancer, command: LoadBalancerCommand): ApiRequest {
  const r = apiRequests.loadBalancer
  const { location, uuid } = lb
  switch (command.type) {
    case 'rename':
      return r.rename(location, uuid, { display_name: command.name })
    case 'changeBillingAccount':
      return r.setBillingAccount(location, uuid, command.billingAccountId)
    case 'addTarget':
      return r.addTarget(location, uuid, { target_uuid: command.vmUuid, target_type: 'vm' })
    case 'removeTarget':
      return r.removeTarget(location, uuid, command.targetUuid)
    case 'addForwardingRule':
      return r.addForwardingRule(location, uuid, command.rule)
    case 'removeForwardingRule':
      return r.removeForwardingRule(location, uuid, command.ruleUuid)
    case 'delete':
      return r.delete(location, uuid)
  }
}
