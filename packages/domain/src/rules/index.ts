// Rules shared by the console's forms and the platform's validation (input.ts), and the network form rules
// (network.ts). Public names of the rules module (the main index re-exports them).
export * from './input.js'
// Network form rules: ports, IP prefixes, firewall rule rows and forwarding rules (issue 11).
export {
  PORT_RANGE,
  PortSchema,
  displayNameError,
  DisplayNameSchema,
  PORT_MESSAGE,
  IP_PREFIX_MESSAGE,
  parsePort,
  protocolHasPorts,
  emptyFirewallRuleDraft,
  draftAddresses,
  firewallRuleDraftErrors,
  firewallRuleDraftsValid,
  firewallRuleFromDraft,
  firewallRuleToDraft,
  firewallPortsText,
  emptyForwardingRuleDraft,
  forwardingRuleDraftErrors,
  forwardingRuleTableErrors,
  forwardingRuleFromDraft,
} from './network.js'
export type {
  PortParse,
  FirewallRuleDraft,
  FirewallRuleDraftErrors,
  ForwardingRuleDraft,
  ForwardingRuleDraftErrors,
} from './network.js'
// Admin network settings (issue 14 /vm_conf): public IPv4 ranges, private network defaults, DNS servers.
export {
  PUBLIC_RANGE_PREFIX,
  PRIVATE_SUBNET_PREFIX,
  VLAN_BOUNDS,
  DNS_SERVERS_MAX,
  IP_RANGE_MESSAGES,
  ipv4ToNumber,
  numberToIpv4,
  parseIpv4Cidr,
  rangeHostCount,
  cidrsOverlap,
  publicRangeError,
  dnsServersError,
  splitDnsServers,
  boundedIntError,
} from './ip-range.js'
export type { Ipv4Cidr, ExistingRange } from './ip-range.js'
