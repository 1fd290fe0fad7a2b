/**
 * Rules of the network forms both sides apply (issue 11): ports, IP prefixes, firewall rules and load balancer
 * forwarding rules. The console's editable tables validate each cell with these functions; the platform's input
 * schemas (firewall/schema.ts, load-balancer/schema.ts) use the same bounds and prefix check.
 */
import { z } from 'zod'
import { TEXT_LIMITS } from './index.js'
import type {
  FirewallDirection,
  FirewallProtocol,
  FirewallRule,
  FirewallRuleInput,
} from '../firewall/schema.js'
import type { ForwardingRule, ForwardingRuleInput } from '../load-balancer/schema.js'

/** The lowest and highest TCP/UDP port (API-NOTES §6 "1–65535", §8). */
export const PORT_RANGE = { min: 1, max: 65535 } as const

/** A TCP/UDP port. */
export const PortSchema = z.number().int().min(PORT_RANGE.min).max(PORT_RANGE.max)

/** What a port outside {@link PORT_RANGE} is told. */
export const PORT_MESSAGE = `Use a whole number from ${PORT_RANGE.min} to ${PORT_RANGE.max}`

/** What a prefix that is neither an IP address nor a CIDR prefix is told. */
export const IP_PREFIX_MESSAGE = 'Use IP addresses or CIDR prefixes, e.g. 203.0.113.0/24'

/** Validates an IPv4/IPv6 address or CIDR prefix (API-NOTES §6: CIDRs must be valid when listed). */
export function isIpPrefix(value: string): boolean {
  return (
    z.ipv4().safeParse(value).success ||
    z.ipv6().safeParse(value).success ||
    z.cidrv4().safeParse(value).success ||
    z.cidrv6().safeParse(value).success
  )
}

/**
 * The name of a network resource (load balancer, firewall): required, at most {@link TEXT_LIMITS}.name
 * characters. Returns the reason it is not acceptable, or null.
 */
export function displayNameError(name: string): string | null {
  if (name.trim() === '') return 'Give it a name'
  if (name.length > TEXT_LIMITS.name) return `Use at most ${TEXT_LIMITS.name} characters`
  return null
}

/**
 * {@link displayNameError} as the input schema both sides use for a network resource's name (load balancer,
 * firewall, VPC network): a name of spaces only is refused with the form's words, never stored.
 */
export const DisplayNameSchema = z.string().superRefine((name, ctx) => {
  const error = displayNameError(name)
  if (error !== null) ctx.addIssue({ code: 'custom', message: error })
})

/** A port typed into a form: `{ok, value}` (null for blank), or the reason it is not a port. */
export type PortParse = { ok: true; value: number | null } | { ok: false; error: string }

/** Reads a port typed into a form field. Blank is `null` (the caller decides what blank means). */
export function parsePort(text: string): PortParse {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: true, value: null }
  if (!/^\d+$/.test(trimmed)) return { ok: false, error: PORT_MESSAGE }
  const value = Number(trimmed)
  return PortSchema.safeParse(value).success ? { ok: true, value } : { ok: false, error: PORT_MESSAGE }
}

// ---------------------------------------------------------------------------------------------------------
// Firewall rules (API-NOTES §6): direction, protocol, a port range and the addresses it applies to.

/**
 * A firewall rule as a form row edits it: text fields as typed. `portStart` blank means all ports, `portEnd`
 * blank means the same as `portStart`, `addresses` blank means any address (API-NOTES §6 Rule).
 */
export type FirewallRuleDraft = {
  /** The rule's uuid when it exists on the platform: an update keeps it (API-NOTES §6 full replace). */
  uuid?: string
  direction: FirewallDirection
  protocol: FirewallProtocol
  portStart: string
  portEnd: string
  /** IP addresses or CIDR prefixes separated by commas or spaces. */
  addresses: string
}

/** The cells of a firewall rule row that can be wrong, with the reason. */
export type FirewallRuleDraftErrors = Partial<Record<'portStart' | 'portEnd' | 'addresses', string>>

/** Protocols without ports: their port cells stay blank. */
export function protocolHasPorts(protocol: FirewallProtocol): boolean {
  return protocol === 'tcp' || protocol === 'udp'
}

/** A new rule row: inbound TCP, all ports, from any address. */
export function emptyFirewallRuleDraft(): FirewallRuleDraft {
  return { direction: 'inbound', protocol: 'tcp', portStart: '', portEnd: '', addresses: '' }
}

/** The addresses of a draft, split on commas and white space. */
export function draftAddresses(text: string): string[] {
  return text.split(/[\s,]+/).filter(Boolean)
}

/**
 * What is wrong with a firewall rule row, by cell (empty when nothing is): ports are 1–65535 and the start is
 * not above the end; an end needs a start; ports only for TCP and UDP; every address an IP or CIDR prefix.
 */
export function firewallRuleDraftErrors(draft: FirewallRuleDraft): FirewallRuleDraftErrors {
  const errors: FirewallRuleDraftErrors = {}
  const start = parsePort(draft.portStart)
  const end = parsePort(draft.portEnd)
  if (!protocolHasPorts(draft.protocol)) {
    if (draft.portStart.trim() !== '') errors.portStart = `${draft.protocol.toUpperCase()} has no ports`
    if (draft.portEnd.trim() !== '') errors.portEnd = `${draft.protocol.toUpperCase()} has no ports`
  } else {
    if (!start.ok) errors.portStart = start.error
    if (!end.ok) errors.portEnd = end.error
    if (start.ok && end.ok && end.value !== null) {
      if (start.value === null) errors.portStart = 'Give the first port of the range'
      else if (start.value > end.value) errors.portEnd = 'The last port must not be below the first'
    }
  }
  const invalid = draftAddresses(draft.addresses).filter((a) => !isIpPrefix(a))
  if (invalid.length > 0) errors.addresses = `${IP_PREFIX_MESSAGE} (not ${invalid.join(', ')})`
  return errors
}

/** True when no row of a rule table has an error. */
export function firewallRuleDraftsValid(drafts: readonly FirewallRuleDraft[]): boolean {
  return drafts.every((d) => Object.keys(firewallRuleDraftErrors(d)).length === 0)
}

/** A valid draft as the API's rule (call {@link firewallRuleDraftErrors} first). */
export function firewallRuleFromDraft(draft: FirewallRuleDraft): FirewallRuleInput {
  const ports = protocolHasPorts(draft.protocol)
  const start = ports ? parsePort(draft.portStart) : null
  const end = ports ? parsePort(draft.portEnd) : null
  const addresses = draftAddresses(draft.addresses)
  return {
    ...(draft.uuid ? { uuid: draft.uuid } : {}),
    direction: draft.direction,
    protocol: draft.protocol,
    ...(start?.ok && start.value !== null ? { port_start: start.value } : {}),
    ...(end?.ok && end.value !== null ? { port_end: end.value } : {}),
    endpoint_spec_type: addresses.length > 0 ? 'ip_prefixes' : 'any',
    ...(addresses.length > 0 ? { endpoint_spec: addresses } : {}),
  }
}

/** A rule from the platform as a form row, so it can be edited and sent back with its uuid. */
export function firewallRuleToDraft(rule: FirewallRule): FirewallRuleDraft {
  return {
    uuid: rule.uuid,
    direction: rule.direction,
    protocol: rule.protocol,
    portStart: rule.port_start === null ? '' : String(rule.port_start),
    // The server fills `port_end` with `port_start`; a single port reads back as one number.
    portEnd: rule.port_end === null || rule.port_end === rule.port_start ? '' : String(rule.port_end),
    addresses: rule.endpoint_spec_type === 'any' ? '' : (rule.endpoint_spec ?? []).join(', '),
  }
}

/** A rule's ports for people: 'All', '22' or '8000–8080'. */
export function firewallPortsText(rule: Pick<FirewallRule, 'port_start' | 'port_end' | 'protocol'>): string {
  if (rule.port_start === null) return protocolHasPorts(rule.protocol) ? 'All' : '—'
  if (rule.port_end === null || rule.port_end === rule.port_start) return String(rule.port_start)
  return `${rule.port_start}–${rule.port_end}`
}

// ---------------------------------------------------------------------------------------------------------
// Load balancer forwarding rules (API-NOTES §8): L4 TCP, a source port to a target port.

/** A forwarding rule as a form edits it. */
export type ForwardingRuleDraft = { sourcePort: string; targetPort: string }

/** The cells of a forwarding rule that can be wrong, with the reason. */
export type ForwardingRuleDraftErrors = Partial<Record<'sourcePort' | 'targetPort', string>>

/** A new forwarding rule: blank ports. */
export function emptyForwardingRuleDraft(): ForwardingRuleDraft {
  return { sourcePort: '', targetPort: '' }
}

/**
 * What is wrong with a forwarding rule, by cell: both ports are required and 1–65535, and a source port is
 * forwarded once per balancer (the platform refuses a second rule on it). `taken` are the source ports already
 * forwarded (the balancer's rules, or the rows above in a create form).
 */
export function forwardingRuleDraftErrors(
  draft: ForwardingRuleDraft,
  taken: readonly number[] = [],
): ForwardingRuleDraftErrors {
  const errors: ForwardingRuleDraftErrors = {}
  const source = parsePort(draft.sourcePort)
  const target = parsePort(draft.targetPort)
  if (!source.ok) errors.sourcePort = source.error
  else if (source.value === null) errors.sourcePort = 'Give the port the balancer listens on'
  else if (taken.includes(source.value)) errors.sourcePort = `Port ${source.value} is already forwarded`
  if (!target.ok) errors.targetPort = target.error
  else if (target.value === null) errors.targetPort = 'Give the port of the targets'
  return errors
}

/** The errors of each row of a forwarding rule table: a source port may appear once. */
export function forwardingRuleTableErrors(
  drafts: readonly ForwardingRuleDraft[],
  existing: readonly Pick<ForwardingRule, 'source_port'>[] = [],
): ForwardingRuleDraftErrors[] {
  const taken = existing.map((r) => r.source_port)
  return drafts.map((draft, index) => {
    const above = drafts
      .slice(0, index)
      .map((d) => parsePort(d.sourcePort))
      .flatMap((p) => (p.ok && p.value !== null ? [p.value] : []))
    return forwardingRuleDraftErrors(draft, [...taken, ...above])
  })
}

/** A valid forwarding rule draft as the API's rule (call {@link forwardingRuleDraftErrors} first). */
export function forwardingRuleFromDraft(draft: ForwardingRuleDraft): ForwardingRuleInput {
  return { source_port: Number(draft.sourcePort.trim()), target_port: Number(draft.targetPort.trim()) }
}
