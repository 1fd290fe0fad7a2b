/** Object storage rules (API-NOTES §10): which buckets a caller sees. */
import { visibleTo } from '../access.js'
import type { Principal } from '../http/env.js'
import type { Platform } from '../platform.js'
import { ensureStorageAccount, insertBucket, listBuckets, type BucketRow } from '../store/object-storage.js'
import type { DbOrTx } from '../store/store.js'
import { isUniqueViolation } from './accounts.js'
import { billingAccountForCreate } from './billing-accounts.js'
import { checkQuota } from './quotas.js'

/** The bucket name is taken (names are global across every user, like S3's). */
export class BucketNameTakenError extends Error {
  constructor(readonly bucket: string) {
    super(`Bucket name ${bucket} is already taken`)
  }
}

/**
 * Creates a bucket on the billing account given (or, with `fallbackToDefault`, the caller's default one), within
 * its quota, making the owner's storage account if needed (Warren's PUT /storage/bucket and S3 CreateBucket).
 */
export async function createBucket(
  p: Platform,
  principal: Principal,
  name: string,
  billingAccountId: number | undefined,
  fallbackToDefault: boolean,
): Promise<BucketRow> {
  const account = await billingAccountForCreate(p, principal, billingAccountId, fallbackToDefault)
  const now = p.clock()
  try {
    return await p.store.db.transaction(async (tx) => {
      await checkQuota(tx, p.settings, account.id, { buckets: 1 })
      await ensureStorageAccount(tx, account.userId, now)
      return insertBucket(tx, {
        name,
        userId: account.userId,
        billingAccountId: account.id,
        createdAt: now,
        modifiedAt: now,
      })
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new BucketNameTakenError(name)
    throw error
  }
}

/** The buckets the principal may see, of one billing account when given, by name. */
export function visibleBuckets(
  db: DbOrTx,
  principal: Principal,
  billingAccountId: number | undefined,
): Promise<BucketRow[]> {
  return listBuckets(db, (table) => visibleTo(principal, table), billingAccountId)
}
