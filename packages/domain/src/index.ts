// Public surface of @cirrus/domain: explicit names only (STYLE.md). Each owner adds the lines of their module.

// Pricing (SPEC.md §3 Pricing, §9)
export {
  RESOURCE_TYPES,
  ResourceTypeSchema,
  DEFAULT_RULE_SET,
  PricePerUnitSchema,
  PriceRuleSchema,
  CurrencyPricesSchema,
  PriceListSchema,
  demoPriceList,
  demoHighCpuPoolUuid,
} from './pricing/index.js'
export type { ResourceType, PriceRule, CurrencyPrices, PriceList } from './pricing/index.js'

// Console configuration (SPEC.md §6, CONTRACTS.md GET /v1/config/console)
export {
  FEATURE_KEYS,
  ConsoleFeaturesSchema,
  ConsoleConfigSchema,
  defaultConsoleConfig,
} from './config/index.js'
export type { FeatureKey, ConsoleConfig } from './config/index.js'
