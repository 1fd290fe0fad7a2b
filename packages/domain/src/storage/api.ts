/**
 * Object storage calls (SPEC §7 Object storage; API-NOTES §10): buckets by name and S3 keys, not
 * location-scoped. Bucket PUT/PATCH/DELETE and key delete are forms (API-NOTES §1.3).
 */
import { storageRequests as r } from '../api-request/storage.js'
import type { CallOptions, WarrenHttp } from '../http/core.js'
import { listOf } from '../http/core.js'
import { BillingAccountIdSchema } from '../http/fields.js'
import {
  BucketObjectListSchema,
  S3EndpointSchema,
  S3KeySchema,
  parseBucket,
  type Bucket,
  type BucketCreateInput,
  type BucketObjectList,
  type BucketListQuery,
  type BucketUpdateInput,
  type S3Endpoint,
  type S3Key,
} from './schema.js'

/**
 * Reads the bucket list, an array or a name-keyed object (SPEC §7 "name-keyed list"); a keyed entry without
 * a name takes its key.
 */
export function parseBucketList(body: unknown): Bucket[] {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    return Object.entries(body).map(([name, raw]) =>
      parseBucket(
        raw && typeof raw === 'object' && (raw as { name?: unknown }).name == null ? { ...raw, name } : raw,
      ),
    )
  }
  return listOf(parseBucket)(body)
}

const keys = listOf((r) => S3KeySchema.parse(r))

/** Options of the object list: a folder (`prefix`), `delimiter` `/` for folders, the next page's token. */
export type BucketObjectListOptions = { prefix?: string; delimiter?: string; continuationToken?: string }

/** The PUT the console sends with XMLHttpRequest (upload progress): the body is the file itself. */
export type BucketObjectUploadRequest = { method: 'PUT'; url: string; headers: Record<string, string> }

/**
 * `storage/bucket/{name}/objects/{key}`: each segment of the key %-encoded, slashes kept; a key with an empty
 * segment (`a//b`, `folder/`) is encoded whole (`%2F`) so no proxy or router merges or drops its slashes.
 */
export function bucketObjectPath(name: string, key: string): string {
  const segments = key.split('/')
  const encoded = segments.includes('')
    ? encodeURIComponent(key)
    : segments.map((s) => encodeURIComponent(s)).join('/')
  return `storage/bucket/${encodeURIComponent(name)}/objects/${encoded}`
}

/** The object storage calls of one client. */
export function storageApi(http: WarrenHttp) {
  return {
    /** `GET /storage/bucket/list` (optional billing_account_id filter). */
    listBuckets: (query: BucketListQuery = {}, opts: CallOptions = {}): Promise<Bucket[]> =>
      http.send(r.listBuckets(query), opts, parseBucketList),

    /** `GET /storage/bucket?name=…`. */
    getBucket: (name: string, opts: CallOptions = {}): Promise<Bucket> =>
      http.send(r.getBucket(name), opts, parseBucket),

    /** `PUT /storage/bucket` (form `name`, `billing_account_id`); a taken name → 409. */
    createBucket: (input: BucketCreateInput): Promise<Bucket> =>
      http.send(r.createBucket(input), {}, (b) =>
        // Some deployments answer an empty 200: fall back to what was asked for.
        b === undefined
          ? parseBucket({ name: input.name, billing_account_id: input.billing_account_id })
          : parseBucket(b),
      ),

    /** `PATCH /storage/bucket` (form): change the billing account. */
    updateBucket: (input: BucketUpdateInput): Promise<void> => http.send(r.updateBucket(input)),

    /** `PATCH /storage/bucket` (form `name`, `billing_account_id`): moves the bucket to an account. */
    setBucketBillingAccount: (name: string, billingAccountId: number): Promise<void> =>
      http.send(r.setBucketBillingAccount(name, BillingAccountIdSchema.parse(billingAccountId))),

    /** `DELETE /storage/bucket` (form `name`) → 204. The bucket must be empty. */
    deleteBucket: (name: string): Promise<void> => http.send(r.deleteBucket(name)),

    /** `GET /storage/api/s3`: the S3 endpoint (`"/"` when not provisioned). */
    s3Endpoint: (opts: CallOptions = {}): Promise<S3Endpoint> =>
      http.send(r.s3Endpoint(), opts, (b) => S3EndpointSchema.parse(b)),

    /** `GET /storage/user/keys`; no storage account → 404 'Storage account not found.'. */
    listKeys: (opts: CallOptions = {}): Promise<S3Key[]> => http.send(r.listKeys(), opts, keys),

    /** `POST /storage/user/keys`: generates a key; answers the full list including it. */
    generateKey: (): Promise<S3Key[]> => http.send(r.generateKey(), {}, keys),

    /**
     * `GET /storage/bucket/{name}/objects`: one page of the bucket's objects (console-only, CONTRACTS "Object
     * browser"); with `delimiter: '/'` the keys below a folder are folded into `prefixes`.
     */
    listBucketObjects: (
      name: string,
      options: BucketObjectListOptions = {},
      opts: CallOptions = {},
    ): Promise<BucketObjectList> =>
      http.request(
        'GET',
        `storage/bucket/${encodeURIComponent(name)}/objects`,
        {
          query: {
            prefix: options.prefix || undefined,
            delimiter: options.delimiter || undefined,
            continuation_token: options.continuationToken || undefined,
          },
          ...opts,
        },
        (b) => BucketObjectListSchema.parse(b),
      ),

    /** `DELETE /storage/bucket/{name}/objects/{key}` → 204. */
    deleteBucketObject: (name: string, key: string): Promise<void> =>
      http.request('DELETE', bucketObjectPath(name, key)),

    /**
     * The download address of an object (`GET`, answered as an attachment): an `href` for the console, whose
     * session cookie authenticates it (a client with an API key sends the key as a header instead).
     */
    bucketObjectUrl: (name: string, key: string): string => http.target(bucketObjectPath(name, key)).url,

    /**
     * The upload request of an object (`PUT`, the raw file as the body, streamed; 201 with the object): the
     * console adds `Content-Type` and sends it with XMLHttpRequest to show progress.
     */
    bucketObjectUploadRequest: (name: string, key: string): BucketObjectUploadRequest => ({
      method: 'PUT',
      ...http.target(bucketObjectPath(name, key)),
    }),

    /** `DELETE /storage/user/keys` (form `access_key`). */
    deleteKey: (accessKey: string): Promise<void> => http.send(r.deleteKey(accessKey)),
  }
}

/** The object storage calls of a client. */
export type StorageApi = ReturnType<typeof storageApi>
