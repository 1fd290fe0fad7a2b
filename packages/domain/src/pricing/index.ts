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
