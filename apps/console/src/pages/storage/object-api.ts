/**
 * The object browser's calls (CONTRACTS "Object browser"): the domain client's `storage` calls, which act with
 * the session on the customer's behalf — the S3 secret is shown once and never lives in the browser.
 *
 *   GET    /v1/storage/bucket/{name}/objects?prefix=&delimiter=/&continuation_token=   listBucketObjects
 *   PUT    /v1/storage/bucket/{name}/objects/{key…}   raw body → 201                    bucketObjectUploadRequest
 *   GET    /v1/storage/bucket/{name}/objects/{key…}   → the bytes, as an attachment     bucketObjectUrl
 *   DELETE /v1/storage/bucket/{name}/objects/{key…}   → 204                             deleteBucketObject
 */
import {
  API_PREFIX,
  bucketObjectPath,
  type ApiRequest,
  type BucketObject,
  type BucketObjectList,
  type StorageApi,
} from '@cirrus/domain'
import { useServices } from '../../app/services'

export type { BucketObject, BucketObjectList }

/** The object calls the page uses. */
export type ObjectApi = Pick<
  StorageApi,
  'listBucketObjects' | 'deleteBucketObject' | 'bucketObjectUrl' | 'bucketObjectUploadRequest'
>

/** The object calls of the app's client. */
export function useObjectApi(): ObjectApi {
  return useServices().client.storage
}

/** The delete of one object as an {@link ApiRequest}, for "Show API request" (issue 10). */
export function bucketObjectDeleteRequest(name: string, key: string): ApiRequest {
  return { method: 'DELETE', path: `/${API_PREFIX}/${bucketObjectPath(name, key)}` }
}
