/** VM network interfaces and VLAN sub-interfaces (SPEC §3, §7; API-NOTES §13 PROPOSAL). */
import { z } from 'zod'
import {
  LocationSlugSchema,
  TimestampSchema,
  UuidSchema,
  blankOrNull,
  formInt,
  formUuid,
  orNull,
} from '../http/fields.js'

/** A VLAN tag, 1–4094. Sent as a string (SPEC §5); read from a number or a string. */
export const VlanTagSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
  z.number().int().min(1).max(4094),
)

/** A VLAN sub-interface. */
export const SubinterfaceSchema = z.object({
  uuid: UuidSchema,
  parent_uuid: orNull(UuidSchema),
  network_uuid: UuidSchema,
  vlan_tag: VlanTagSchema,
  mac: orNull(z.string()),
  private_ipv4: blankOrNull(z.string()),
  created_at: orNull(TimestampSchema),
})
/** A VLAN sub-interface. */
export type Subinterface = z.infer<typeof SubinterfaceSchema>

/** A VM network interface (API-NOTES §13). */
export const WarrenVmInterfaceSchema = z.object({
  uuid: UuidSchema,
  vm_uuid: UuidSchema,
  network_uuid: UuidSchema,
  network_name: orNull(z.string()),
  mac: orNull(z.string()),
  private_ipv4: blankOrNull(z.string()),
  private_ipv6: blankOrNull(z.string()),
  is_primary: z.boolean().default(false),
  vlan_tag: orNull(VlanTagSchema),
  parent_uuid: orNull(UuidSchema),
  subinterfaces: z
    .array(SubinterfaceSchema)
    .nullish()
    .transform((v) => v ?? []),
  created_at: orNull(TimestampSchema),
})
/** A VM network interface as the platform sends it. */
export type WarrenVmInterface = z.infer<typeof WarrenVmInterfaceSchema>

/** A VM interface with its type tag and location. */
export const VmInterfaceSchema = WarrenVmInterfaceSchema.extend({
  type: z.literal('vm_interface'),
  location: LocationSlugSchema,
})
/** A VM interface with its type tag and location. */
export type VmInterface = z.infer<typeof VmInterfaceSchema>

/** Parses a VM interface and tags it. */
export function parseVmInterface(raw: unknown, location: string): VmInterface {
  return { ...WarrenVmInterfaceSchema.parse(raw), type: 'vm_interface', location }
}

/**
 * `POST /{location}/network/virtual-machines/{uuid}/interfaces/{if_uuid}/subinterfaces` with query
 * `network_uuid`, `vlan_tag` (SPEC §7). The client sends the tag as a string (SPEC §5).
 */
export const SubinterfaceCreateInputSchema = z.object({
  network_uuid: formUuid(),
  vlan_tag: formInt().pipe(z.number().int().min(1).max(4094)),
})
/** Query of sub-interface create. */
export type SubinterfaceCreateInput = z.infer<typeof SubinterfaceCreateInputSchema>
