/** Managed service packages (API-NOTES §9, §14.3; SPEC §3 Managed service package). Not location-scoped. */
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
  ReplicaUuidSchema,
} from '../http/fields.js'
import { PriceMultiplierSchema } from '../vm/schema.js'
import { isIpPrefix } from '../firewall/schema.js'
import { SERVICE_LIMITS, TEXT_LIMITS, VM_SIZE_CAPS } from '../rules/index.js'

/**
 * Parameters a package was created with. Warren takes them as a JSON *string* (API-NOTES §9); both a string
 * and an object are read, and normalised to an object that carries at least the location.
 */
export const PackageParametersSchema = z.preprocess(
  (v) => parseJsonText(v),
  z.looseObject({ location: z.string().min(1) }),
)
/** Parameters a package was created with. */
export type PackageParameters = z.infer<typeof PackageParametersSchema>

/** One worker group of a kubernetes-like service (SPEC §3 properties.spec.provider.workers). */
export const ServiceWorkerSchema = z.looseObject({
  machine: z.looseObject({ ram: z.number().nonnegative(), vcpu: z.number().nonnegative() }),
  volume: orNull(z.looseObject({ size: z.number().nonnegative() })),
  minimum: orNull(z.number().int().nonnegative()),
  maximum: orNull(z.number().int().nonnegative()),
  zones: orNull(z.array(z.string())),
})
/** One worker group of a kubernetes-like service. */
export type ServiceWorker = z.infer<typeof ServiceWorkerSchema>

/** Free-form package properties with the keys the console reads (SPEC §3). */
export const ServicePropertiesSchema = z.looseObject({
  location: orNull(z.string()),
  service_ip: blankOrNull(z.string()),
  spec: orNull(
    z.looseObject({
      hibernation: orNull(z.looseObject({ enabled: z.boolean().default(false) })),
      provider: orNull(z.looseObject({ workers: z.array(ServiceWorkerSchema).default([]) })),
    }),
  ),
})
/** Free-form package properties. */
export type ServiceProperties = z.infer<typeof ServicePropertiesSchema>

/** A resource of a package (`vm` or `virtual_ip`). `resource_allocation` is empty after delete. */
export const ServiceResourceSchema = z.object({
  resource_id: z.string().min(1),
  resource_type: z.string(),
  resource_location: orNull(z.string()),
  resource_allocation: orNull(z.record(z.string(), z.unknown())),
})
/** A resource of a package. */
export type ServiceResource = z.infer<typeof ServiceResourceSchema>

/** The service package object (API-NOTES §9). */
export const WarrenServicePackageSchema = z.object({
  uuid: UuidSchema,
  service: z.string(),
  version: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  display_name: z.string(),
  status: z.string().default('active'),
  is_multi_node: z.boolean().default(false),
  is_deleted: z.boolean().default(false),
  deleted_at: orNull(TimestampSchema),
  billing_account_id: BillingAccountIdSchema,
  user_id: orNull(z.number().int()),
  created_at: orNull(TimestampSchema),
  updated_at: orNull(TimestampSchema),
  properties: ServicePropertiesSchema.nullish().transform(
    (v) => v ?? { location: null, service_ip: null, spec: null },
  ),
  package_parameters: orNull(PackageParametersSchema),
  prices: z
    .array(PriceMultiplierSchema)
    .nullish()
    .transform((v) => v ?? []),
  resources: z
    .array(ServiceResourceSchema)
    .nullish()
    .transform((v) => v ?? []),
})
/** The service package object as Warren sends it. */
export type WarrenServicePackage = z.infer<typeof WarrenServicePackageSchema>

/** A service package with its type tag and location (from package_parameters or properties). */
export type ServicePackage = WarrenServicePackage & { type: 'managed_service'; location: string | null }

/**
 * Parses a Warren service package and tags it. Packages are not location-scoped; their location is
 * `package_parameters.location`, else `properties.location`, else null.
 */
export function parseServicePackage(raw: unknown): ServicePackage {
  const pkg = WarrenServicePackageSchema.parse(raw)
  return {
    ...pkg,
    type: 'managed_service',
    location: pkg.package_parameters?.location ?? pkg.properties.location ?? null,
  }
}

/** Whether a service is running: stopped when hibernation is enabled (SPEC §4). */
export function serviceStatus(pkg: Pick<WarrenServicePackage, 'properties'>): 'running' | 'stopped' {
  return pkg.properties.spec?.hibernation?.enabled ? 'stopped' : 'running'
}

/**
 * One offer of the platform's service catalogue (`GET /user-resource/service/catalogue`, CONTRACTS "Managed
 * service catalogue"): the service name a create sends, its versions (newest first), whether it runs as a
 * cluster of workers (`kubernetes`: SPEC §3 `properties.spec`) or as database nodes, and the size a create form
 * starts from.
 */
export const ServiceOfferSchema = z.object({
  service: z.string().min(1),
  display_name: z.string(),
  kind: z.enum(['kubernetes', 'database', 'cache']),
  versions: z.array(z.string()).min(1),
  defaults: z.object({
    vm_cpu: z.number().int().positive(),
    vm_ram: z.number().int().positive(),
    vm_disk_gb: z.number().int().positive(),
  }),
})
/** One offer of the service catalogue. */
export type ServiceOffer = z.infer<typeof ServiceOfferSchema>
/** The service catalogue: what `POST /user-resource/service/package` accepts. */
export const ServiceCatalogueSchema = z.array(ServiceOfferSchema)
/** The service catalogue. */
export type ServiceCatalogue = z.infer<typeof ServiceCatalogueSchema>

/** `GET …/{uuid}/secrets`: a flat map (API-NOTES §9). */
export const ServiceSecretsSchema = z.record(z.string(), z.unknown())
/** Service secrets. */
export type ServiceSecrets = z.infer<typeof ServiceSecretsSchema>

/** `…/whitelist_addresses` answers with the full list of IPs/CIDRs (empty = open to all). */
export const WhitelistSchema = z.array(z.string())
/** The whitelist of a service. */
export type Whitelist = z.infer<typeof WhitelistSchema>

// ---------------------------------------------------------------------------------------------------------
// Request bodies: JSON on Warren, whitelist as a form (API-NOTES §1.3, §9).

/** JSON text or an object (Warren sends `package_parameters` as a JSON string, API-NOTES §9). */
function parseJsonText(v: unknown): unknown {
  if (typeof v !== 'string') return v
  try {
    return JSON.parse(v) as unknown
  } catch {
    return v
  }
}

const NodeCount = z.number().int().min(0).max(SERVICE_LIMITS.nodesPerGroup)
const positiveUpTo = (cap: number) => z.number().positive().max(cap)

/**
 * `package_parameters` of a create: the location, and for Kubernetes-like services the node counts and worker
 * groups (SPEC §3 "provider workers each with machine ram and vcpu, volume size, minimum, maximum, zones"),
 * bounded by {@link SERVICE_LIMITS} so one call cannot ask for thousands of VMs (issue 9, adversarial item 2).
 * Other keys pass through as sent.
 */
export const PackageParametersInputSchema = z.preprocess(
  parseJsonText,
  z.looseObject({
    location: z.string().min(1).max(TEXT_LIMITS.short),
    minimum: NodeCount.optional(),
    maximum: NodeCount.optional(),
    zones: z.array(z.string().min(1).max(TEXT_LIMITS.short)).max(SERVICE_LIMITS.zones).optional(),
    workers: z
      .array(
        z.looseObject({
          machine: z.looseObject({
            vcpu: positiveUpTo(VM_SIZE_CAPS.vcpu),
            ram: positiveUpTo(VM_SIZE_CAPS.ramMb),
          }),
          volume: z.looseObject({ size: positiveUpTo(VM_SIZE_CAPS.diskGb) }).nullish(),
          minimum: NodeCount.nullish(),
          maximum: NodeCount.nullish(),
          zones: z.array(z.string().min(1).max(TEXT_LIMITS.short)).max(SERVICE_LIMITS.zones).nullish(),
        }),
      )
      .max(SERVICE_LIMITS.workerGroups)
      .optional(),
  }),
)

/** `POST /user-resource/service/package` (JSON). `vm_ram` is MB. */
export const ServicePackageCreateInputSchema = z.object({
  billing_account_id: optionalInput(formInt().pipe(BillingAccountIdSchema)),
  service: formString(TEXT_LIMITS.short).pipe(z.string().min(1)),
  version: formString(TEXT_LIMITS.short).pipe(z.string().min(1)),
  display_name: formString().pipe(z.string().min(1)),
  vm_cpu: formInt().pipe(z.number().int().positive().max(VM_SIZE_CAPS.vcpu)),
  vm_ram: formInt().pipe(z.number().int().positive().max(VM_SIZE_CAPS.ramMb)),
  vm_disk_gb: formInt().pipe(z.number().int().positive().max(VM_SIZE_CAPS.diskGb)),
  package_parameters: PackageParametersInputSchema,
  is_multi_node: optionalInput(formBool()),
})
/** Body of service create. */
export type ServicePackageCreateInput = z.infer<typeof ServicePackageCreateInputSchema>

/** `PATCH /user-resource/service/package/{uuid}` (JSON). */
export const ServicePackageUpdateInputSchema = z.object({
  display_name: optionalInput(formString().pipe(z.string().min(1))),
  billing_account_id: optionalInput(formInt().pipe(BillingAccountIdSchema)),
})
/** Body of service update. */
export type ServicePackageUpdateInput = z.infer<typeof ServicePackageUpdateInputSchema>

/** `PATCH …/{uuid}/properties` (JSON): keys merged into `properties` (API-NOTES §14.3). */
export const ServicePropertiesInputSchema = z.record(z.string(), z.unknown())
/** Body of service properties update. */
export type ServicePropertiesInput = z.infer<typeof ServicePropertiesInputSchema>

/**
 * `POST|DELETE …/{uuid}/whitelist_addresses` (form) `ip_address` = IP or CIDR. A missing address gets Warren's
 * live text 'IP address must be specified' (API-NOTES §9).
 */
export const WhitelistAddressInputSchema = z.object({
  ip_address: optionalInput(formString(TEXT_LIMITS.address)).pipe(
    z
      .string({ error: 'IP address must be specified' })
      .max(TEXT_LIMITS.address)
      .trim()
      .refine(isIpPrefix, 'Expected an IP address or CIDR prefix'),
  ),
})
/** Body of whitelist add/delete. */
export type WhitelistAddressInput = z.infer<typeof WhitelistAddressInputSchema>

/**
 * `POST /{location}/user-resource/service/package/vm/rebuild` (form): restore a service VM from a backup.
 * Shaped like `vm/rebuild` (interpretation: `uuid` is the VM, `replica_uuid` the backup).
 */
export const ServiceVmRestoreInputSchema = z.object({
  uuid: formUuid(),
  replica_uuid: formString().pipe(ReplicaUuidSchema),
})
/** Body of service backup restore. */
export type ServiceVmRestoreInput = z.infer<typeof ServiceVmRestoreInputSchema>
