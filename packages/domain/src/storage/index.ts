// Public names of the storage module (src/index.ts re-exports them).
export {
  BucketNameSchema,
  WarrenBucketSchema,
  parseBucket,
  S3KeySchema,
  S3EndpointSchema,
  BucketListQuerySchema,
  BucketCreateInputSchema,
  BucketUpdateInputSchema,
  BucketDeleteInputSchema,
  S3KeyDeleteInputSchema,
  OBJECT_KEY_MAX_LENGTH,
  BucketObjectSchema,
  BucketObjectListSchema,
  BucketObjectListQuerySchema,
} from './schema.js'
export type {
  BucketObject,
  BucketObjectList,
  BucketObjectListQuery,
  WarrenBucket,
  Bucket,
  S3Key,
  S3Endpoint,
  BucketListQuery,
  BucketCreateInput,
  BucketUpdateInput,
  BucketDeleteInput,
  S3KeyDeleteInput,
} from './schema.js'
export { parseBucketList, bucketObjectPath } from './api.js'
export type { StorageApi, BucketObjectListOptions, BucketObjectUploadRequest } from './api.js'
