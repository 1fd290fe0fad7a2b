import { Price } from '@cirrus/design-system'
import type { Money } from '@cirrus/domain'
import { displayAmount } from '../app/money'

/** A list row's hourly price: small, right-aligned, without the monthly estimate; null says unavailable. */
export function HourlyPrice({ price, currency }: { price: Money | null; currency: string }) {
  return (
    <Price amount={displayAmount(price)} currency={currency} showMonthly={false} size="1" align="right" />
  )
}
