/**
 * The admin API of bare metal (issue 14: /metal/machines, /metal/machines/history/{location}/{uuid}, /metal/specs,
 * /metal/os; docs/CONTRACTS.md "Admin API: bare metal"). Warren publishes nothing on bare metal (ADMIN-NOTES
 * "metal/…": no public source), so the shapes are ours, in Warren's snake_case. The platform validates with the
 * inputs and documents the entities; the admin app parses with them. The machine types and OS images an
 * administrator manages here are the ones customers list and lease (`GET /{location}/metal/types`, `/metal/os`).
 */
import { z } from 'zod'
import { MetalDiskSchema, MetalSpecSchema, MetalTypeNameSchema } from '../metal/schema.js'
import { MAX_INT32, TEXT_LIMITS } from '../rules/index.js'
import { adminListSchemas, flag } from './people.js'
import { AuditEntrySchema } from './schema.js'

const name = z.string().trim().min(1, 'Required').max(TEXT_LIMITS.name)
const short = z.string().trim().min(1, 'Required').max(TEXT_LIMITS.short)
const wholeNumber = () => z.number({ error: 'A whole number' }).int('A whole number')

// ---------------------------------------------------------------------------------------------------------
// Machine types (/metal/specs)

/** The kinds of disk a machine type has. */
export const METAL_DISK_KINDS = ['nvme', 'ssd', 'hdd'] as const

/** Bounds of a machine type's hardware: cores, RAM (GB), disks and a disk's size (GB). */
export const METAL_TYPE_LIMITS = { cpuCores: 1024, ramGb: 65_536, disks: 24, diskGb: 1_000_000 } as const

/** An hourly price as the admin types it: a non-negative decimal with at most 6 decimals, e.g. `0.616438`. */
export const HourlyPriceSchema = z
  .string()
  .trim()
  .max(24)
  .regex(/^\d{1,7}(\.\d{1,6})?$/, 'A non-negative decimal such as 0.616438')

/** One disk of a machine type as the admin enters it. */
export const MetalTypeDiskInputSchema = z.object({
  size_gb: wholeNumber().min(1, 'At least 1 GB').max(METAL_TYPE_LIMITS.diskGb),
  kind: z.enum(METAL_DISK_KINDS),
})

const typeFields = {
  display_name: name,
  cpu_model: short,
  cpu_cores: wholeNumber().min(1, 'At least 1').max(METAL_TYPE_LIMITS.cpuCores),
  ram_gb: wholeNumber().min(1, 'At least 1 GB').max(METAL_TYPE_LIMITS.ramGb),
  disks: z
    .array(MetalTypeDiskInputSchema)
    .min(1, 'At least one disk')
    .max(METAL_TYPE_LIMITS.disks, `At most ${METAL_TYPE_LIMITS.disks} disks`),
  /** Per hour in the platform's default currency: the type's own BARE_METAL_SERVER price (`metal:<name>`). */
  hourly_price: HourlyPriceSchema,
  ui_position: z.number().int().min(0).max(MAX_INT32).optional(),
}

/** POST /v1/admin/metal/types: a new machine type (its price becomes a new price list version from now). */
export const MetalTypeCreateInputSchema = z.object({ name: MetalTypeNameSchema, ...typeFields })
/** Input of a machine type create; see {@link MetalTypeCreateInputSchema}. */
export type MetalTypeCreateInput = z.input<typeof MetalTypeCreateInputSchema>

/** PATCH /v1/admin/metal/types/{uuid}: any field but the name (leases and the price rule set are keyed by it). */
export const MetalTypeUpdateInputSchema = z.object(typeFields).partial()
/** Input of a machine type update; see {@link MetalTypeUpdateInputSchema}. */
export type MetalTypeUpdateInput = z.input<typeof MetalTypeUpdateInputSchema>

/** A machine type as the admin sees it: the hardware, its price now, its stock and whether it is retired. */
export const AdminMetalTypeSchema = MetalSpecSchema.extend({
  uuid: z.uuid(),
  disks: z.array(MetalDiskSchema),
  ui_position: z.number().int(),
  /** The hourly price in force now, in `currency` (exact decimal string). */
  hourly_price: z.string(),
  currency: z.string(),
  /** Machines of the type in stock (not retired) and how many of them are leased. */
  machine_count: z.number().int().nonnegative(),
  leased_count: z.number().int().nonnegative(),
  retired: z.boolean(),
  created_at: z.string(),
})
/** One machine type; see {@link AdminMetalTypeSchema}. */
export type AdminMetalType = z.infer<typeof AdminMetalTypeSchema>

// ---------------------------------------------------------------------------------------------------------
// Machines (/metal/machines)

/** The states an administrator sets on a machine. */
export const METAL_MACHINE_STATES = ['available', 'maintenance', 'broken'] as const
/** A state an administrator sets. */
export type MetalMachineState = (typeof METAL_MACHINE_STATES)[number]
/** What the stock shows: `leased` while a lease holds the machine, else the state an administrator set. */
export const METAL_MACHINE_VIEW_STATES = ['available', 'leased', 'maintenance', 'broken', 'retired'] as const
/** A machine's state as shown; see {@link METAL_MACHINE_VIEW_STATES}. */
export type MetalMachineViewState = (typeof METAL_MACHINE_VIEW_STATES)[number]

/** The lease holding a machine, with its customer. */
export const AdminMachineLeaseSchema = z.object({
  uuid: z.uuid(),
  display_name: z.string(),
  status: z.string(),
  user_id: z.number().int(),
  owner_email: z.string(),
  billing_account_id: z.number().int(),
  created_at: z.string(),
  released_at: z.string().nullable(),
})
/** A lease with its customer; see {@link AdminMachineLeaseSchema}. */
export type AdminMachineLease = z.infer<typeof AdminMachineLeaseSchema>

/** One machine of the stock. */
export const AdminMachineSchema = z.object({
  uuid: z.uuid(),
  location: z.string(),
  serial: z.string(),
  hostname: z.string(),
  ip_address: z.string(),
  machine_type: z.string(),
  machine_type_display_name: z.string(),
  state: z.enum(METAL_MACHINE_VIEW_STATES),
  /** The lease holding it now, if any. */
  lease: AdminMachineLeaseSchema.nullable(),
  created_at: z.string(),
  retired_at: z.string().nullable(),
})
/** One machine; see {@link AdminMachineSchema}. */
export type AdminMachine = z.infer<typeof AdminMachineSchema>

/** A page of machines. */
export const AdminMachinePageSchema = z.object({
  total: z.number().int().nonnegative(),
  items: z.array(AdminMachineSchema),
})
/** A page of machines; see {@link AdminMachinePageSchema}. */
export type AdminMachinePage = z.infer<typeof AdminMachinePageSchema>

/** The columns `GET /v1/admin/metal/machines` sorts by. */
export const adminMachineSortKeys = ['created', 'hostname', 'serial', 'location', 'state'] as const

/**
 * `GET /v1/admin/metal/machines`: the page query (search: host name, serial, IP, type or the customer's e-mail),
 * column filters and `retired` (true: the retired machines only; default: the stock).
 */
export const AdminMachineListQuerySchema = adminListSchemas(
  AdminMachineSchema,
  adminMachineSortKeys,
  ['location', 'state', 'machine_type', 'serial', 'hostname'],
  { retired: flag.optional() },
).query
/** A machine list query; see {@link AdminMachineListQuerySchema}. */
export type AdminMachineListQuery = Partial<z.output<typeof AdminMachineListQuerySchema>>

/** A serial number: letters, digits, dots, dashes, slashes. */
export const MachineSerialSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(TEXT_LIMITS.short)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'Letters, digits, dots, dashes and slashes')

/** A machine's host name (RFC 1123 label characters, dots allowed). */
export const MachineHostnameSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(TEXT_LIMITS.short)
  .regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/, 'Lower-case letters, digits, dots and dashes')

/** POST /v1/admin/metal/machines: a machine added to a location's stock, available. */
export const MachineCreateInputSchema = z.object({
  location: z.string().trim().min(1, 'Required').max(TEXT_LIMITS.short),
  machine_type: MetalTypeNameSchema,
  serial: MachineSerialSchema,
  hostname: MachineHostnameSchema,
  ip_address: z.ipv4({ message: 'An IPv4 address such as 203.0.113.10' }),
})
/** Input of a machine create; see {@link MachineCreateInputSchema}. */
export type MachineCreateInput = z.input<typeof MachineCreateInputSchema>

/** PUT /v1/admin/metal/machines/{uuid}/state: maintenance, back to available, or broken (never while leased). */
export const MachineStateInputSchema = z.object({ state: z.enum(METAL_MACHINE_STATES) })
/** Input of a machine state change; see {@link MachineStateInputSchema}. */
export type MachineStateInput = z.input<typeof MachineStateInputSchema>

/** One event of a machine's history: a customer's lease or release, or an administrator's change. */
export const MachineEventSchema = z.object({
  at: z.string(),
  kind: z.enum(['lease', 'release', 'admin']),
  /** Who did it: the customer (lease, release) or the administrator. */
  actor_user_id: z.number().int().nullable(),
  actor_email: z.string(),
  /** `lease`, `release`, or the audit action (`metal_machine.state`…). */
  action: z.string(),
  /** The lease it concerns, if any. */
  lease_uuid: z.string().nullable(),
})
/** One history event; see {@link MachineEventSchema}. */
export type MachineEvent = z.infer<typeof MachineEventSchema>

/** GET /v1/admin/metal/machines/{location}/{uuid}/history: the machine, every lease, every event (newest first). */
export const MachineHistorySchema = z.object({
  machine: AdminMachineSchema,
  leases: z.array(AdminMachineLeaseSchema),
  events: z.array(MachineEventSchema),
  audit: z.array(AuditEntrySchema),
})
/** A machine's history; see {@link MachineHistorySchema}. */
export type MachineHistory = z.infer<typeof MachineHistorySchema>

// ---------------------------------------------------------------------------------------------------------
// Operating systems (/metal/os)

/** A bare-metal OS image with every version, published or not, and how many live leases run it. */
export const AdminMetalOsSchema = z.object({
  os_name: z.string(),
  display_name: z.string(),
  versions: z.array(z.object({ os_version: z.string(), display_name: z.string(), published: z.boolean() })),
  lease_count: z.number().int().nonnegative(),
})
/** One bare-metal OS; see {@link AdminMetalOsSchema}. */
export type AdminMetalOs = z.infer<typeof AdminMetalOsSchema>
