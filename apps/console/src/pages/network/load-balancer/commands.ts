/**
 * The load balancer page's commands as data (issue 11): what each needs and its SPEC §8 toast texts, which the
 * domain catalogue keys by the same names ('Load Balancer renamed', 'Target added', …).
 */
import { messages, type ActionMessages, type ForwardingRuleInput } from '@cirrus/domain'

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
