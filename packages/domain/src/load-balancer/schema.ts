/** Load balancers, L4 TCP only (API-NOTES §8, SPEC §3 Load balancer). */
import { z } from 'zod'
import {
  BillingAccountIdSchema,
  TimestampSchema,
  UuidSchema,
  blankOrNull,
  formBool,
  formInt,
  formString,
  formUuid,
  optionalInput,
  orNull,
  withAliases,
} from '../http/fields.js'
import { MAX_LIST_ITEMS } from '../rules/index.js'
import { DisplayNameSchema, PortSchema as Port } from '../rules/network.js'

/** A forwarding rule (protocol and settings cannot be set). */
export const ForwardingRuleSchema = z.object({
  uuid: UuidSchema,
  protocol: z.string().default('TCP'),
  source_port: Port,
  target_port: Port,
  settings: z
    .object({
      connection_limit: orNull(z.number().int()),
      session_persistence: orNull(z.string()),
    })
    .nullish()
    .transform((v) => v ?? { connection_limit: null, session_persistence: null }),
  created_at: orNull(TimestampSchema),
})
/** A forwarding rule. */
export type ForwardingRule = z.infer<typeof ForwardingRuleSchema>

/** A load balancer target. */
export const LoadBalancerTargetSchema = z.object({
  target_uuid: UuidSchema,
  target_type: z.string().default('vm'),
  target_ip_address: blankOrNull(z.string()),
  created_at: orNull(TimestampSchema),
})
/** A load balancer target. */
export type LoadBalancerTarget = z.infer<typeof LoadBalancerTargetSchema>

/**
 * The load balancer object (API-NOTES §8). The public IP comes as `public_address` or `public_ipv4`
 * depending on the deployment; both are read into `public_address`.
 */
export const WarrenLoadBalancerSchema = withAliases(
  z.object({
    uuid: UuidSchema,
    display_name: z.string(),
    network_uuid: blankOrNull(UuidSchema),
    user_id: orNull(z.number().int()),
    billing_account_id: BillingAccountIdSchema,
    private_address: blankOrNull(z.string()),
    public_address: blankOrNull(z.string()),
    is_deleted: z.boolean().default(false),
    deleted_at: orNull(TimestampSchema),
    created_at: orNull(TimestampSchema),
    updated_at: orNull(TimestampSchema),
    forwarding_rules: z
      .array(ForwardingRuleSchema)
      .nullish()
      .transform((v) => v ?? []),
    targets: z
      .array(LoadBalancerTargetSchema)
      .nullish()
      .transform((v) => v ?? []),
  }),
  { public_ipv4: 'public_address' },
)
/** The load balancer object as Warren sends it. */
export type WarrenLoadBalancer = z.infer<typeof WarrenLoadBalancerSchema>

/** A load balancer with its type tag and location. */
export type LoadBalancer = WarrenLoadBalancer & { type: 'load_balancer'; location: string }

/** Parses a Warren load balancer and tags it. Throws a ZodError on a bad shape. */
export function parseLoadBalancer(raw: unknown, location: string): LoadBalancer {
  return { ...WarrenLoadBalancerSchema.parse(raw), type: 'load_balancer', location }
}

/** A forwarding rule in a request body. */
export const ForwardingRuleInputSchema = z.object({
  source_port: formInt().pipe(Port),
  target_port: formInt().pipe(Port),
})
/** A forwarding rule in a request body. */
export type ForwardingRuleInput = z.infer<typeof ForwardingRuleInputSchema>

/** A target in a request body. */
export const LoadBalancerTargetInputSchema = z.object({
  target_uuid: formUuid(),
  target_type: optionalInput(z.literal('vm')).default('vm'),
})
/** A target in a request body. */
export type LoadBalancerTargetInput = z.infer<typeof LoadBalancerTargetInputSchema>

/**
 * `POST /{location}/network/load_balancers` (JSON). `targets` defaults to `[]` because Warren answers 500
 * when the key is missing (API-NOTES §8).
 */
export const LoadBalancerCreateInputSchema = z.object({
  display_name: formString().pipe(DisplayNameSchema),
  billing_account_id: optionalInput(formInt().pipe(BillingAccountIdSchema)),
  network_uuid: optionalInput(formUuid()),
  reserve_public_ip: optionalInput(formBool()),
  rules: z.array(ForwardingRuleInputSchema).max(MAX_LIST_ITEMS).default([]),
  targets: z.array(LoadBalancerTargetInputSchema).max(MAX_LIST_ITEMS).default([]),
})
/** Body of load balancer create. */
export type LoadBalancerCreateInput = z.infer<typeof LoadBalancerCreateInputSchema>

/** `PATCH /{location}/network/load_balancers/{uuid}` (JSON): rename. */
export const LoadBalancerUpdateInputSchema = z.object({ display_name: formString().pipe(DisplayNameSchema) })
/** Body of load balancer rename. */
export type LoadBalancerUpdateInput = z.infer<typeof LoadBalancerUpdateInputSchema>

/** `PUT …/{uuid}/billing_account?set_id=…` (query; body accepted too, API-NOTES §8). */
export const LoadBalancerBillingInputSchema = z.object({ set_id: formInt().pipe(BillingAccountIdSchema) })
/** Query of load balancer billing change. */
export type LoadBalancerBillingInput = z.infer<typeof LoadBalancerBillingInputSchema>
