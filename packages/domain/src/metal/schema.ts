/**
 * Bare metal (SPEC §2 /metal/create, /metal/lease/{uuid}/; §3 "bare metal (display_name)"; §7 GET /metal/os).
 * Warren publishes no bare-metal API (API-NOTES §14.4 proposes only `/metal/os`), so the machine types and leases
 * below are the reference platform's, in Warren's conventions (CONTRACTS.md "Non-Warren endpoints"): location
 * slug, form or JSON bodies, bare arrays, `{message, errors}` refusals.
 */
import { z } from 'zod'
import {
  BillingAccountIdSchema,
  LocationSlugSchema,
  TimestampSchema,
  UuidSchema,
  formInt,
  formString,
  optionalInput,
  orNull,
} from '../http/fields.js'
import { SshPublicKeySchema, TEXT_LIMITS, VmNameSchema, VmPasswordSchema } from '../rules/index.js'

/** The states of a lease: provisioning (the operation runs) → active (billed hourly) → released. */
export const LEASE_STATES = ['provisioning', 'active', 'released'] as const
/** A lease state. */
export type LeaseState = (typeof LEASE_STATES)[number]

/** The prefix of a machine type's price rule set in the price list (`metal:<type name>`, pricing engine). */
export const METAL_RULE_SET_PREFIX = 'metal:'

/** The price rule set of a machine type: `metal:<name>`; a list without it prices the DEFAULT rule. */
export function metalRuleSet(typeName: string): string {
  return `${METAL_RULE_SET_PREFIX}${typeName}`
}

/** One disk of a machine type. */
export const MetalDiskSchema = z.object({
  size_gb: z.number().int().positive(),
  /** `nvme`, `ssd` or `hdd`. */
  kind: z.string().min(1),
})
/** One disk of a machine type. */
export type MetalDisk = z.infer<typeof MetalDiskSchema>

/** The hardware of a machine type, as a lease keeps it. */
export const MetalSpecSchema = z.object({
  /** Short key, e.g. `bm.medium`: what a create names and what its price rule set is keyed by. */
  name: z.string().min(1),
  display_name: z.string(),
  cpu_model: z.string(),
  cpu_cores: z.number().int().positive(),
  ram_gb: z.number().int().positive(),
  disks: z.array(MetalDiskSchema),
})
/** The hardware of a machine type. */
export type MetalSpec = z.infer<typeof MetalSpecSchema>

/** `GET /{location}/metal/types`: a machine type with its free stock in the location. */
export const WarrenMetalTypeSchema = MetalSpecSchema.extend({
  uuid: UuidSchema,
  /** Free machines of this type in the location (0: out of stock, a create is refused). */
  available: z.number().int().nonnegative(),
  ui_position: z.number().int().default(0),
})
/** A machine type as the platform sends it. */
export type WarrenMetalType = z.infer<typeof WarrenMetalTypeSchema>

/** A machine type with its type tag and location. */
export type MetalType = WarrenMetalType & { type: 'bare_metal_type'; location: string }

/** Parses a machine type and tags it. */
export function parseMetalType(raw: unknown, location: string): MetalType {
  return { ...WarrenMetalTypeSchema.parse(raw), type: 'bare_metal_type', location }
}

/** A lease as the platform sends it (`GET /{location}/metal/lease/{uuid}`). */
export const WarrenMetalLeaseSchema = z.object({
  uuid: UuidSchema,
  display_name: z.string(),
  status: z.enum(LEASE_STATES),
  machine_type: MetalSpecSchema,
  os_name: z.string(),
  os_version: z.string(),
  /** The machine's host name in the data centre, e.g. `tll01-bm-medium-02`. */
  hostname: z.string(),
  /** Its public IPv4 once active; null while provisioning and after release. */
  ip_address: orNull(z.string()),
  login: z.enum(['ssh_key', 'password']),
  user_id: orNull(z.number().int()),
  billing_account_id: BillingAccountIdSchema,
  created_at: TimestampSchema,
  activated_at: orNull(TimestampSchema),
  released_at: orNull(TimestampSchema),
})
/** A lease as the platform sends it. */
export type WarrenMetalLease = z.infer<typeof WarrenMetalLeaseSchema>

/** A lease with its type tag (`bare_metal`, SPEC §2 side nav) and location. */
export const MetalLeaseSchema = WarrenMetalLeaseSchema.extend({
  type: z.literal('bare_metal'),
  location: LocationSlugSchema,
})
/** A lease with its type tag and location. */
export type MetalLease = z.infer<typeof MetalLeaseSchema>

/** Parses a lease and tags it. */
export function parseMetalLease(raw: unknown, location: string): MetalLease {
  return { ...WarrenMetalLeaseSchema.parse(raw), type: 'bare_metal', location }
}

/** A machine type key as a create names it. */
export const MetalTypeNameSchema = z
  .string()
  .max(40, 'Choose a machine type')
  .regex(/^[a-z0-9][a-z0-9.-]{0,39}$/, 'Choose a machine type')

/** Text of a create that has neither an SSH key nor a password. */
export const METAL_LOGIN_MESSAGE = 'Give an SSH key or a password'

/**
 * `POST /{location}/metal/lease` (form or JSON): a machine type, an OS from `GET /metal/os`, an SSH key or a
 * password (the VM rules of API-NOTES §7.6, `rules/`), optional name and billing account.
 */
export const MetalLeaseCreateInputSchema = z
  .object({
    machine_type: formString().pipe(MetalTypeNameSchema),
    display_name: optionalInput(formString().pipe(VmNameSchema)),
    os_name: formString().pipe(z.string().min(1, 'Choose an operating system')),
    os_version: formString().pipe(z.string().min(1, 'Choose a version')),
    password: optionalInput(formString(TEXT_LIMITS.password).pipe(VmPasswordSchema)),
    public_key: optionalInput(formString(TEXT_LIMITS.sshKey).pipe(SshPublicKeySchema)),
    billing_account_id: optionalInput(formInt().pipe(BillingAccountIdSchema)),
  })
  .refine((v) => v.password !== undefined || v.public_key !== undefined, {
    message: METAL_LOGIN_MESSAGE,
    path: ['public_key'],
  })
/** Body of a lease create. */
export type MetalLeaseCreateInput = z.infer<typeof MetalLeaseCreateInputSchema>

/** `GET /{location}/metal/machines` (administrators): one machine of the stock and the lease holding it. */
export const MetalMachineSchema = z.object({
  uuid: UuidSchema,
  hostname: z.string(),
  /** The machine type's name, e.g. `bm.large`. */
  machine_type: orNull(z.string()),
  ip_address: z.string(),
  lease_uuid: orNull(UuidSchema),
})
/** One machine of the stock. */
export type MetalMachine = z.infer<typeof MetalMachineSchema>
