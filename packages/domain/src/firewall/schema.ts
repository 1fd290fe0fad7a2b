/** Firewalls (API-NOTES §6, SPEC §3 Firewall). */
import { z } from 'zod'
import {
  BillingAccountIdSchema,
  TimestampSchema,
  UuidSchema,
  formArray,
  formInt,
  formString,
  formUuid,
  optionalInput,
  orNull,
  withAliases,
} from '../http/fields.js'
import { MAX_LIST_ITEMS, TEXT_LIMITS } from '../rules/index.js'
import { DisplayNameSchema, PortSchema as Port, isIpPrefix } from '../rules/network.js'

export { isIpPrefix }

/** Rule protocols (API-NOTES §6; `any` is sent by some clients). */
export const FIREWALL_PROTOCOLS = ['tcp', 'udp', 'icmp', 'any'] as const
/** A rule protocol. */
export type FirewallProtocol = (typeof FIREWALL_PROTOCOLS)[number]
/** Rule directions. */
export const FIREWALL_DIRECTIONS = ['inbound', 'outbound'] as const
/** A rule direction. */
export type FirewallDirection = (typeof FIREWALL_DIRECTIONS)[number]
/** Rule endpoint kinds. */
export const FIREWALL_ENDPOINT_SPEC_TYPES = ['any', 'ip_prefixes'] as const
/** A rule endpoint kind. */
export type FirewallEndpointSpecType = (typeof FIREWALL_ENDPOINT_SPEC_TYPES)[number]

/** A firewall rule as Warren sends it. `port_start: null` means all ports. */
export const FirewallRuleSchema = z.object({
  uuid: UuidSchema,
  protocol: z.enum(FIREWALL_PROTOCOLS),
  direction: z.enum(FIREWALL_DIRECTIONS),
  port_start: orNull(Port),
  port_end: orNull(Port),
  endpoint_spec_type: z.enum(FIREWALL_ENDPOINT_SPEC_TYPES),
  endpoint_spec: orNull(z.array(z.string())),
})
/** A firewall rule. */
export type FirewallRule = z.infer<typeof FirewallRuleSchema>

/** A resource a firewall applies to. */
export const FirewallResourceSchema = z.object({ resource_type: z.string(), resource_uuid: UuidSchema })
/** A resource a firewall applies to. */
export type FirewallResource = z.infer<typeof FirewallResourceSchema>

/** The firewall object. The doc's list example spells `name`; both are read into `display_name` (§6). */
export const WarrenFirewallSchema = withAliases(
  z.object({
    uuid: UuidSchema,
    display_name: z.string(),
    description: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    user_id: orNull(z.number().int()),
    billing_account_id: BillingAccountIdSchema,
    rules: z
      .array(FirewallRuleSchema)
      .nullish()
      .transform((v) => v ?? []),
    resources_assigned: z
      .array(FirewallResourceSchema)
      .nullish()
      .transform((v) => v ?? []),
    created_at: orNull(TimestampSchema),
    deleted_at: orNull(TimestampSchema),
  }),
  { name: 'display_name' },
)
/** The firewall object as Warren sends it. */
export type WarrenFirewall = z.infer<typeof WarrenFirewallSchema>

/** A firewall with its type tag and location. */
export type Firewall = WarrenFirewall & { type: 'firewall'; location: string }

/** Parses a Warren firewall and tags it. Throws a ZodError on a bad shape. */
export function parseFirewall(raw: unknown, location: string): Firewall {
  return { ...WarrenFirewallSchema.parse(raw), type: 'firewall', location }
}

/**
 * A rule in a create or update body. A rule with a `uuid` is kept on update, one without is created
 * (API-NOTES §6). `port_end: null` means equal to `port_start`; `port_start <= port_end`; prefixes must be
 * valid CIDRs when the endpoint type is `ip_prefixes`.
 */
export const FirewallRuleInputSchema = z
  .object({
    uuid: optionalInput(formUuid()),
    protocol: z.enum(FIREWALL_PROTOCOLS),
    direction: z.enum(FIREWALL_DIRECTIONS),
    port_start: optionalInput(formInt().pipe(Port)),
    port_end: optionalInput(formInt().pipe(Port)),
    endpoint_spec_type: z.enum(FIREWALL_ENDPOINT_SPEC_TYPES),
    endpoint_spec: optionalInput(formArray(z.string().max(TEXT_LIMITS.address))),
  })
  .refine((r) => r.port_start === undefined || r.port_end === undefined || r.port_start <= r.port_end, {
    message: 'port_start must not be above port_end',
    path: ['port_end'],
  })
  .refine((r) => r.port_end === undefined || r.port_start !== undefined, {
    message: 'port_end needs port_start',
    path: ['port_start'],
  })
  .refine(
    (r) =>
      r.endpoint_spec_type === 'any' ||
      (r.endpoint_spec !== undefined && r.endpoint_spec.length > 0 && r.endpoint_spec.every(isIpPrefix)),
    { message: 'endpoint_spec must list valid IP prefixes', path: ['endpoint_spec'] },
  )
/** A rule in a firewall body. */
export type FirewallRuleInput = z.infer<typeof FirewallRuleInputSchema>

/** `POST /{location}/network/firewalls` (JSON). */
export const FirewallCreateInputSchema = z.object({
  display_name: formString().pipe(DisplayNameSchema),
  billing_account_id: optionalInput(formInt().pipe(BillingAccountIdSchema)),
  description: optionalInput(formString(TEXT_LIMITS.description)),
  rules: z.array(FirewallRuleInputSchema).max(MAX_LIST_ITEMS).default([]),
})
/** Body of firewall create. */
export type FirewallCreateInput = z.infer<typeof FirewallCreateInputSchema>

/**
 * `PUT /{location}/network/firewalls/{uuid}` (JSON): a full replace. Warren names the field `name`;
 * `display_name` is accepted too and read as `name`.
 */
export const FirewallUpdateInputSchema = withAliases(
  z.object({
    name: formString().pipe(DisplayNameSchema),
    description: optionalInput(formString(TEXT_LIMITS.description)),
    rules: z.array(FirewallRuleInputSchema).max(MAX_LIST_ITEMS).default([]),
  }),
  { display_name: 'name' },
)
/** Body of firewall update. */
export type FirewallUpdateInput = z.infer<typeof FirewallUpdateInputSchema>

/** Query of `POST|DELETE /{location}/network/firewalls/{uuid}/vms?vm_uuid=…`. */
export const FirewallVmQuerySchema = z.object({ vm_uuid: formUuid() })
/** Query of firewall VM link/unlink. */
export type FirewallVmQuery = z.infer<typeof FirewallVmQuerySchema>
