import { Flex, Text } from '@radix-ui/themes'
import {
  formatPrice,
  formatPriceRange,
  isPriceAvailable,
  monthlyEstimate,
  PRICE_LOCALE,
} from './price-format'
import type { PriceAlign, PriceSize } from './Price.variants'

/** A price range, e.g. from the cheapest to the dearest plan of a service (both hourly). */
export type PriceRange = {
  /** Lowest hourly amount. */
  min: number
  /** Highest hourly amount. */
  max: number
}

export type PriceProps = {
  /**
   * Hourly amount in `currency`. `null` means the price cannot be computed (e.g. no price rule for the
   * currency, SPEC §8): the component says "Price unavailable" instead of showing a fake zero.
   */
  amount: number | null
  /** ISO 4217 code, e.g. 'EUR'. */
  currency: string
  /** Shows a range instead of `amount` (e.g. a service whose price depends on the plan). */
  range?: PriceRange
  /** Show the monthly estimate (hourly × 730 h) under the hourly amount. @default true */
  showMonthly?: boolean
  /** @default '2' */
  size?: PriceSize
  /** 'right' for table columns, so the figures line up. @default 'left' */
  align?: PriceAlign
  /** Text shown when the price is unavailable. @default 'Price unavailable' */
  unavailableLabel?: string
}

const smaller: Record<PriceSize, '1' | '2'> = { '1': '1', '2': '1', '3': '2' }

/** The hourly and monthly texts, or null when there is nothing honest to show. */
function priceTexts(amount: number | null, currency: string, range: PriceRange | undefined) {
  if (range && isPriceAvailable(range.min) && isPriceAvailable(range.max)) {
    return {
      hourly: formatPriceRange(range.min, range.max, currency),
      monthly: formatPriceRange(monthlyEstimate(range.min), monthlyEstimate(range.max), currency),
    }
  }
  if (!isPriceAvailable(amount)) return null
  return { hourly: formatPrice(amount, currency), monthly: formatPrice(monthlyEstimate(amount), currency) }
}

/**
 * An hourly price in en-GB with a monthly estimate as secondary text (SPEC §1 "Hourly prices are shown per
 * resource", §9 "Locale en-GB"). Figures are tabular so prices line up in columns (STYLE.md).
 */
export function Price({
  amount,
  currency,
  range,
  showMonthly = true,
  size = '2',
  align = 'left',
  unavailableLabel = 'Price unavailable',
}: PriceProps) {
  const alignItems = align === 'right' ? 'end' : 'start'
  const text = priceTexts(amount, currency, range)
  if (!text) {
    return (
      <Flex direction="column" align={alignItems}>
        <Text size={size} color="gray">
          {unavailableLabel}
        </Text>
      </Flex>
    )
  }
  const { hourly, monthly } = text
  return (
    <Flex direction="column" align={alignItems} className="cirrus-tabular" lang={PRICE_LOCALE}>
      <Text size={size}>
        <Text weight="medium">{hourly}</Text>
        <Text color="gray"> / hour</Text>
      </Text>
      {showMonthly && (
        <Text size={smaller[size]} color="gray">
          ≈ {monthly} / month
        </Text>
      )}
    </Flex>
  )
}
