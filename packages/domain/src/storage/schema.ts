/** Object storage: buckets and S3 access keys (API-NOTES §10, SPEC §3 Bucket). Not location-scoped. */
import { z } from 'zod'
import {
  BillingAccountIdSchema,
  TimestampSchema,
  formInt,
  formString,
  optionalInput,
  orNull,
} from '../http/fields.js'

/** S3 bucket naming rules: 3–63 chars of lowercase letters, digits, dots and hyphens, alphanumeric ends. */
export const BucketNameSchema = z
  .string()
  .min(3)
  .max(63)
  .regex(/^[a-z0-9][a-z0-9.-]*[a-z0-9]$/, 'Bucket names use lowercase letters, digits, dots and hyphens')
  .refine((v) => !v.includes('..'), 'Bucket names cannot contain two dots in a row')

/** The bucket object as Warren sends it (API-NOTES §10). */
export const WarrenBucketSchema = z.object({
  name: z.string().min(1),
  billing_account_id: BillingAccountIdSchema,
  /**
   * The owner's user id: not in Warren's object; the reference platform adds it so a grantee's console marks a
   * bucket shared through delegation (SPEC §6, CONTRACTS). Null when absent.
   */
  user_id: orNull(z.number().int()),
  size_bytes: z.number().int().nonnegative().default(0),
  num_objects: z.number().int().nonnegative().default(0),
  created_at: orNull(TimestampSchema),
  modified_at: orNull(TimestampSchema),
  is_suspended: z.boolean().default(false),
})
/** The bucket object as Warren sends it. */
export type WarrenBucket = z.infer<typeof WarrenBucketSchema>

/**
 * A bucket with its type marker `bucket` (SPEC §3). Buckets are not location-scoped (API-NOTES §1.1): the
 * location is null.
 */
export type Bucket = WarrenBucket & { type: 'bucket'; location: null }

/** Parses a Warren bucket and tags it. Throws a ZodError on a bad shape. */
export function parseBucket(raw: unknown): Bucket {
  return { ...WarrenBucketSchema.parse(raw), type: 'bucket', location: null }
}

/** An S3 access key, camelCase as Warren sends it (API-NOTES §10). The secret is always returned. */
export const S3KeySchema = z.object({
  accessKey: z.string().min(1),
  secretKey: z.string().min(1),
  userId: z.string().min(1),
})
/** An S3 access key. */
export type S3Key = z.infer<typeof S3KeySchema>

/** `GET /storage/api/s3`: `{url}`; `"/"` when not provisioned. */
export const S3EndpointSchema = z.object({ url: z.string() })
/** The S3 endpoint. */
export type S3Endpoint = z.infer<typeof S3EndpointSchema>

/** Query of `GET /storage/bucket/list`. */
export const BucketListQuerySchema = z.object({ billing_account_id: optionalInput(formInt()) })
/** Query of the bucket list. */
export type BucketListQuery = z.infer<typeof BucketListQuerySchema>

/** `PUT /storage/bucket` (form): the name is globally unique; taken → 409. */
export const BucketCreateInputSchema = z.object({
  name: formString().pipe(BucketNameSchema),
  billing_account_id: optionalInput(formInt().pipe(BillingAccountIdSchema)),
})
/** Body of bucket create. */
export type BucketCreateInput = z.infer<typeof BucketCreateInputSchema>

/** `PATCH /storage/bucket` (form): only the billing account can change. */
export const BucketUpdateInputSchema = z.object({
  name: formString().pipe(z.string().min(1)),
  billing_account_id: formInt().pipe(BillingAccountIdSchema),
})
/** Body of bucket billing-account change. */
export type BucketUpdateInput = z.infer<typeof BucketUpdateInputSchema>

/** `DELETE /storage/bucket` (form or query) `name`; the bucket must be empty. */
export const BucketDeleteInputSchema = z.object({ name: formString().pipe(z.string().min(1)) })
/** Body of bucket delete. */
export type BucketDeleteInput = z.infer<typeof BucketDeleteInputSchema>

/** `DELETE /storage/user/keys` (form or query) `access_key`. */
export const S3KeyDeleteInputSchema = z.object({ access_key: formString().pipe(z.string().min(1)) })
/** Body of S3 key delete. */
export type S3KeyDeleteInput = z.infer<typeof S3KeyDeleteInputSchema>

/** The longest object key S3 allows, in bytes of UTF-8 (the check counts characters, the platform bytes). */
export const OBJECT_KEY_MAX_LENGTH = 1024

/** An object in a bucket, as the console's object browser lists it (CONTRACTS "Object browser"). */
export const BucketObjectSchema = z.object({
  key: z.string().min(1),
  size_bytes: z.number().int().nonnegative(),
  /** ISO 8601. */
  last_modified: TimestampSchema,
  /** The S3 ETag, quoted (`"<md5>"`, or `"<md5>-<parts>"` after a multipart upload). */
  etag: z.string(),
})
/** An object in a bucket. */
export type BucketObject = z.infer<typeof BucketObjectSchema>

/**
 * One page of `GET /storage/bucket/{name}/objects`: the folders (`prefixes`, each ending with the delimiter) and
 * objects under the prefix, and the token of the next page (null on the last).
 */
export const BucketObjectListSchema = z.object({
  prefixes: z.array(z.string()),
  objects: z.array(BucketObjectSchema),
  next_continuation_token: z.string().nullable(),
})
/** One page of a bucket's objects. */
export type BucketObjectList = z.infer<typeof BucketObjectListSchema>

/** Query of `GET /storage/bucket/{name}/objects`. */
export const BucketObjectListQuerySchema = z.object({
  prefix: optionalInput(formString(OBJECT_KEY_MAX_LENGTH)),
  delimiter: optionalInput(formString(16)),
  continuation_token: optionalInput(formString(4096)),
})
/** Query of the object list. */
export type BucketObjectListQuery = z.infer<typeof BucketObjectListQuerySchema>
