/**
 * Virtual machines: the Warren VM object (API-NOTES §7.1), its client-side normalised form (SPEC §3) and the
 * request bodies of every `/{location}/user-resource/vm…` call (SPEC §7, API-NOTES §7.3–7.4).
 */
import { z } from 'zod'
import {
  BillingAccountIdSchema,
  LocationSlugSchema,
  ReplicaUuidSchema,
  TimestampSchema,
  UuidSchema,
  blankOrNull,
  formArray,
  formBool,
  formInt,
  formString,
  formUuid,
  optionalInput,
  orNull,
} from '../http/fields.js'
import {
  SSH_PUBLIC_KEY_MESSAGE,
  SshPublicKeySchema,
  TEXT_LIMITS,
  isSshPublicKey,
  VM_SIZE_CAPS,
  VmNameSchema,
  VmPasswordSchema,
  VmUsernameSchema,
} from '../rules/index.js'

/** Replica kinds (SPEC §3: snapshot or backup). */
export const REPLICA_TYPES = ['snapshot', 'backup'] as const
/** A replica kind. */
export type ReplicaType = (typeof REPLICA_TYPES)[number]

/** VM power states (SPEC §4; live Warren only sends running and stopped, API-NOTES §1.4). */
export const VM_STATUSES = ['running', 'stopped', 'deleted'] as const
/** A VM power state. */
export type VmStatus = (typeof VM_STATUSES)[number]

/** A snapshot or backup of a VM disk (API-NOTES §7.1 Replica). */
export const ReplicaSchema = z.object({
  uuid: ReplicaUuidSchema,
  id: orNull(z.number().int()),
  master_id: orNull(z.number().int()),
  master_uuid: orNull(UuidSchema),
  pool: orNull(z.string()),
  size: z.number().nonnegative(),
  type: z.enum(REPLICA_TYPES),
  created_at: orNull(TimestampSchema),
  updated_at: orNull(TimestampSchema),
})
/** A snapshot or backup of a VM disk. */
export type Replica = z.infer<typeof ReplicaSchema>

/** One disk in a VM's `storage` list (API-NOTES §7.1 VMStorage). */
export const VmStorageSchema = z.object({
  uuid: UuidSchema,
  id: orNull(z.number().int()),
  /** Guest device name, e.g. `vda`. */
  name: orNull(z.string()),
  /** Size in GB. */
  size: z.number().int().nonnegative(),
  /** `block`; live deployments sometimes send `n/a`. */
  type: z.string().default('block'),
  pool: orNull(z.string()),
  /** True for the boot disk. */
  primary: z.boolean(),
  shared: z.boolean().default(false),
  replica: z.array(ReplicaSchema).default([]),
  user_id: orNull(z.number().int()),
  created_at: orNull(TimestampSchema),
  updated_at: orNull(TimestampSchema),
})
/** One disk in a VM's storage list. */
export type VmStorage = z.infer<typeof VmStorageSchema>

/** A price multiplier, as on service packages and VMs (API-NOTES §2.1, SPEC §3 price_multipliers). */
export const PriceMultiplierSchema = z.object({
  resourceType: z.string(),
  serviceNameInUptime: orNull(z.string()),
  priceMultiplier: z.number().nonnegative(),
})
/** A price multiplier. */
export type PriceMultiplier = z.infer<typeof PriceMultiplierSchema>

/**
 * The VM object as Warren sends it (API-NOTES §7.1). Note `memory` (MB; the create field is `ram`) and
 * `billing_account` (not `billing_account_id`). Keys real deployments leave out (`id`, `public_ipv4`,
 * `license_type`, …) become `null`.
 */
export const WarrenVmSchema = z.object({
  uuid: UuidSchema,
  id: orNull(z.number().int()),
  name: z.string(),
  hostname: orNull(z.string()),
  description: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  status: z.enum(VM_STATUSES),
  vcpu: z.number().int().positive(),
  /** RAM in MB. */
  memory: z.number().int().positive(),
  os_name: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  os_version: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  username: orNull(z.string()),
  mac: orNull(z.string()),
  /** Can be `""` (API-NOTES §7.1). */
  private_ipv4: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  public_ipv4: blankOrNull(z.string()),
  public_ipv6: blankOrNull(z.string()),
  billing_account: BillingAccountIdSchema,
  backup: z.boolean().default(false),
  designated_pool_uuid: blankOrNull(UuidSchema),
  designated_pool_name: orNull(z.string()),
  current_pool_uuid: blankOrNull(UuidSchema),
  /** `WINDOWS`, or null on Linux. */
  license_type: blankOrNull(z.string()),
  tags: orNull(z.unknown()),
  storage: z.array(VmStorageSchema).default([]),
  user_id: orNull(z.number().int()),
  price_multipliers: orNull(z.array(PriceMultiplierSchema)),
  /** The uuid of the managed-service package the VM belongs to, when it does (SPEC §3 service). */
  service: blankOrNull(UuidSchema),
  created_at: orNull(TimestampSchema),
  updated_at: orNull(TimestampSchema),
})
/** The VM object as Warren sends it. */
export type WarrenVm = z.infer<typeof WarrenVmSchema>

/** A VM as the console holds it: the Warren object plus its type tag and location (SPEC §3). */
export const VmSchema = WarrenVmSchema.extend({
  type: z.literal('virtual_machine'),
  location: LocationSlugSchema,
})
/** A VM with its type tag and location. */
export type Vm = z.infer<typeof VmSchema>

/** Parses a Warren VM object and tags it with its type and location. Throws a ZodError on a bad shape. */
export function parseVm(raw: unknown, location: string): Vm {
  return { ...WarrenVmSchema.parse(raw), type: 'virtual_machine', location }
}

/** The boot disk of a VM (`primary: true`), if listed. */
export function primaryStorage(vm: Pick<WarrenVm, 'storage'>): VmStorage | undefined {
  return vm.storage.find((s) => s.primary)
}

/** `{"success": true}`, the body of several Warren mutations (API-NOTES §7.4, §16). */
export const SuccessSchema = z.object({ success: z.boolean() })
/** `{"success": true}`. */
export type Success = z.infer<typeof SuccessSchema>

// ---------------------------------------------------------------------------------------------------------
// Request bodies. Warren takes all of them as a form (API-NOTES §1.3); the schemas also accept JSON/query.

/** A VM name (API-NOTES §7.6 documented rule, shared with the console form: rules/index.ts). */
const Name = formString().pipe(VmNameSchema)
/** A short optional text: OS name or version. */
const OptionalText = optionalInput(formString(TEXT_LIMITS.short))
/** An optional free-text description. */
const OptionalDescription = optionalInput(formString(TEXT_LIMITS.description))
/** A size within {@link VM_SIZE_CAPS} (a host pool's guest limits narrow it further on the platform). */
const size = (cap: number) => formInt().pipe(z.number().int().positive().max(cap))

/** Query of `GET /{location}/user-resource/vm/list` (SPEC §7). */
export const VmListQuerySchema = z.object({ billing_account_id: optionalInput(formInt()) })
/** Query of the VM list. */
export type VmListQuery = z.infer<typeof VmListQuerySchema>

/**
 * Query of `GET /{location}/user-resource/billing_resources?id=<billing_account_id>&resource_type=vm`
 * (API-NOTES §7.2): the VMs of one billing account.
 */
export const BillingResourcesQuerySchema = z.object({
  id: formInt().pipe(BillingAccountIdSchema),
  resource_type: optionalInput(z.literal('vm')).default('vm'),
})
/** Query of billing_resources. */
export type BillingResourcesQuery = z.infer<typeof BillingResourcesQuerySchema>

/** `POST /{location}/user-resource/vm` (API-NOTES §7.3). `ram` is MB; `disks` is the boot disk size in GB. */
export const VmCreateInputSchema = z
  .object({
    name: Name,
    os_name: OptionalText,
    os_version: OptionalText,
    disks: optionalInput(size(VM_SIZE_CAPS.diskGb)),
    vcpu: size(VM_SIZE_CAPS.vcpu),
    ram: size(VM_SIZE_CAPS.ramMb),
    /** API-NOTES §7.6 username rule. */
    username: optionalInput(formString().pipe(VmUsernameSchema)),
    /** API-NOTES §7.6 password rule. */
    password: optionalInput(formString(TEXT_LIMITS.password).pipe(VmPasswordSchema)),
    /** One OpenSSH public key line (API-NOTES §7.6). */
    public_key: optionalInput(formString(TEXT_LIMITS.sshKey).pipe(SshPublicKeySchema)),
    /** Several keys; a repeated form key arrives as a list (API-NOTES §1.3). */
    public_keys: optionalInput(
      formArray(z.string().max(TEXT_LIMITS.sshKey)).refine(
        (keys) => keys.every(isSshPublicKey),
        SSH_PUBLIC_KEY_MESSAGE,
      ),
    ),
    /** JSON object (or YAML) merged over the platform user-data. */
    cloud_init: optionalInput(formString(TEXT_LIMITS.cloudInit)),
    network_uuid: optionalInput(formUuid()),
    designated_pool_uuid: optionalInput(formUuid()),
    billing_account_id: optionalInput(formInt().pipe(BillingAccountIdSchema)),
    /** Platform default: true (API-NOTES §7.3). */
    reserve_public_ip: optionalInput(formBool()),
    backup: optionalInput(formBool()),
    description: OptionalDescription,
    source_uuid: optionalInput(formUuid()),
    source_replica: optionalInput(formString().pipe(ReplicaUuidSchema)),
    disk_uuid: optionalInput(formUuid()),
  })
  .refine((v) => v.disks !== undefined || v.disk_uuid !== undefined || v.source_uuid !== undefined, {
    message: 'disks is required unless disk_uuid or source_uuid is given',
    path: ['disks'],
  })
  .refine((v) => (v.source_uuid === undefined) === (v.source_replica === undefined), {
    message: 'source_uuid and source_replica go together',
    path: ['source_replica'],
  })
/** Body of VM create. */
export type VmCreateInput = z.infer<typeof VmCreateInputSchema>

/** `{uuid}`: start, delete, backup toggle, GET vm (SPEC §7). */
export const VmUuidInputSchema = z.object({ uuid: formUuid() })
/** `{uuid}` of a VM. */
export type VmUuidInput = z.infer<typeof VmUuidInputSchema>

/** `POST vm/stop` `{uuid, force}`: force=false is an ACPI shutdown, true a hard power-off (API-NOTES §7.4). */
export const VmStopInputSchema = z.object({
  uuid: formUuid(),
  force: optionalInput(formBool()).default(false),
})
/** Body of VM stop. */
export type VmStopInput = z.infer<typeof VmStopInputSchema>

/** `PATCH /user-resource/vm`: vcpu/ram change only while stopped (API-NOTES §7.4). */
export const VmUpdateInputSchema = z.object({
  uuid: formUuid(),
  name: optionalInput(Name),
  vcpu: optionalInput(size(VM_SIZE_CAPS.vcpu)),
  ram: optionalInput(size(VM_SIZE_CAPS.ramMb)),
  description: OptionalDescription,
})
/** Body of VM update. */
export type VmUpdateInput = z.infer<typeof VmUpdateInputSchema>

/** `POST vm/clone`. */
export const VmCloneInputSchema = z.object({ uuid: formUuid(), name: Name })
/** Body of VM clone. */
export type VmCloneInput = z.infer<typeof VmCloneInputSchema>

/** `POST vm/reinstall`: without os_name/os_version the current image is used. */
export const VmReinstallInputSchema = z.object({
  uuid: formUuid(),
  os_name: OptionalText,
  os_version: OptionalText,
})
/** Body of VM reinstall. */
export type VmReinstallInput = z.infer<typeof VmReinstallInputSchema>

/** `POST vm/boot_iso_media`: one-time boot from an ISO (SPEC §4 rescue, API-NOTES §7.4). */
export const VmBootIsoInputSchema = z.object({
  uuid: formUuid(),
  boot_image_uuid: formUuid(),
  boot_image_repository: optionalInput(z.enum(['platform', 'private'])),
})
/** Body of VM boot from ISO. */
export type VmBootIsoInput = z.infer<typeof VmBootIsoInputSchema>

/** `POST vm/rebuild` `{type, uuid}` plus the `replica_uuid` to restore (SPEC §7, API-NOTES §7.4, §14.5). */
export const VmRebuildInputSchema = z.object({
  uuid: formUuid(),
  replica_uuid: formString().pipe(ReplicaUuidSchema),
  type: optionalInput(z.enum(REPLICA_TYPES)),
})
/** Body of VM rebuild (restore from a snapshot or backup). */
export type VmRebuildInput = z.infer<typeof VmRebuildInputSchema>

/** `PATCH vm/user`: change the login; the VM must be running. */
export const VmUserInputSchema = z.object({
  uuid: formUuid(),
  username: formString().pipe(VmUsernameSchema),
  password: formString(TEXT_LIMITS.password).pipe(VmPasswordSchema),
})
/** Body of VM user change. */
export type VmUserInput = z.infer<typeof VmUserInputSchema>

/** `POST vm/storage`: add a disk of `size_gb`. */
export const VmStorageCreateInputSchema = z.object({
  uuid: formUuid(),
  size_gb: size(VM_SIZE_CAPS.diskGb),
})
/** Body of VM add disk. */
export type VmStorageCreateInput = z.infer<typeof VmStorageCreateInputSchema>

/** `PATCH vm/storage`: resize `disk_uuid` to `size_gb` (cannot shrink). */
export const VmStorageResizeInputSchema = z.object({
  uuid: formUuid(),
  disk_uuid: formUuid(),
  size_gb: size(VM_SIZE_CAPS.diskGb),
})
/** Body of VM disk resize. */
export type VmStorageResizeInput = z.infer<typeof VmStorageResizeInputSchema>

/** `DELETE vm/storage`: remove a non-primary disk. */
export const VmStorageDeleteInputSchema = z.object({ uuid: formUuid(), storage_uuid: formUuid() })
/** Body of VM disk removal. */
export type VmStorageDeleteInput = z.infer<typeof VmStorageDeleteInputSchema>

/** `POST vm/replica` `{uuid, type}`: take a snapshot (default) or backup (API-NOTES §14.5). */
export const VmReplicaCreateInputSchema = z.object({
  uuid: formUuid(),
  type: optionalInput(z.enum(REPLICA_TYPES)).default('snapshot'),
  name: OptionalText,
})
/** Body of replica create. */
export type VmReplicaCreateInput = z.infer<typeof VmReplicaCreateInputSchema>

/** `DELETE vm/replica` `{replica_uuid, type}` (some clients also send `uuid`). */
export const VmReplicaDeleteInputSchema = z.object({
  replica_uuid: formString().pipe(ReplicaUuidSchema),
  uuid: optionalInput(formUuid()),
  type: optionalInput(z.enum(REPLICA_TYPES)),
})
/** Body of replica delete. */
export type VmReplicaDeleteInput = z.infer<typeof VmReplicaDeleteInputSchema>

/** `POST /{location}/user-resource/resource_billing` `{uuid, billing_account_id, resource_type: vm}`. */
export const ResourceBillingInputSchema = z.object({
  uuid: formUuid(),
  billing_account_id: formInt().pipe(BillingAccountIdSchema),
  resource_type: optionalInput(z.literal('vm')).default('vm'),
})
/** Body of a VM billing-account change. */
export type ResourceBillingInput = z.infer<typeof ResourceBillingInputSchema>
