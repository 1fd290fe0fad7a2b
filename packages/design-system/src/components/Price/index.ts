export { Price, type PriceProps, type PriceRange } from './Price'
export { priceSizes, priceAligns, type PriceSize, type PriceAlign } from './Price.variants'
export {
  formatPrice,
  formatPriceRange,
  monthlyEstimate,
  isPriceAvailable,
  priceFractionDigits,
  currencyFractionDigits,
  HOURS_PER_MONTH,
  PRICE_LOCALE,
} from './price-format'
