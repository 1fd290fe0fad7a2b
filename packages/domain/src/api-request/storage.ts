/**
 * The object storage calls of SPEC §7 as {@link ApiRequest}s (API-NOTES §10): not location-scoped; bucket
 * PUT/PATCH/DELETE and key delete are forms (API-NOTES §1.3).
 */
import type { BucketCreateInput, BucketListQuery, BucketUpdateInput } from '../storage/schema.js'
import { formOf, queryOf, type ApiRequest } from './request.js'

const bucket = '/v1/storage/bucket'
const keys = '/v1/storage/user/keys'

/** Builders of the object storage calls; the names are the client's (`warren.storage.createBucket`). */
export const storageRequests = {
  /** `GET /storage/bucket/list` (optional billing_account_id filter). */
  listBuckets: (query: BucketListQuery = {}): ApiRequest => ({
    method: 'GET',
    path: `${bucket}/list`,
    query: queryOf(query),
  }),
  /** `GET /storage/bucket?name=…`. */
  getBucket: (name: string): ApiRequest => ({ method: 'GET', path: bucket, query: { name } }),
  /** `PUT /storage/bucket` (form `name`, `billing_account_id`). */
  createBucket: (input: BucketCreateInput): ApiRequest => ({
    method: 'PUT',
    path: bucket,
    body: formOf(input),
  }),
  /** `PATCH /storage/bucket` (form): change the billing account. */
  updateBucket: (input: BucketUpdateInput): ApiRequest => ({
    method: 'PATCH',
    path: bucket,
    body: formOf(input),
  }),
  /** `PATCH /storage/bucket` (form `name`, `billing_account_id`): moves the bucket to an account. */
  setBucketBillingAccount: (name: string, billingAccountId: number): ApiRequest => ({
    method: 'PATCH',
    path: bucket,
    body: { name, billing_account_id: billingAccountId },
  }),
  /** `DELETE /storage/bucket` (form `name`). */
  deleteBucket: (name: string): ApiRequest => ({ method: 'DELETE', path: bucket, body: { name } }),
  /** `GET /storage/api/s3`. */
  s3Endpoint: (): ApiRequest => ({ method: 'GET', path: '/v1/storage/api/s3' }),
  /** `GET /storage/user/keys`. */
  listKeys: (): ApiRequest => ({ method: 'GET', path: keys }),
  /** `POST /storage/user/keys`: generates a key. */
  generateKey: (): ApiRequest => ({ method: 'POST', path: keys }),
  /** `DELETE /storage/user/keys` (form `access_key`). */
  deleteKey: (accessKey: string): ApiRequest => ({
    method: 'DELETE',
    path: keys,
    body: { access_key: accessKey },
  }),
}
