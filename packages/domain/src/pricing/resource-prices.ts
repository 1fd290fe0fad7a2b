/** Hourly prices of disks, IPs, load balancers, bare metal and buckets (SPEC.md §3). */
import { type ResourceType } from './schema.js'
import { Calc, count, sumNanos } from './calc.js'
import { type PriceResult, type PricingContext } from './context.js'
import { type PriceMultipliers } from './multipliers.js'

/** The disk fields pricing reads (SPEC.md §3 Disk). Snapshot sizes as `size_gb` or Warren's `sizeGb`. */
export type PricedDisk = {
  readonly size_gb: number
  readonly snapshots?: readonly { readonly size_gb?: number | null; readonly sizeGb?: number | null }[] | null
  readonly price_multipliers?: PriceMultipliers
}

/**
 * Hourly price of a standalone disk and its snapshots: size_gb × BLOCK_STORAGE plus each snapshot's GB ×
 * BLOCK_STORAGE_SNAPSHOT (each tiered by its own size), under the zero default multiplier of snapshots (SPEC.md §9) unless multipliers say
 * otherwise.
 */
export function diskHourlyPrice(disk: PricedDisk, ctx: PricingContext): PriceResult {
  const calc = new Calc(ctx, null, disk.price_multipliers)
  const snapshots = (disk.snapshots ?? []).map((s) =>
    calc.part(['BLOCK_STORAGE_SNAPSHOT'], count(s.size_gb ?? s.sizeGb ?? 0)),
  )
  const total = sumNanos([calc.part(['BLOCK_STORAGE'], count(disk.size_gb)), ...snapshots])
  return calc.finish<PriceResult>(ctx, { price: calc.money(total) })
}

/** The IP fields pricing reads (SPEC.md §3 IP address): unassigned when `assigned_to` is empty. */
export type PricedIp = { readonly assigned_to?: string | null; readonly price_multipliers?: PriceMultipliers }

/** Hourly price of a public IP: ASSIGNED_FLOATING_IP when assigned, UNASSIGNED_FLOATING_IP when not (SPEC.md §3). */
export function ipHourlyPrice(ip: PricedIp, ctx: PricingContext): PriceResult {
  const calc = new Calc(ctx, null, ip.price_multipliers)
  const type: ResourceType = ip.assigned_to ? 'ASSIGNED_FLOATING_IP' : 'UNASSIGNED_FLOATING_IP'
  return calc.finish<PriceResult>(ctx, { price: calc.money(calc.part([type], count(1))) })
}

/**
 * A load balancer, bare metal server or bucket: any object, with optional multipliers. (`object &` keeps
 * TypeScript's weak-type check from refusing entities that have none of the optional keys.)
 */
export type PricedUnit = object & { readonly price_multipliers?: PriceMultipliers }

/** Hourly price of a load balancer: one LOAD_BALANCER unit (its public IP is priced in the IP list). */
export function loadBalancerHourlyPrice(lb: PricedUnit, ctx: PricingContext): PriceResult {
  const calc = new Calc(ctx, null, lb.price_multipliers)
  return calc.finish<PriceResult>(ctx, { price: calc.money(calc.part(['LOAD_BALANCER'], count(1))) })
}

/**
 * Hourly price of a bare metal server: one BARE_METAL_SERVER unit, from the server's machine-type rule set
 * (`rule_set`, e.g. `metal:bm.large`) when the list has one for it, else from DEFAULT.
 */
export function bareMetalHourlyPrice(
  server: PricedUnit & { readonly rule_set?: string | null },
  ctx: PricingContext,
): PriceResult {
  const calc = new Calc(ctx, server.rule_set, server.price_multipliers)
  return calc.finish<PriceResult>(ctx, { price: calc.money(calc.part(['BARE_METAL_SERVER'], count(1))) })
}

/** Bytes in the GB of object storage billing (GiB, as Warren's storage sizes are, API-NOTES §3). */
export const BYTES_PER_GB = 1024 ** 3

/** Whole GB of a bucket: `size_bytes` rounded up (SPEC.md §5 "Object storage size is rounded up to whole GB"). */
export function bucketGb(sizeBytes: number): number {
  return Math.ceil(Math.max(0, sizeBytes) / BYTES_PER_GB)
}

/** Hourly price of a bucket: its size rounded up to whole GB × OBJECT_STORAGE. */
export function bucketHourlyPrice(
  bucket: PricedUnit & { readonly size_bytes: number },
  ctx: PricingContext,
): PriceResult {
  const calc = new Calc(ctx, null, bucket.price_multipliers)
  const gb = bucketGb(bucket.size_bytes)
  return calc.finish<PriceResult>(ctx, { price: calc.money(calc.part(['OBJECT_STORAGE'], count(gb))) })
}
