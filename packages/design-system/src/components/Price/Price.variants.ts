/** Text sizes of the hourly line; the monthly estimate is one step smaller. */
export const priceSizes = ['1', '2', '3'] as const
export type PriceSize = (typeof priceSizes)[number]

/** Left in cards and definition lists, right in table columns (STYLE.md: hourly price right-aligned). */
export const priceAligns = ['left', 'right'] as const
export type PriceAlign = (typeof priceAligns)[number]

/** Currencies the stories show: two-digit, zero-digit (JPY) and a large-number currency (IDR). */
export const storyCurrencies = ['EUR', 'USD', 'GBP', 'JPY', 'IDR'] as const
