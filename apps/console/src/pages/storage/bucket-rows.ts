/**
 * Bucket rows for the sidebar, the mobile section list and the storage overview: each bucket with its size and
 * hourly price from the domain pricing engine. The price counts whole GB, the size rounded up (SPEC §5 "Object
 * storage size is rounded up to whole GB"), so a row shows both the stored size and the billed GB.
 */
import { bucketGb, bucketHourlyPrice, priceOf, type Bucket, type Money, type PriceList } from '@cirrus/domain'
import { formatBytes } from '@cirrus/design-system'
import { sharedBy, type ResourceOwners, type SharedRow } from '../access/owners'
import { bucketPath } from './paths'

/** One bucket as a list shows it (`owner`: shared with the user through delegation, SPEC §6). */
export type BucketRow = SharedRow & {
  id: string
  name: string
  /** Bytes stored. */
  sizeBytes: number
  /** Whole GB billed: the size rounded up (SPEC §5). */
  billedGb: number
  /** `1.5 GB · billed as 2 GB`, `Empty`. */
  sizeText: string
  objects: number
  /** Hourly; null when the price cannot be computed (never shown as zero). */
  price: Money | null
  href: string
  /** The billing account it is charged to (the tables' billing-account column, issue 18). */
  billingAccountId: number
}

/** What a bucket's size says: the bytes stored and the whole GB they are billed as (SPEC §5). */
export function bucketSizeText(sizeBytes: number): string {
  if (sizeBytes <= 0) return 'Empty'
  const gb = bucketGb(sizeBytes)
  return `${formatBytes(sizeBytes)} · billed as ${gb} GB`
}

/** The hourly price of a bucket of this size; null while the price list is unknown. */
export function bucketPrice(bucket: Pick<Bucket, 'size_bytes'>, priceList: PriceList | null | undefined) {
  return bucketHourlyPrice(bucket, { list: priceList }).price
}

/**
 * The hourly price of one GB of object storage (OBJECT_STORAGE), shown before a bucket is created: a new bucket
 * is empty and costs nothing until it holds data.
 */
export function pricePerGb(priceList: PriceList | null | undefined): Money | null {
  return priceOf({ list: priceList }, 'OBJECT_STORAGE', 1).price
}

/** The rows of a bucket list, by name; shared ones name their owner (`owners`). */
export function bucketRows(
  buckets: readonly Bucket[],
  priceList: PriceList | null | undefined,
  owners?: ResourceOwners,
): BucketRow[] {
  return buckets
    .map((bucket) => ({
      id: bucket.name,
      name: bucket.name,
      sizeBytes: bucket.size_bytes,
      billedGb: bucketGb(bucket.size_bytes),
      sizeText: bucketSizeText(bucket.size_bytes),
      objects: bucket.num_objects,
      price: bucketPrice(bucket, priceList),
      href: bucketPath(bucket.name),
      owner: sharedBy(owners, bucket.user_id),
      billingAccountId: bucket.billing_account_id,
    }))
    .sort((a, b) => a.name.localeCompare(b.name))
}
