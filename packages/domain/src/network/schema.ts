/** VPC (private) networks (API-NOTES §5, SPEC §3 VPC network). */
import { z } from 'zod'
import { DisplayNameSchema } from '../rules/network.js'
import {
  LocationSlugSchema,
  TimestampSchema,
  UuidSchema,
  formString,
  optionalInput,
  orNull,
} from '../http/fields.js'

/**
 * The network object as Warren sends it (API-NOTES §5). `vlan_id` is left out live on some deployments: null.
 * The VM object has no network uuid; membership is only visible in `vm_uuids`.
 */
export const WarrenNetworkSchema = z.object({
  uuid: UuidSchema,
  name: z.string(),
  /** Warren's own `type`, always `private`; the normalised network moves it to `network_type`. */
  type: z.string().default('private'),
  vlan_id: orNull(z.number().int()),
  subnet: z.string(),
  subnet_ipv6: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  is_default: z.boolean(),
  vm_uuids: z
    .array(UuidSchema)
    .nullish()
    .transform((v) => v ?? []),
  resources_count: z.number().int().nonnegative().default(0),
  /**
   * The owner's user id: not in Warren's object; the reference platform adds it so a grantee's console marks a
   * network shared through delegation (SPEC §6, CONTRACTS). Null when absent.
   */
  user_id: orNull(z.number().int()),
  created_at: orNull(TimestampSchema),
  updated_at: orNull(TimestampSchema),
})
/** The network object as Warren sends it. */
export type WarrenNetwork = z.infer<typeof WarrenNetworkSchema>

/** A VPC network with its type tag and location; Warren's `type` is kept as `network_type`. */
export const NetworkSchema = WarrenNetworkSchema.omit({ type: true }).extend({
  network_type: z.string(),
  type: z.literal('vpc'),
  location: LocationSlugSchema,
})
/** A VPC network with its type tag and location. */
export type Network = z.infer<typeof NetworkSchema>

/** Parses a Warren network and tags it. Throws a ZodError on a bad shape. */
export function parseNetwork(raw: unknown, location: string): Network {
  const { type: networkType, ...rest } = WarrenNetworkSchema.parse(raw)
  return { ...rest, network_type: networkType, type: 'vpc', location }
}

/** The Warren shape of a normalised network: `network_type` goes back to `type`. */
export function toWarrenNetwork(network: Network): WarrenNetwork {
  const { type: _tag, location: _location, network_type: networkType, ...rest } = network
  return { ...rest, type: networkType }
}

/**
 * `POST /{location}/network/network?name=…` (query; form also accepted). Without a name Warren returns the
 * default network, creating it if needed (API-NOTES §5).
 */
export const NetworkCreateInputSchema = z.object({
  name: optionalInput(formString().pipe(DisplayNameSchema)),
})
/** Query of network create. */
export type NetworkCreateInput = z.infer<typeof NetworkCreateInputSchema>

/** `PATCH /{location}/network/network/{uuid}` JSON `{name}`. */
export const NetworkUpdateInputSchema = z.object({ name: formString().pipe(DisplayNameSchema) })
/** Body of network update. */
export type NetworkUpdateInput = z.infer<typeof NetworkUpdateInputSchema>
