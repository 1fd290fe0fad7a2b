/** Object storage: the S3 account, buckets, access keys, objects and multipart uploads. */
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { ts, created } from './columns.js'
import { ownerId, users } from './users.js'

/** Object storage (S3) accounts: one per user, made by the first key, bucket or `GET /storage/user` (§10). */
export const storageAccounts = pgTable('storage_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: created(),
})

/** Buckets (API-NOTES §10): names are globally unique, so the name is the key. */
export const buckets = pgTable(
  'buckets',
  {
    name: text('name').primaryKey(),
    userId: ownerId(),
    billingAccountId: integer('billing_account_id').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    numObjects: integer('num_objects').notNull().default(0),
    isSuspended: boolean('is_suspended').notNull().default(false),
    createdAt: created(),
    modifiedAt: ts('modified_at').notNull().defaultNow(),
  },
  (t) => [index('buckets_user_idx').on(t.userId)],
)

/**
 * S3 access keys (API-NOTES §10). Warren returns the secret on every read, so it is stored sealed (AES-GCM,
 * services/sealed.ts) rather than hashed.
 */
export const s3Keys = pgTable(
  's3_keys',
  {
    accessKey: text('access_key').primaryKey(),
    userId: ownerId(),
    secretKey: text('secret_key').notNull(),
    createdAt: created(),
  },
  (t) => [index('s3_keys_user_idx').on(t.userId)],
)

/**
 * Objects stored in buckets (the S3 endpoint, src/s3/; the console's object browser). The bytes are a file
 * named `blob` in the object folder (settings `objectDir`, services/object-blobs.ts); the row is the metadata.
 * A bucket's `size_bytes`/`num_objects` are kept equal to the sum of its rows in the same transaction.
 */
export const bucketObjects = pgTable(
  'bucket_objects',
  {
    bucketName: text('bucket_name')
      .notNull()
      .references(() => buckets.name, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    etag: text('etag').notNull(),
    contentType: text('content_type').notNull(),
    /** `x-amz-meta-*` headers, names without the prefix. */
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    blob: text('blob').notNull(),
    lastModified: ts('last_modified').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucketName, t.key] })],
)

/** S3 multipart uploads in progress (CreateMultipartUpload … Complete/Abort). */
export const multipartUploads = pgTable(
  'multipart_uploads',
  {
    uploadId: text('upload_id').primaryKey(),
    bucketName: text('bucket_name')
      .notNull()
      .references(() => buckets.name, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    createdAt: created(),
  },
  (t) => [index('multipart_uploads_bucket_idx').on(t.bucketName)],
)

/** The parts uploaded so far of a multipart upload; a part number uploaded again replaces its part. */
export const multipartParts = pgTable(
  'multipart_parts',
  {
    uploadId: text('upload_id')
      .notNull()
      .references(() => multipartUploads.uploadId, { onDelete: 'cascade' }),
    partNumber: integer('part_number').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    etag: text('etag').notNull(),
    blob: text('blob').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.partNumber] })],
)
