import { z } from 'zod'

/**
 * The resource types a price rule can name, spelled exactly as SPEC.md §3 (Pricing) lists them.
 * `STORAGE_main` is Warren's STORAGE/`main` policy row (a VM's primary disk, API-NOTES §2.1); `BLOCK_STORAGE`
 * is every other block disk.
 */
export const RESOURCE_TYPES = [
  'CPU',
  'RAM',
  'BLOCK_STORAGE',
  'STORAGE_main',
  'BLOCK_STORAGE_SNAPSHOT',
  'BLOCK_STORAGE_BACKUP',
  'LOAD_BALANCER',
  'ASSIGNED_FLOATING_IP',
  'UNASSIGNED_FLOATING_IP',
  'OBJECT_STORAGE',
  'BARE_METAL_SERVER',
  'WINDOWS_LICENSE',
] as const

/** One of the resource types of SPEC.md §3 (Pricing). */
export type ResourceType = (typeof RESOURCE_TYPES)[number]

/** Zod enum of {@link RESOURCE_TYPES}. */
export const ResourceTypeSchema = z.enum(RESOURCE_TYPES)

/** The key of the price rule set every currency must have (SPEC.md §9 "Default price rule set key"). */
export const DEFAULT_RULE_SET = 'DEFAULT'

/**
 * A non-negative unit price per hour, without VAT: a JSON number as Warren sends prices (API-NOTES §2.1), or a
 * decimal string for operators that want to avoid binary floats on the wire. Converted exactly to nano-units by
 * the pricing engine (CONTRACTS.md "Money").
 */
export const PricePerUnitSchema = z.union([
  z.number().nonnegative().finite(),
  z.string().regex(/^\d+(\.\d+)?$/, 'a non-negative decimal such as "0.0137"'),
])

/**
 * One price rule (SPEC.md §3 Pricing): the hourly price of one unit of a resource type. Several rules of the same
 * type in one rule set are tiers: CPU tiers are chosen by `num_cpus_from`, RAM, storage and other per-GB types by
 * `gigabytes_from`; the highest tier whose threshold is not above the quantity applies (SPEC.md §9). A rule with
 * neither threshold starts at 0.
 *
 * `resource_type` is any non-empty string so that an operator adding a new product does not break every price in
 * the console; the engine only reads the types of {@link RESOURCE_TYPES}.
 */
export const PriceRuleSchema = z.object({
  resource_type: z.string().min(1),
  /** Hourly price of one unit (one vCPU, one GB, one IP, one load balancer, one server). */
  price_per_unit: PricePerUnitSchema,
  /** Label for people, e.g. "1 vCPU" or "1 GB RAM". */
  description: z.string(),
  num_cpus_from: z.number().int().nonnegative().nullish(),
  gigabytes_from: z.number().nonnegative().finite().nullish(),
})

/** One price rule; see {@link PriceRuleSchema}. */
export type PriceRule = z.infer<typeof PriceRuleSchema>

/**
 * The prices of one currency: rule sets keyed by name. `DEFAULT` is the base; any other key (for example a
 * designated host pool uuid) overrides `DEFAULT` resource type by resource type (API-NOTES §2.2 PROPOSAL).
 */
export const CurrencyPricesSchema = z.object({
  rule_sets: z.record(z.string().min(1), z.array(PriceRuleSchema)),
})

/** The prices of one currency; see {@link CurrencyPricesSchema}. */
export type CurrencyPrices = z.infer<typeof CurrencyPricesSchema>

/**
 * Response of `GET /v1/pricing/list/current` (SPEC.md §7 Pricing). No public copy of this endpoint exists, so the
 * shape is ours (CONTRACTS.md): API-NOTES §2.2's proposal (id, month, valid_from, vat_included) with SPEC.md §3's
 * vocabulary: per currency, per price rule set, flat rules with `resource_type`, `price_per_unit`, `description`,
 * `num_cpus_from` / `gigabytes_from`. Prices are per hour and exclude VAT (API-NOTES §2.1).
 *
 * ```json
 * { "id": 1, "month": "2025-11", "valid_from": "2025-11-01 00:00:00", "vat_included": false,
 *   "default_currency": "EUR",
 *   "currencies": { "EUR": { "rule_sets": { "DEFAULT": [
 *     { "resource_type": "CPU", "price_per_unit": 0.013699, "description": "1 vCPU", "num_cpus_from": 1 } ] } } } }
 * ```
 */
export const PriceListSchema = z.object({
  id: z.number().int(),
  /** The calendar month (UTC) the list is valid for, `YYYY-MM`: Warren's lists are monthly (API-NOTES §2.1). */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month such as "2025-11"'),
  /** First hour the list applies, `YYYY-MM-DD HH:MM:SS` UTC. */
  valid_from: z.string(),
  vat_included: z.boolean(),
  /** The operator's currency (ISO 4217), used when the caller names none. */
  default_currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as "EUR"'),
  /** Prices per ISO 4217 currency code. */
  currencies: z.record(z.string().regex(/^[A-Z]{3}$/), CurrencyPricesSchema),
})

/** Parsed response of `GET /v1/pricing/list/current`; see {@link PriceListSchema}. */
export type PriceList = z.infer<typeof PriceListSchema>
