/**
 * Price changes per hour (issue 10: "Before a resize or an attach the dialog shows the price change per hour
 * ('+€0.0041 / hour')"; issue 11: the IP unassign dialog "says how the price changes"). Pure and exact like the
 * rest of pricing: the deltas are computed in nano-units by the engine's own functions, and `null` (unknown) is
 * never shown as a zero (SPEC.md §8). {@link formatPriceDelta} is THE text of a price change on every screen.
 */
import {
  diskHourlyPrice,
  ipHourlyPrice,
  vmHourlyPrice,
  type PricedDisk,
  type PricedIp,
  type PricedVm,
  type PricingContext,
} from './engine.js'
import { formatMoney, fromNanos, toNanos, type Money } from './money.js'

/** Text of a delta that cannot be computed (no price list, currency or rule). */
export const PRICE_CHANGE_UNAVAILABLE = 'Price change unavailable'

/** Text of a delta of exactly zero. */
export const NO_PRICE_CHANGE = 'No change per hour'

/** `after − before`, exactly; null when either is unknown. Throws a TypeError when the currencies differ. */
export function priceDelta(before: Money | null, after: Money | null): Money | null {
  if (before === null || after === null) return null
  if (before.currency !== after.currency) {
    throw new TypeError(`Cannot combine ${before.currency} with ${after.currency}`)
  }
  return fromNanos(toNanos(after) - toNanos(before), after.currency)
}

/**
 * A delta for people: `+€0.0041 / hour`, `−€0.0041 / hour` (a real minus sign), 'No change per hour' for zero,
 * 'Price change unavailable' for null. The amount is formatted by {@link formatMoney} (en-GB by default).
 */
export function formatPriceDelta(delta: Money | null, locale: string = 'en-GB'): string {
  if (delta === null) return PRICE_CHANGE_UNAVAILABLE
  const nanos = toNanos(delta)
  if (nanos === 0n) return NO_PRICE_CHANGE
  const magnitude = fromNanos(nanos < 0n ? -nanos : nanos, delta.currency)
  return `${nanos < 0n ? '−' : '+'}${formatMoney(magnitude, locale)} / hour`
}

/** How a disk's hourly price changes when it is resized to `sizeGb` (its snapshots stay as they are). */
export function diskResizePriceDelta(disk: PricedDisk, sizeGb: number, ctx: PricingContext): Money | null {
  return priceDelta(
    diskHourlyPrice(disk, ctx).price,
    diskHourlyPrice({ ...disk, size_gb: sizeGb }, ctx).price,
  )
}

/**
 * How a VM's hourly price changes when a disk is attached: the disk joins its storage (with its snapshots) and is
 * priced under the VM's rule set and multipliers (SPEC.md §3, §9).
 */
export function diskAttachPriceDelta(vm: PricedVm, disk: PricedDisk, ctx: PricingContext): Money | null {
  const replica = (disk.snapshots ?? []).map((s) => ({ type: 'snapshot', size: s.size_gb ?? s.sizeGb ?? 0 }))
  const attached = { ...vm, storage: [...vm.storage, { size: disk.size_gb, primary: false, replica }] }
  return priceDelta(vmHourlyPrice(vm, ctx).price, vmHourlyPrice(attached, ctx).price)
}

/** A price before and after an action, and the difference (null when either side is unavailable). */
export type PriceChange = { from: Money | null; to: Money | null; delta: Money | null }

/** The change from `from` to `to`; no difference when either is unavailable or the currencies differ. */
export function priceChange(from: Money | null, to: Money | null): PriceChange {
  const delta = from && to && from.currency === to.currency ? priceDelta(from, to) : null
  return { from, to, delta }
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
