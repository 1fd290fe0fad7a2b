/**
 * Metering of the resources of the network and storage modules (listed in modules.ts; services/metering.ts runs
 * every source of the platform each hour): load balancers (one LOAD_BALANCER unit per hour; their public IP is
 * metered as a floating IP) and buckets (their size rounded up to whole GB × OBJECT_STORAGE, SPEC §5). Managed services need no source of
 * their own: their VMs and disks are VM and disk rows, metered by the core source.
 */
import { and, gte, isNull, lt, or } from 'drizzle-orm'
import { bucketHourlyPrice, loadBalancerHourlyPrice } from '@cirrus/domain'
import { buckets, loadBalancers } from '../store/schema.js'
import type { MeterHour, MeterSource, UsageLine } from './metering.js'

/** Load balancers alive at some point of the hour. */
const meterLoadBalancers: MeterHour = async (db, hour, pricing) => {
  const rows = await db
    .select()
    .from(loadBalancers)
    .where(
      and(
        lt(loadBalancers.createdAt, hour.end),
        or(isNull(loadBalancers.deletedAt), gte(loadBalancers.deletedAt, hour.start)),
      ),
    )
  return rows.map((lb): UsageLine => ({
    billingAccountId: lb.billingAccountId,
    resourceType: 'load_balancer',
    resourceUuid: lb.uuid,
    description: `Load balancer ${lb.displayName}`,
    amount: loadBalancerHourlyPrice({}, pricing(lb.billingAccountId)).price,
  }))
}

/** Buckets that exist during the hour, priced by their current size. */
const meterBuckets: MeterHour = async (db, hour, pricing) => {
  const rows = await db.select().from(buckets).where(lt(buckets.createdAt, hour.end))
  return rows.map((bucket): UsageLine => ({
    billingAccountId: bucket.billingAccountId,
    resourceType: 'bucket',
    // Bucket names are globally unique and never reused while the bucket exists.
    resourceUuid: bucket.name,
    description: `Bucket ${bucket.name} (${bucket.sizeBytes} bytes)`,
    amount: bucketHourlyPrice({ size_bytes: bucket.sizeBytes }, pricing(bucket.billingAccountId)).price,
  }))
}

export const loadBalancerSource: MeterSource = {
  meter: meterLoadBalancers,
  createdAt: [loadBalancers.createdAt],
}
export const bucketSource: MeterSource = { meter: meterBuckets, createdAt: [buckets.createdAt] }
