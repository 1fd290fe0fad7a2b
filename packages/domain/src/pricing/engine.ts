/**
 * The pricing engine (SPEC.md §3 Pricing, §4, §9; API-NOTES §2). Pure: the price list, the currency and an
 * optional logger are passed in; nothing reads a clock, the network or a global. Shared by the console (prices on
 * screens) and the platform (metering), so both always agree.
 *
 * Every price is hourly, exact (integer nano-units, see money.ts) and either a {@link Money} or `null` when it
 * cannot be computed. `null` is never shown as a zero (SPEC.md §8 "Missing price rules … give a warning and an
 * empty default"): a missing list, currency, rule set or rule gives a warning value instead of a crash.
 *
 * By concern: context.ts (context, results, warnings), tiers.ts (rules and tiers), multipliers.ts, calc.ts (one
 * calculation, `priceOf`, totals), vm-price.ts, resource-prices.ts (disks, IPs, load balancers, bare metal,
 * buckets), service-price.ts (managed services). This file names the engine's public parts.
 */
export type {
  PriceWarningCode,
  PriceWarning,
  PriceLogger,
  PricingContext,
  PriceResult,
  PriceRangeResult,
} from './context.js'
export { resolveRules, selectTier } from './tiers.js'
export type { PriceTier, ResolvedRules } from './tiers.js'
export { DEFAULT_PRICE_MULTIPLIERS, multiplierResourceType } from './multipliers.js'
export type { PriceMultiplierRow, PriceMultipliers } from './multipliers.js'
export { priceOf, totalHourlyPrice } from './calc.js'
export type { PriceOfOptions } from './calc.js'
export { VM_PRICE_COMPONENTS, vmPriceBreakdown, vmHourlyPrice } from './vm-price.js'
export type {
  PricedReplica,
  PricedVmDisk,
  PricedVm,
  VmPriceComponent,
  PricePart,
  PriceLine,
  PriceBreakdown,
  VmPriceOptions,
} from './vm-price.js'
export {
  BYTES_PER_GB,
  diskHourlyPrice,
  ipHourlyPrice,
  loadBalancerHourlyPrice,
  bareMetalHourlyPrice,
  bucketGb,
  bucketHourlyPrice,
} from './resource-prices.js'
export type { PricedDisk, PricedIp, PricedUnit } from './resource-prices.js'
export { serviceHourlyPrice } from './service-price.js'
export type { PricedService } from './service-price.js'
