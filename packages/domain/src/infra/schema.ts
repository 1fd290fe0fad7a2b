/**
 * The admin API of the platform's infrastructure and pricing (issue 13: /hosts, /host_pools, /locations,
 * /vm_images, /prices, /currencies; docs/CONTRACTS.md "Admin API: infrastructure and pricing"). Warren publishes
 * no admin API for these (ADMIN-NOTES "What no public source says"), so the shapes are ours, in Warren's
 * snake_case. The platform validates with the input schemas and documents the entities; the admin app parses.
 */
import { z } from 'zod'
import { CurrencyCodeSchema } from '../billing/schema.js'
import { PriceListSchema } from '../pricing/schema.js'
import { MAX_INT32, TEXT_LIMITS } from '../rules/index.js'

const name = z.string().trim().min(1, 'Required').max(TEXT_LIMITS.name)
const description = z.string().max(TEXT_LIMITS.description)

// ---------------------------------------------------------------------------------------------------------
// Hosts and host pools (ADMIN-NOTES "hosts", "host_pools")

/**
 * Overcommit ratio of a host pool (ADMIN-NOTES host_pools: "CPU allocation coefficient, RAM allocation
 * coefficient"): a host offers `threads × cpu coefficient` vCPUs and `RAM × ram coefficient` MB. 1 is a
 * "dedicated" pool; above 1 overcommits. Bounded at 64 (no public figure; far above any operator's ratio).
 */
export const AllocationCoefficientSchema = z
  .number()
  .min(0.1, 'At least 0.1')
  .max(64, 'At most 64')
  .multipleOf(0.01, 'At most two decimals')

/** A host's hardware: CPU threads (up to 4096) and RAM in MB (up to 64 TiB). */
export const HOST_HARDWARE_LIMITS = { cpuThreads: 4096, ramMb: 64 * 1024 * 1024 } as const

/** How much of a resource a host or pool offers (after the pool's coefficient) and how much VMs hold. */
export const CapacitySchema = z.object({
  vcpu_total: z.number(),
  vcpu_used: z.number(),
  ram_mb_total: z.number(),
  ram_mb_used: z.number(),
})

/** Capacity figures; see {@link CapacitySchema}. */
export type Capacity = z.infer<typeof CapacitySchema>

/** A hypervisor as the admin sees it (GET /v1/admin/hosts). */
export const AdminHostSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  location: z.string(),
  pool_uuid: z.string(),
  pool_name: z.string(),
  cpu_threads: z.number().int(),
  ram_mb: z.number().int(),
  /** A host in maintenance takes no new VMs; the ones it holds stay. */
  maintenance: z.boolean(),
  vm_count: z.number().int(),
  capacity: CapacitySchema,
  created_at: z.string(),
})

/** One hypervisor; see {@link AdminHostSchema}. */
export type AdminHost = z.infer<typeof AdminHostSchema>

/** A VM placed on a host (GET /v1/admin/hosts/{uuid}/vms). */
export const HostVmSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  status: z.string(),
  vcpu: z.number().int(),
  memory: z.number().int(),
  user_id: z.number().int(),
  billing_account_id: z.number().int(),
})

/** A VM on a host; see {@link HostVmSchema}. */
export type HostVm = z.infer<typeof HostVmSchema>

/** POST /v1/admin/hosts: a new hypervisor in a pool. */
export const HostCreateInputSchema = z.object({
  pool_uuid: z.uuid(),
  name,
  cpu_threads: z.number().int().min(1, 'At least 1').max(HOST_HARDWARE_LIMITS.cpuThreads),
  ram_mb: z.number().int().min(1024, 'At least 1024 MB').max(HOST_HARDWARE_LIMITS.ramMb),
})

/** Input of a host create; see {@link HostCreateInputSchema}. */
export type HostCreateInput = z.infer<typeof HostCreateInputSchema>

/** PATCH /v1/admin/hosts/{uuid}: rename, or switch maintenance mode. */
export const HostUpdateInputSchema = z.object({
  name: name.optional(),
  maintenance: z.boolean().optional(),
})

/** Input of a host update; see {@link HostUpdateInputSchema}. */
export type HostUpdateInput = z.infer<typeof HostUpdateInputSchema>

/** A host pool as the admin sees it (GET /v1/admin/host_pools): the customer's fields plus its hardware. */
export const AdminHostPoolSchema = z.object({
  uuid: z.string(),
  location: z.string(),
  name: z.string(),
  description: z.string(),
  is_default_designated: z.boolean(),
  /** A hidden pool takes VMs only from administrators (ADMIN-NOTES host_pools "hidden pools"). */
  is_visible: z.boolean(),
  storage_pool_uuid: z.string(),
  cpu_allocation_coefficient: z.number(),
  ram_allocation_coefficient: z.number(),
  host_count: z.number().int(),
  hosts_in_maintenance: z.number().int(),
  vm_count: z.number().int(),
  capacity: CapacitySchema,
})

/** One host pool; see {@link AdminHostPoolSchema}. */
export type AdminHostPool = z.infer<typeof AdminHostPoolSchema>

/** PATCH /v1/admin/host_pools/{uuid}: what an operator changes on a pool. */
export const HostPoolUpdateInputSchema = z.object({
  name: name.optional(),
  description: description.optional(),
  is_visible: z.boolean().optional(),
  cpu_allocation_coefficient: AllocationCoefficientSchema.optional(),
  ram_allocation_coefficient: AllocationCoefficientSchema.optional(),
})

/** Input of a host pool update; see {@link HostPoolUpdateInputSchema}. */
export type HostPoolUpdateInput = z.infer<typeof HostPoolUpdateInputSchema>

// ---------------------------------------------------------------------------------------------------------
// Locations

/** A location as the admin sees it (GET /v1/admin/locations). */
export const AdminLocationSchema = z.object({
  slug: z.string(),
  display_name: z.string(),
  description: z.string(),
  country_code: z.string(),
  is_default: z.boolean(),
  /** Whether customers may use it: a closed location is hidden from them and refuses their calls. */
  is_published: z.boolean(),
  order_nr: z.number().int(),
  pool_count: z.number().int(),
  host_count: z.number().int(),
})

/** One location; see {@link AdminLocationSchema}. */
export type AdminLocation = z.infer<typeof AdminLocationSchema>

/** PATCH /v1/admin/locations/{slug}. Setting `is_default` moves the default here. */
export const LocationUpdateInputSchema = z.object({
  display_name: name.optional(),
  description: description.optional(),
  country_code: z
    .string()
    .max(2)
    .regex(/^[A-Z]{2}$/, 'Two capital letters (ISO 3166), such as EE')
    .optional(),
  is_default: z.literal(true).optional(),
  is_published: z.boolean().optional(),
})

/** Input of a location update; see {@link LocationUpdateInputSchema}. */
export type LocationUpdateInput = z.infer<typeof LocationUpdateInputSchema>

// ---------------------------------------------------------------------------------------------------------
// Images

/** An OS image as the admin sees it (GET /v1/admin/vm_images): every version, published or not. */
export const AdminImageSchema = z.object({
  os_name: z.string(),
  display_name: z.string(),
  is_default: z.boolean(),
  is_app_catalog: z.boolean(),
  icon: z.string(),
  license_type: z.string().nullable(),
  versions: z.array(z.object({ os_version: z.string(), display_name: z.string(), published: z.boolean() })),
  /** VMs created from the image that still exist. */
  vm_count: z.number().int(),
})

/** One image; see {@link AdminImageSchema}. */
export type AdminImage = z.infer<typeof AdminImageSchema>

/** Image types an icon may be (no SVG: a file a customer's browser renders must not carry script). */
export const ICON_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const

/** Largest icon, in bytes of the image itself. */
export const ICON_MAX_BYTES = 64 * 1024

/** The data URL of an icon: `data:<type>;base64,<data>` of {@link ICON_TYPES}, at most {@link ICON_MAX_BYTES}. */
export const IconDataUrlSchema = z
  .string()
  .max(Math.ceil(ICON_MAX_BYTES / 3) * 4 + 40, `At most ${ICON_MAX_BYTES / 1024} KB`)
  .regex(
    /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/,
    'A PNG, JPEG, WebP or GIF image (data URL)',
  )
  .refine((url) => iconBytes(url) <= ICON_MAX_BYTES, `At most ${ICON_MAX_BYTES / 1024} KB`)

/** The size in bytes of the image in a base64 data URL. */
export function iconBytes(dataUrl: string): number {
  const data = dataUrl.slice(dataUrl.indexOf(',') + 1)
  return Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0)
}

/** PATCH /v1/admin/vm_images/{os_name}: display name, app-catalog flag, icon. */
export const ImageUpdateInputSchema = z.object({
  display_name: name.optional(),
  is_app_catalog: z.boolean().optional(),
  icon: IconDataUrlSchema.optional(),
})

/** Input of an image update; see {@link ImageUpdateInputSchema}. */
export type ImageUpdateInput = z.infer<typeof ImageUpdateInputSchema>

/** PUT /v1/admin/vm_images/{os_name}/versions/{os_version}: publish or unpublish a version. */
export const ImageVersionPublishInputSchema = z.object({ published: z.boolean() })

/** Input of a version publish; see {@link ImageVersionPublishInputSchema}. */
export type ImageVersionPublishInput = z.infer<typeof ImageVersionPublishInputSchema>

// ---------------------------------------------------------------------------------------------------------
// Currencies and prices

/**
 * An exchange rate: how many units of this currency one unit of the default currency buys, as a decimal string
 * (exact, like money). At most 12 digits before and 9 after the point.
 */
export const ExchangeRateSchema = z
  .string()
  .max(22)
  .regex(/^\d{1,12}(\.\d{1,9})?$/, 'A positive decimal such as 1.08')
  .refine((rate) => Number(rate) > 0, 'A positive decimal such as 1.08')

/** A currency (GET /v1/admin/currencies). */
export const CurrencySchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Units of this currency per unit of the price list's default currency ("1" for the default). */
  exchange_rate: z.string(),
  is_default: z.boolean(),
  /** Whether the price list in force has prices in this currency. */
  has_prices: z.boolean(),
  billing_account_count: z.number().int(),
  updated_at: z.string(),
})

/** One currency; see {@link CurrencySchema}. */
export type Currency = z.infer<typeof CurrencySchema>

/**
 * POST /v1/admin/currencies. With `copy_prices` the new currency gets the default currency's rule sets,
 * converted at the exchange rate, from the next full hour.
 */
export const CurrencyCreateInputSchema = z.object({
  code: CurrencyCodeSchema,
  name,
  exchange_rate: ExchangeRateSchema,
  copy_prices: z.boolean().optional(),
})

/** Input of a currency create; see {@link CurrencyCreateInputSchema}. */
export type CurrencyCreateInput = z.infer<typeof CurrencyCreateInputSchema>

/** PATCH /v1/admin/currencies/{code}. */
export const CurrencyUpdateInputSchema = z.object({
  name: name.optional(),
  exchange_rate: ExchangeRateSchema.optional(),
})

/** Input of a currency update; see {@link CurrencyUpdateInputSchema}. */
export type CurrencyUpdateInput = z.infer<typeof CurrencyUpdateInputSchema>

/** Where a price list version stands: past months are locked (ADMIN-NOTES prices). */
export const PRICE_LIST_STATUSES = ['past', 'current', 'scheduled'] as const

/** A version of the price list (GET /v1/admin/prices): the list, from when it applies, and its status. */
export const AdminPriceListSchema = PriceListSchema.extend({
  /** First instant the version applies, ISO 8601 UTC. */
  effective_from: z.string(),
  status: z.enum(PRICE_LIST_STATUSES),
})

/** A price list version; see {@link AdminPriceListSchema}. */
export type AdminPriceList = z.infer<typeof AdminPriceListSchema>

/**
 * POST /v1/admin/prices (and …/preview): set one price or tier. The rule is named by currency, rule set,
 * resource type and tier threshold (`num_cpus_from` for CPU, `gigabytes_from` for the rest); a threshold that
 * has no rule yet adds a tier. `effective_from` (ISO 8601) is never in the past; without it the change applies
 * from now. Versions scheduled after it keep their own prices.
 */
export const PriceChangeInputSchema = z.object({
  currency: CurrencyCodeSchema,
  rule_set: z.string().min(1).max(TEXT_LIMITS.short).default('DEFAULT'),
  resource_type: z.string().min(1).max(TEXT_LIMITS.short),
  num_cpus_from: z.number().int().min(0).max(MAX_INT32).optional(),
  gigabytes_from: z.number().min(0).max(MAX_INT32).optional(),
  price_per_unit: z.union([
    z.number().nonnegative().max(1_000_000),
    z
      .string()
      .max(24)
      .regex(/^\d{1,7}(\.\d{1,9})?$/, 'A non-negative decimal such as 0.0137'),
  ]),
  description: z.string().max(TEXT_LIMITS.name).optional(),
  effective_from: z
    .string()
    .max(40)
    .pipe(z.iso.datetime({ offset: true, message: 'A date and time, such as 2025-12-01T00:00:00Z' }))
    .optional(),
})

/** Input of a price change; see {@link PriceChangeInputSchema}. */
export type PriceChangeInput = z.input<typeof PriceChangeInputSchema>

/** What a price change does to one billing account's hourly cost (exact decimal strings). */
export const PricePreviewAccountSchema = z.object({
  billing_account_id: z.number().int(),
  title: z.string(),
  owner_email: z.string(),
  currency: z.string(),
  before: z.string(),
  after: z.string(),
  delta: z.string(),
})

/** One account of a preview; see {@link PricePreviewAccountSchema}. */
export type PricePreviewAccount = z.infer<typeof PricePreviewAccountSchema>

/**
 * POST /v1/admin/prices/preview: every billing account's hourly cost now and with the change (their resources
 * as they are this hour), the accounts whose cost changes first (largest change first).
 */
export const PricePreviewSchema = z.object({
  effective_from: z.string(),
  currency: z.string(),
  resource_type: z.string(),
  previous_price: z.string().nullable(),
  new_price: z.string(),
  accounts: z.array(PricePreviewAccountSchema),
  changed_accounts: z.number().int(),
})

/** A price change preview; see {@link PricePreviewSchema}. */
export type PricePreview = z.infer<typeof PricePreviewSchema>
