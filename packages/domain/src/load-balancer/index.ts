// Public names of the load-balancer module (src/index.ts re-exports them).
export {
  ForwardingRuleSchema,
  LoadBalancerTargetSchema,
  WarrenLoadBalancerSchema,
  parseLoadBalancer,
  ForwardingRuleInputSchema,
  LoadBalancerTargetInputSchema,
  LoadBalancerCreateInputSchema,
  LoadBalancerUpdateInputSchema,
  LoadBalancerBillingInputSchema,
} from './schema.js'
export type {
  ForwardingRule,
  LoadBalancerTarget,
  WarrenLoadBalancer,
  LoadBalancer,
  ForwardingRuleInput,
  LoadBalancerTargetInput,
  LoadBalancerCreateInput,
  LoadBalancerUpdateInput,
  LoadBalancerBillingInput,
} from './schema.js'
export type { LoadBalancerCreateRequest, LoadBalancerApi } from './api.js'
