import { Price, type PriceSize } from '@cirrus/design-system'
import { displayAmount } from '../../app/money'
import { displayRange, type ServiceRow } from './service-rows'

/**
 * A service's hourly price: one amount when its workers cannot scale, else the range from the minimum to the
 * maximum worker count (SPEC §9); "Price unavailable" when it cannot be computed.
 */
export function ServicePrice({
  price,
  currency,
  size = '1',
  monthly = false,
}: {
  price: ServiceRow['price']
  currency: string
  size?: PriceSize
  monthly?: boolean
}) {
  const range = displayRange(price)
  const single = range && range.min === range.max
  return (
    <Price
      amount={range ? range.min : displayAmount(null)}
      range={range && !single ? range : undefined}
      currency={currency}
      showMonthly={monthly}
      size={size}
      align={monthly ? 'left' : 'right'}
    />
  )
}
