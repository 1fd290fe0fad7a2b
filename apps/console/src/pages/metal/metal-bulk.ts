/**
 * Bulk release of bare-metal leases (issue 18 "Bulk actions"): the one action the lease page has. A plan releases
 * the selected leases the page could release (`leaseReleaseAvailability`: not while provisioning, not twice) and
 * leaves the others; the releasable ones cost their machine's hourly price now and nothing afterwards (a released
 * lease is not billed, SPEC §3).
 */
import {
  leaseReleaseAvailability,
  metalLeaseHourlyPrice,
  sumMoney,
  zeroMoney,
  type MetalLease,
  type Money,
  type PriceList,
} from '@cirrus/domain'

/** What a bulk release will do to the selection. */
export type LeaseReleasePlan = {
  /** The leases it releases, in selection order. */
  targets: MetalLease[]
  /** The selected leases it leaves as they are (provisioning or already released). */
  skipped: MetalLease[]
  /** The targets' hourly price now; null when one cannot be computed. */
  before: Money | null
  /** Their hourly price afterwards: nothing. */
  after: Money | null
}

/** Plans releasing `selected`. */
export function planLeaseRelease(
  selected: readonly MetalLease[],
  list: PriceList | null | undefined,
): LeaseReleasePlan {
  const currency = list?.default_currency ?? 'EUR'
  const targets = selected.filter((lease) => leaseReleaseAvailability(lease).enabled)
  const prices = targets.map((lease) => metalLeaseHourlyPrice(lease, { list }).price)
  return {
    targets,
    skipped: selected.filter((lease) => !leaseReleaseAvailability(lease).enabled),
    before: prices.some((p) => p === null) ? null : sumMoney(prices as Money[], currency),
    after: zeroMoney(currency),
  }
}

/** How the confirmation and progress name a lease. */
export function describeLease(lease: MetalLease): { key: string; label: string } {
  return { key: lease.uuid, label: lease.display_name }
}
