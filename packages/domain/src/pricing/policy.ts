/**
 * `GET /v1/pricing/policy` (API-NOTES §2.1), derived from the price list (CONTRACTS.md): Warren's flattened
 * camelCase rows, for clients written against the documented endpoint. The mapping of SPEC.md §3's types to
 * Warren's `resourceType` + `serviceNameInUptime` is the inverse of `multiplierResourceType`.
 */
import { DEFAULT_RULE_SET, type PriceList } from './schema.js'

/** One row of `GET /pricing/policy` (API-NOTES §2.1). */
export type PricePolicyItem = {
  policyId: number
  resourceType: string
  serviceNameInUptime?: string
  serviceNameUserFriendly: string
  numCpus?: number
  megsRam?: number
  gigsStorage?: number
  /** Hourly unit price without VAT. */
  price: number
  /** The same value: some live clients read `pricePerUnit ?? price`. */
  pricePerUnit: number
}

const WARREN_NAMES: Readonly<Record<string, [string, string | undefined]>> = {
  STORAGE_main: ['STORAGE', 'main'],
  BLOCK_STORAGE: ['STORAGE', 'block'],
  BLOCK_STORAGE_SNAPSHOT: ['STORAGE', 'snapshot'],
  BLOCK_STORAGE_BACKUP: ['STORAGE', 'backup'],
  WINDOWS_LICENSE: ['LICENSE', 'windows'],
  OBJECT_STORAGE: ['OBJECT_STORAGE', 'object_storage'],
}

/**
 * The policy rows of one currency's DEFAULT rule set (Warren's policy has no rule sets), numbered from 1 in list
 * order. RAM thresholds become `megsRam` (GB × 1024), CPU thresholds `numCpus`, other thresholds `gigsStorage`.
 * A missing currency or DEFAULT gives an empty policy.
 */
export function toPricePolicy(
  list: PriceList,
  currency: string = list.default_currency,
): { policy: PricePolicyItem[] } {
  const rules = list.currencies[currency]?.rule_sets[DEFAULT_RULE_SET] ?? []
  const policy = rules.map((rule, index): PricePolicyItem => {
    const [resourceType, serviceNameInUptime] = WARREN_NAMES[rule.resource_type] ?? [
      rule.resource_type,
      undefined,
    ]
    const price = Number(rule.price_per_unit)
    const item: PricePolicyItem = {
      policyId: index + 1,
      resourceType,
      serviceNameUserFriendly: rule.description,
      price,
      pricePerUnit: price,
    }
    if (serviceNameInUptime) item.serviceNameInUptime = serviceNameInUptime
    if (rule.resource_type === 'CPU') item.numCpus = rule.num_cpus_from ?? 0
    else if (rule.resource_type === 'RAM') item.megsRam = Math.round((rule.gigabytes_from ?? 0) * 1024)
    else if (rule.gigabytes_from != null) item.gigsStorage = rule.gigabytes_from
    return item
  })
  return { policy }
}
