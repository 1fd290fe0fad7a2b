/**
 * How an hourly price changes with an action (issue 11: "before unassigning says how the price changes"): the
 * price before, after, and the exact difference, formatted with its sign. Pure; money stays exact
 * (CONTRACTS.md "Money").
 */
import { ipHourlyPrice, type PricedIp, type PricingContext } from './engine.js'
import { formatMoney, fromNanos, toNanos, type Money } from './money.js'

/** A price before and after an action, and the difference (null when either side is unavailable). */
export type PriceChange = { from: Money | null; to: Money | null; delta: Money | null }

/** The change from `from` to `to`; no difference when either is unavailable or the currencies differ. */
export function priceChange(from: Money | null, to: Money | null): PriceChange {
  const delta =
    from && to && from.currency === to.currency ? fromNanos(toNanos(to) - toNanos(from), to.currency) : null
  return { from, to, delta }
}

/**
 * A difference for people, signed: `+€0.00548/h`, `−€0.00548/h` (a real minus sign), `no change`; an
 * unavailable difference is 'Price unavailable' (never a zero that looks real, SPEC.md §8).
 */
export function formatHourlyChange(delta: Money | null, locale: string = 'en-GB'): string {
  if (delta === null) return formatMoney(null, locale)
  const nanos = toNanos(delta)
  if (nanos === 0n) return 'no change'
  const size = formatMoney(fromNanos(nanos < 0n ? -nanos : nanos, delta.currency), locale, { per: 'hour' })
  return `${nanos < 0n ? '−' : '+'}${size}`
}

/**
 * What unassigning a public IP does to its hourly price: from ASSIGNED_FLOATING_IP to UNASSIGNED_FLOATING_IP
 * (SPEC.md §3). For an IP that is not assigned nothing changes.
 */
export function ipUnassignPriceChange(ip: PricedIp, ctx: PricingContext): PriceChange {
  const now = ipHourlyPrice(ip, ctx).price
  return priceChange(now, ipHourlyPrice({ ...ip, assigned_to: null }, ctx).price)
}

/** What assigning a public IP does to its hourly price: from UNASSIGNED_FLOATING_IP to ASSIGNED_FLOATING_IP. */
export function ipAssignPriceChange(ip: PricedIp, ctx: PricingContext): PriceChange {
  const now = ipHourlyPrice(ip, ctx).price
  return priceChange(now, ipHourlyPrice({ ...ip, assigned_to: ip.assigned_to || 'assigned' }, ctx).price)
}
