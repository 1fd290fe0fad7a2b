/**
 * Floating IP addresses (API-NOTES §4, SPEC §3 IP address). Warren addresses them by `address`, not uuid.
 */
import { z } from 'zod'
import {
  BillingAccountIdSchema,
  LocationSlugSchema,
  TimestampSchema,
  UuidSchema,
  blankOrNull,
  formInt,
  formString,
  formUuid,
  optionalInput,
  orNull,
} from '../http/fields.js'

/** What a floating IP can be assigned to (API-NOTES §4). */
export const IP_ASSIGNABLE_TYPES = ['virtual_machine', 'service', 'load_balancer'] as const
/** What a floating IP can be assigned to. */
export type IpAssignableType = (typeof IP_ASSIGNABLE_TYPES)[number]

/** An IPv4 or IPv6 address. */
export const IpAddressStringSchema = z.union([z.ipv4(), z.ipv6()])

/**
 * The floating IP object as Warren sends it (API-NOTES §4). Unassigned addresses may leave out the three
 * `assigned_*` keys or send them empty: all become null.
 */
export const WarrenIpSchema = z.object({
  id: orNull(z.number().int()),
  uuid: UuidSchema,
  address: IpAddressStringSchema,
  is_ipv6: z.boolean().default(false),
  user_id: orNull(z.number().int()),
  billing_account_id: BillingAccountIdSchema,
  /** Warren's own `type`, always `public`; the normalised IP moves it to `ip_type`. */
  type: z.string().default('public'),
  network_id: orNull(z.unknown()),
  name: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  enabled: z.boolean().default(true),
  is_deleted: z.boolean().default(false),
  is_virtual: z.boolean().default(false),
  assigned_to: blankOrNull(UuidSchema),
  assigned_to_resource_type: blankOrNull(z.enum(IP_ASSIGNABLE_TYPES)),
  assigned_to_private_ip: blankOrNull(IpAddressStringSchema),
  created_at: orNull(TimestampSchema),
  updated_at: orNull(TimestampSchema),
  unassigned_at: orNull(TimestampSchema),
})
/** The floating IP object as Warren sends it. */
export type WarrenIp = z.infer<typeof WarrenIpSchema>

/**
 * A floating IP with its type tag and location. Warren's `type: "public"` would clash with the tag, so it is
 * kept as `ip_type` (interpretation, see the package README of the report).
 */
export const IpSchema = WarrenIpSchema.omit({ type: true }).extend({
  ip_type: z.string(),
  type: z.literal('ip_address'),
  location: LocationSlugSchema,
})
/** A floating IP with its type tag and location. */
export type Ip = z.infer<typeof IpSchema>

/** Parses a Warren floating IP and tags it. Throws a ZodError on a bad shape. */
export function parseIp(raw: unknown, location: string): Ip {
  const { type: ipType, ...rest } = WarrenIpSchema.parse(raw)
  return { ...rest, ip_type: ipType, type: 'ip_address', location }
}

/** The Warren shape of a normalised IP: `ip_type` goes back to `type`, the tag and location are dropped. */
export function toWarrenIp(ip: Ip): WarrenIp {
  const { type: _tag, location: _location, ip_type: ipType, ...rest } = ip
  return { ...rest, type: ipType }
}

/** True when the IP is assigned (SPEC §3: "Unassigned when assigned_to is empty"). */
export function isIpAssigned(ip: Pick<WarrenIp, 'assigned_to'>): boolean {
  return ip.assigned_to !== null
}

// ---------------------------------------------------------------------------------------------------------
// Request bodies: JSON on Warren (API-NOTES §1.3).

/** Query of `GET /{location}/network/ip_addresses`. */
export const IpListQuerySchema = z.object({
  billing_account_id: optionalInput(formInt()),
  vm_uuid: optionalInput(formUuid()),
})
/** Query of the IP list. */
export type IpListQuery = z.infer<typeof IpListQuerySchema>

/** `POST /{location}/network/ip_addresses`. Terraform sends no billing account: the default one is used. */
export const IpCreateInputSchema = z.object({
  billing_account_id: optionalInput(formInt().pipe(BillingAccountIdSchema)),
  name: optionalInput(formString()),
})
/** Body of IP create. */
export type IpCreateInput = z.infer<typeof IpCreateInputSchema>

/** `PATCH /{location}/network/ip_addresses/{address}`. */
export const IpUpdateInputSchema = z.object({
  name: optionalInput(formString()),
  billing_account_id: optionalInput(formInt().pipe(BillingAccountIdSchema)),
})
/** Body of IP update. */
export type IpUpdateInput = z.infer<typeof IpUpdateInputSchema>

/**
 * `POST …/{address}/assign`: `{vm_uuid}` (documented) or `{assigned_to, assigned_to_resource_type}` (live),
 * plus an optional `private_ip` that picks the target interface (SPEC §3, API-NOTES §4).
 */
export const IpAssignInputSchema = z
  .object({
    vm_uuid: optionalInput(formUuid()),
    assigned_to: optionalInput(formUuid()),
    assigned_to_resource_type: optionalInput(z.enum(IP_ASSIGNABLE_TYPES)),
    private_ip: optionalInput(formString().pipe(IpAddressStringSchema)),
  })
  .refine((v) => v.vm_uuid !== undefined || v.assigned_to !== undefined, {
    message: 'vm_uuid or assigned_to is required',
    path: ['assigned_to'],
  })
  .refine((v) => v.assigned_to === undefined || v.assigned_to_resource_type !== undefined, {
    message: 'assigned_to_resource_type is required with assigned_to',
    path: ['assigned_to_resource_type'],
  })
/** Body of IP assign. */
export type IpAssignInput = z.infer<typeof IpAssignInputSchema>

/** The assignment target of an {@link IpAssignInput}: `vm_uuid` means a virtual machine (API-NOTES §4). */
export function ipAssignTarget(input: IpAssignInput): { uuid: string; type: IpAssignableType } {
  if (input.assigned_to !== undefined && input.assigned_to_resource_type !== undefined) {
    return { uuid: input.assigned_to, type: input.assigned_to_resource_type }
  }
  // The refinements guarantee vm_uuid here.
  return { uuid: input.vm_uuid ?? '', type: 'virtual_machine' }
}

/** `POST …/{address}/unassign`: no body, `{}` or `{vm_uuid}` (API-NOTES §4). */
export const IpUnassignInputSchema = z.object({ vm_uuid: optionalInput(formUuid()) })
/** Body of IP unassign. */
export type IpUnassignInput = z.infer<typeof IpUnassignInputSchema>
