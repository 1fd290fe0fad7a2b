// Public names of the firewall module (src/index.ts re-exports them).
export {
  FIREWALL_PROTOCOLS,
  FIREWALL_DIRECTIONS,
  FIREWALL_ENDPOINT_SPEC_TYPES,
  FirewallRuleSchema,
  FirewallResourceSchema,
  WarrenFirewallSchema,
  parseFirewall,
  isIpPrefix,
  FirewallRuleInputSchema,
  FirewallCreateInputSchema,
  FirewallUpdateInputSchema,
  FirewallVmQuerySchema,
} from './schema.js'
export type {
  FirewallProtocol,
  FirewallDirection,
  FirewallEndpointSpecType,
  FirewallRule,
  FirewallResource,
  WarrenFirewall,
  Firewall,
  FirewallRuleInput,
  FirewallCreateInput,
  FirewallUpdateInput,
  FirewallVmQuery,
} from './schema.js'
export type { FirewallApi } from './api.js'
