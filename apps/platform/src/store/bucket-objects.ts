/**
 * Queries of the objects in buckets and of multipart uploads (the S3 endpoint, the console's object browser).
 * Keys are compared and ordered byte-wise (`collate "C"`), as S3 lists them (UTF-8 binary order).
 */
import { and, asc, eq, gt, gte, sql, type SQL } from 'drizzle-orm'
import { bucketObjects, buckets, multipartParts, multipartUploads } from './schema.js'
import type { DbOrTx } from './store.js'

/** An object row. */
export type BucketObjectRow = typeof bucketObjects.$inferSelect
/** A multipart upload row. */
export type MultipartUploadRow = typeof multipartUploads.$inferSelect
/** A part row. */
export type MultipartPartRow = typeof multipartParts.$inferSelect

const byteKey = sql`${bucketObjects.key} collate "C"`

/** Locks the bucket's row for the rest of the transaction (every write of its objects queues here). */
export async function lockBucketRow(tx: DbOrTx, name: string): Promise<boolean> {
  const rows = await tx
    .select({ name: buckets.name })
    .from(buckets)
    .where(eq(buckets.name, name))
    .for('update')
  return rows.length > 0
}

/** Adds to the bucket's size and object count, dated `at` (the history trigger prices from it). */
export async function addToBucketUsage(
  tx: DbOrTx,
  name: string,
  bytes: number,
  objects: number,
  at: Date,
): Promise<void> {
  if (bytes === 0 && objects === 0) return
  await tx
    .update(buckets)
    .set({
      sizeBytes: sql`${buckets.sizeBytes} + ${bytes}`,
      numObjects: sql`${buckets.numObjects} + ${objects}`,
      modifiedAt: at,
    })
    .where(eq(buckets.name, name))
}

/** One object, or undefined. */
export async function findObject(
  db: DbOrTx,
  bucket: string,
  key: string,
): Promise<BucketObjectRow | undefined> {
  const [row] = await db
    .select()
    .from(bucketObjects)
    .where(and(eq(bucketObjects.bucketName, bucket), eq(bucketObjects.key, key)))
  return row
}

/** Inserts or replaces an object; returns the replaced row's blob and size when there was one. */
export async function upsertObject(
  tx: DbOrTx,
  values: typeof bucketObjects.$inferInsert,
): Promise<{ row: BucketObjectRow; replaced: BucketObjectRow | undefined }> {
  const replaced = await findObject(tx, values.bucketName, values.key)
  const [row] = await tx
    .insert(bucketObjects)
    .values(values)
    .onConflictDoUpdate({ target: [bucketObjects.bucketName, bucketObjects.key], set: values })
    .returning()
  return { row: row!, replaced }
}

/** Deletes an object; returns the row it deleted. */
export async function deleteObjectRow(
  tx: DbOrTx,
  bucket: string,
  key: string,
): Promise<BucketObjectRow | undefined> {
  const [row] = await tx
    .delete(bucketObjects)
    .where(and(eq(bucketObjects.bucketName, bucket), eq(bucketObjects.key, key)))
    .returning()
  return row
}

/** Where a listing starts: after a key (exclusive) or from a key (inclusive). */
export type ListStart = { after: string } | { from: string } | null

/** Up to `limit` objects of the bucket whose key starts with `prefix`, from `start`, in byte order. */
export function listObjectRows(
  db: DbOrTx,
  bucket: string,
  prefix: string,
  start: ListStart,
  limit: number,
): Promise<BucketObjectRow[]> {
  const conditions: (SQL | undefined)[] = [eq(bucketObjects.bucketName, bucket)]
  if (prefix) conditions.push(sql`starts_with(${bucketObjects.key}, ${prefix})`)
  if (start && 'after' in start) conditions.push(gt(byteKey, start.after))
  if (start && 'from' in start) conditions.push(gte(byteKey, start.from))
  return db
    .select()
    .from(bucketObjects)
    .where(and(...conditions))
    .orderBy(asc(byteKey))
    .limit(limit)
}

/** Starts a multipart upload. */
export async function insertUpload(db: DbOrTx, values: typeof multipartUploads.$inferInsert): Promise<void> {
  await db.insert(multipartUploads).values(values)
}

/** A multipart upload of the bucket and key, or undefined. */
export async function findUpload(
  db: DbOrTx,
  uploadId: string,
  bucket: string,
  key: string,
): Promise<MultipartUploadRow | undefined> {
  const [row] = await db
    .select()
    .from(multipartUploads)
    .where(
      and(
        eq(multipartUploads.uploadId, uploadId),
        eq(multipartUploads.bucketName, bucket),
        eq(multipartUploads.key, key),
      ),
    )
  return row
}

/** The bucket's multipart uploads in progress. */
export function listUploads(db: DbOrTx, bucket: string): Promise<MultipartUploadRow[]> {
  return db
    .select()
    .from(multipartUploads)
    .where(eq(multipartUploads.bucketName, bucket))
    .orderBy(asc(multipartUploads.createdAt))
}

/** Records a part (replacing the same part number); returns the replaced part. */
export async function upsertPart(
  tx: DbOrTx,
  values: typeof multipartParts.$inferInsert,
): Promise<MultipartPartRow | undefined> {
  const [replaced] = await tx
    .select()
    .from(multipartParts)
    .where(
      and(eq(multipartParts.uploadId, values.uploadId), eq(multipartParts.partNumber, values.partNumber)),
    )
    .for('update')
  await tx
    .insert(multipartParts)
    .values(values)
    .onConflictDoUpdate({ target: [multipartParts.uploadId, multipartParts.partNumber], set: values })
  return replaced
}

/** The parts of an upload by part number. */
export function listParts(db: DbOrTx, uploadId: string): Promise<MultipartPartRow[]> {
  return db
    .select()
    .from(multipartParts)
    .where(eq(multipartParts.uploadId, uploadId))
    .orderBy(asc(multipartParts.partNumber))
}

/** Deletes an upload and its parts; returns the parts deleted (their blobs are the caller's to remove). */
export async function deleteUpload(tx: DbOrTx, uploadId: string): Promise<MultipartPartRow[] | null> {
  const parts = await listParts(tx, uploadId)
  const removed = await tx
    .delete(multipartUploads)
    .where(eq(multipartUploads.uploadId, uploadId))
    .returning({ uploadId: multipartUploads.uploadId })
  return removed.length ? parts : null
}
