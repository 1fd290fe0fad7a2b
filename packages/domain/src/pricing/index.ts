export {
  RESOURCE_TYPES,
  ResourceTypeSchema,
  DEFAULT_RULE_SET,
  PricePerUnitSchema,
  PriceRuleSchema,
  CurrencyPricesSchema,
  PriceListSchema,
} from './schema.js'
export type { ResourceType, PriceRule, CurrencyPrices, PriceList } from './schema.js'
export { demoPriceList, demoHighCpuPoolUuid } from './demo.js'
export {
  NANOS_PER_UNIT,
  HOURS_PER_MONTH,
  PRICE_UNAVAILABLE,
  money,
  zeroMoney,
  addMoney,
  sumMoney,
  multiplyMoney,
  compareMoney,
  isZeroMoney,
  monthlyEstimate,
  formatMoney,
  toNanos,
  fromNanos,
} from './money.js'
export type { Money, FormatMoneyOptions } from './money.js'
export {
  DEFAULT_PRICE_MULTIPLIERS,
  VM_PRICE_COMPONENTS,
  BYTES_PER_GB,
  resolveRules,
  selectTier,
  multiplierResourceType,
  priceOf,
  vmPriceBreakdown,
  vmHourlyPrice,
  diskHourlyPrice,
  ipHourlyPrice,
  loadBalancerHourlyPrice,
  bareMetalHourlyPrice,
  bucketGb,
  bucketHourlyPrice,
  serviceHourlyPrice,
  totalHourlyPrice,
} from './engine.js'
export type {
  PriceWarningCode,
  PriceWarning,
  PriceLogger,
  PricingContext,
  PriceResult,
  PriceRangeResult,
  PriceTier,
  ResolvedRules,
  PriceMultiplierRow,
  PriceMultipliers,
  PriceOfOptions,
  PricedReplica,
  PricedVmDisk,
  PricedVm,
  VmPriceComponent,
  PricePart,
  PriceLine,
  PriceBreakdown,
  VmPriceOptions,
  PricedDisk,
  PricedIp,
  PricedUnit,
  PricedService,
} from './engine.js'
export { toPricePolicy } from './policy.js'
export {
  PRICE_CHANGE_UNAVAILABLE,
  NO_PRICE_CHANGE,
  priceDelta,
  formatPriceDelta,
  diskResizePriceDelta,
  diskAttachPriceDelta,
} from './delta.js'
export type { PricePolicyItem } from './policy.js'
export {
  priceChange,
  formatHourlyChange,
  ipUnassignPriceChange,
  ipAssignPriceChange,
} from './price-change.js'
export type { PriceChange } from './price-change.js'
