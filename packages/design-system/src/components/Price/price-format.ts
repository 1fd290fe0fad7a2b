/**
 * Pure price formatting for the console (SPEC §9: locale en-GB; hourly prices per resource, SPEC §1).
 * Display only: the exact money arithmetic lives in @cirrus/domain; this turns a number into text.
 */

/** Locale of every price in the console (SPEC §9 "Locale en-GB"). */
export const PRICE_LOCALE = 'en-GB'

/** Hours in the monthly estimate: 365 × 24 / 12 = 730, the usual cloud billing month. */
export const HOURS_PER_MONTH = 730

/** Tiny hourly prices keep this many significant digits (€0.0123 rather than €0.01). */
export const PRICE_SIGNIFICANT_DIGITS = 3

/** Never show more fraction digits than this, however tiny the amount. */
export const MAX_PRICE_FRACTION_DIGITS = 6

const formatters = new Map<string, Intl.NumberFormat>()

/** A cached en-GB currency formatter; throws a RangeError for a malformed currency code. */
function currencyFormatter(currency: string, minimumFractionDigits?: number, maximumFractionDigits?: number) {
  const key = `${currency}|${minimumFractionDigits}|${maximumFractionDigits}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(PRICE_LOCALE, {
      style: 'currency',
      currency,
      minimumFractionDigits,
      maximumFractionDigits,
    })
    formatters.set(key, formatter)
  }
  return formatter
}

/** The fraction digits a currency normally shows in en-GB (2 for EUR, 0 for JPY); 2 for an unknown code. */
export function currencyFractionDigits(currency: string): number {
  try {
    return currencyFormatter(currency).resolvedOptions().maximumFractionDigits ?? 2
  } catch {
    return 2
  }
}

/**
 * Fraction digits needed to show `amount` with {@link PRICE_SIGNIFICANT_DIGITS} significant digits, never fewer
 * than the currency's own digits nor more than {@link MAX_PRICE_FRACTION_DIGITS}.
 * 0.0123 EUR → 4, 0.5 EUR → 3 (printed "€0.50": trailing zeros are trimmed to the currency's 2), 12.5 EUR → 2.
 */
export function priceFractionDigits(amount: number, currency: string): number {
  const base = currencyFractionDigits(currency)
  const abs = Math.abs(amount)
  if (abs === 0 || !Number.isFinite(abs)) return base
  const magnitude = Math.floor(Math.log10(abs))
  const needed = PRICE_SIGNIFICANT_DIGITS - 1 - magnitude
  return Math.min(Math.max(needed, base), Math.max(base, MAX_PRICE_FRACTION_DIGITS))
}

/**
 * Formats an amount of money in en-GB with enough digits for tiny hourly prices: `formatPrice(0.0123, 'EUR')`
 * is "€0.0123", `formatPrice(12.5, 'EUR')` is "€12.50". A malformed currency code falls back to
 * "CODE 0.0123" instead of breaking the page.
 */
export function formatPrice(amount: number, currency: string): string {
  const digits = priceFractionDigits(amount, currency)
  try {
    return currencyFormatter(currency, currencyFractionDigits(currency), digits).format(amount)
  } catch {
    return `${currency} ${amount.toFixed(digits)}`
  }
}

/**
 * Formats a price range in en-GB, each end with the digits it needs (as {@link formatPrice}):
 * `formatPriceRange(0.0123, 0.5, 'EUR')` is "€0.0123 – €0.50". Equal bounds print one price; swapped bounds are ordered.
 */
export function formatPriceRange(min: number, max: number, currency: string): string {
  const low = Math.min(min, max)
  const high = Math.max(min, max)
  if (low === high) return formatPrice(low, currency)
  const digits = Math.max(priceFractionDigits(low, currency), priceFractionDigits(high, currency))
  try {
    return currencyFormatter(currency, currencyFractionDigits(currency), digits).formatRange(low, high)
  } catch {
    return `${currency} ${low.toFixed(digits)} – ${high.toFixed(digits)}`
  }
}

/** The monthly estimate of an hourly amount: × {@link HOURS_PER_MONTH}. */
export function monthlyEstimate(hourly: number): number {
  return hourly * HOURS_PER_MONTH
}

/** True when an amount can be shown as a price: `null`, NaN and infinities are "Price unavailable". */
export function isPriceAvailable(amount: number | null | undefined): amount is number {
  return typeof amount === 'number' && Number.isFinite(amount)
}
