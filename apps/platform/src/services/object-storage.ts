/** Object storage rules (API-NOTES §10): which buckets a caller sees. */
import { and, eq } from 'drizzle-orm'
import { visibleTo } from '../access.js'
import type { Principal } from '../http/env.js'
import { listBuckets, type BucketRow } from '../store/object-storage.js'
import { buckets } from '../store/schema.js'
import type { DbOrTx } from '../store/store.js'

/** The buckets the principal may see, of one billing account when given, by name. */
export function visibleBuckets(
  db: DbOrTx,
  principal: Principal,
  billingAccountId: number | undefined,
): Promise<BucketRow[]> {
  return listBuckets(
    db,
    and(
      visibleTo(principal, buckets),
      billingAccountId !== undefined ? eq(buckets.billingAccountId, billingAccountId) : undefined,
    ),
  )
}
