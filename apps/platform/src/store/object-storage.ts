/** Queries of object storage (API-NOTES §10): buckets, a user's storage account and S3 keys. */
import { and, asc, eq, type SQL } from 'drizzle-orm'
import { buckets, s3Keys, storageAccounts, users } from './schema.js'
import type { DbOrTx } from './store.js'

/** A bucket row. */
export type BucketRow = typeof buckets.$inferSelect
/** An S3 key row (the secret sealed). */
export type S3KeyRow = typeof s3Keys.$inferSelect

/** The buckets `visible` lets through, of one billing account when given, by name. */
export function listBuckets(
  db: DbOrTx,
  visible: (table: typeof buckets) => SQL | undefined,
  billingAccountId?: number,
): Promise<BucketRow[]> {
  return db
    .select()
    .from(buckets)
    .where(
      and(
        visible(buckets),
        billingAccountId !== undefined ? eq(buckets.billingAccountId, billingAccountId) : undefined,
      ),
    )
    .orderBy(asc(buckets.name))
}

/** Inserts a bucket (a taken name rejects with the unique violation). */
export async function insertBucket(db: DbOrTx, values: typeof buckets.$inferInsert): Promise<BucketRow> {
  const [row] = await db.insert(buckets).values(values).returning()
  return row!
}

/** Updates a bucket by name. */
export async function updateBucket(
  db: DbOrTx,
  name: string,
  values: Partial<typeof buckets.$inferInsert>,
): Promise<BucketRow> {
  const [row] = await db.update(buckets).set(values).where(eq(buckets.name, name)).returning()
  return row!
}

/** Deletes a bucket if it holds no object; false when it is not empty. */
export async function deleteEmptyBucket(db: DbOrTx, name: string): Promise<boolean> {
  const removed = await db
    .delete(buckets)
    .where(and(eq(buckets.name, name), eq(buckets.numObjects, 0), eq(buckets.sizeBytes, 0)))
    .returning({ name: buckets.name })
  return removed.length > 0
}

/** Creates the user's storage account unless it exists. */
export async function ensureStorageAccount(db: DbOrTx, userId: number, createdAt: Date): Promise<void> {
  await db.insert(storageAccounts).values({ userId, createdAt }).onConflictDoNothing()
}

/** Whether the user has a storage account. */
export async function hasStorageAccount(db: DbOrTx, userId: number): Promise<boolean> {
  return (await db.select().from(storageAccounts).where(eq(storageAccounts.userId, userId))).length > 0
}

/** The user's S3 keys, oldest first. */
export function listS3Keys(db: DbOrTx, userId: number): Promise<S3KeyRow[]> {
  return db
    .select()
    .from(s3Keys)
    .where(eq(s3Keys.userId, userId))
    .orderBy(asc(s3Keys.createdAt), asc(s3Keys.accessKey))
}

/** Inserts an S3 key. */
export async function insertS3Key(db: DbOrTx, values: typeof s3Keys.$inferInsert): Promise<void> {
  await db.insert(s3Keys).values(values)
}

/** Deletes the user's own key; false when it is not theirs. */
export async function deleteOwnS3Key(db: DbOrTx, userId: number, accessKey: string): Promise<boolean> {
  const removed = await db
    .delete(s3Keys)
    .where(and(eq(s3Keys.accessKey, accessKey), eq(s3Keys.userId, userId)))
    .returning({ accessKey: s3Keys.accessKey })
  return removed.length > 0
}

/** A bucket by name, or undefined. */
export async function findBucket(db: DbOrTx, name: string): Promise<BucketRow | undefined> {
  const [row] = await db.select().from(buckets).where(eq(buckets.name, name))
  return row
}

/** An S3 key with its owner (S3 request authentication), or undefined. */
export async function s3KeyWithOwner(db: DbOrTx, accessKey: string) {
  const [row] = await db
    .select({ key: s3Keys, user: users })
    .from(s3Keys)
    .innerJoin(users, eq(users.id, s3Keys.userId))
    .where(eq(s3Keys.accessKey, accessKey))
  return row
}
