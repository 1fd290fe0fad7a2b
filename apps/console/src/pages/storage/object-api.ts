/**
 * THE ONE FILE TO SWAP AT MERGE: the object browser's calls, written against the contract of the platform's
 * console-only object endpoints (issue 10; CONTRACTS "Object browser", built by the `s3` work) until the
 * domain's storage module exports them. When `@cirrus/domain` has `BucketObjectSchema`,
 * `BucketObjectListSchema`, `listBucketObjects`, `deleteBucketObject`, `bucketObjectUrl` and
 * `bucketObjectUploadRequest`, this file becomes re-exports of those (same names, same shapes).
 *
 *   GET    /v1/storage/bucket/{name}/objects?prefix=&delimiter=/&continuation_token=
 *          → { prefixes: string[], objects: [{ key, size_bytes, last_modified, etag }], next_continuation_token }
 *   PUT    /v1/storage/bucket/{name}/objects/{key…}   raw body → 201 object
 *   GET    /v1/storage/bucket/{name}/objects/{key…}   → the bytes, as an attachment
 *   DELETE /v1/storage/bucket/{name}/objects/{key…}   → 204
 *
 * They act with the session on the customer's behalf: the S3 secret is shown once and never lives in the browser.
 */
import { z } from 'zod'
import { API_PREFIX, apiErrorFromBody, CORRELATION_HEADER, type ApiRequest } from '@cirrus/domain'
import type { UploadRequest } from './upload'

/** One object of a bucket. */
export const BucketObjectSchema = z.object({
  key: z.string(),
  size_bytes: z.number().int().nonnegative(),
  last_modified: z.string().nullable(),
  etag: z.string().nullable().optional(),
})
/** One object of a bucket. */
export type BucketObject = z.infer<typeof BucketObjectSchema>

/** One page of a folder's listing: its sub-folders (prefixes) and objects. */
export const BucketObjectListSchema = z.object({
  prefixes: z.array(z.string()),
  objects: z.array(BucketObjectSchema),
  next_continuation_token: z.string().nullable(),
})
/** One page of a folder's listing. */
export type BucketObjectList = z.infer<typeof BucketObjectListSchema>

/** What a listing asks for. */
export type ObjectListQuery = { prefix?: string; delimiter?: string; continuationToken?: string | null }

/** The header every cookie-authenticated unsafe call carries (CONTRACTS, CSRF defence). */
const CONSOLE_HEADERS = { 'X-Cirrus-Client': 'console' }

/** `/v1/storage/bucket/{name}/objects`, each key segment encoded and its slashes kept. */
function objectsPath(name: string, key?: string): string {
  const base = `/${API_PREFIX}/storage/bucket/${encodeURIComponent(name)}/objects`
  return key === undefined ? base : `${base}/${key.split('/').map(encodeURIComponent).join('/')}`
}

/** The delete of one object as an {@link ApiRequest}, for "Show API request" (issue 10). */
export function bucketObjectDeleteRequest(name: string, key: string): ApiRequest {
  return { method: 'DELETE', path: objectsPath(name, key) }
}

async function check(response: Response): Promise<Response> {
  if (response.ok) return response
  const text = await response.text().catch(() => '')
  let body: unknown = text
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined
  } catch {
    // Not JSON: the text is the message.
  }
  throw apiErrorFromBody(response.status, body, response.headers.get(CORRELATION_HEADER), response.statusText)
}

/** The object calls, with an injectable fetch (tests) and server root (the console's own origin). */
export function objectApi(options: { fetch?: typeof fetch; baseUrl?: string } = {}) {
  const call = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  const root = options.baseUrl ?? ''
  return {
    /** Lists one folder of a bucket (delimiter `/` by default). */
    listBucketObjects: async (
      name: string,
      query: ObjectListQuery = {},
      opts: { signal?: AbortSignal } = {},
    ): Promise<BucketObjectList> => {
      const params = new URLSearchParams({ prefix: query.prefix ?? '', delimiter: query.delimiter ?? '/' })
      if (query.continuationToken) params.set('continuation_token', query.continuationToken)
      const response = await check(
        await call(`${root}${objectsPath(name)}?${params.toString()}`, {
          credentials: 'same-origin',
          signal: opts.signal,
        }),
      )
      return BucketObjectListSchema.parse(await response.json())
    },
    /** Deletes one object (204). */
    deleteBucketObject: async (name: string, key: string): Promise<void> => {
      await check(
        await call(`${root}${objectsPath(name, key)}`, {
          method: 'DELETE',
          credentials: 'same-origin',
          headers: CONSOLE_HEADERS,
        }),
      )
    },
    /** Where an object downloads from (a same-origin GET with the session cookie). */
    bucketObjectUrl: (name: string, key: string): string => `${root}${objectsPath(name, key)}`,
    /** The PUT that uploads one object, for the progress-reporting uploader. */
    bucketObjectUploadRequest: (name: string, key: string): UploadRequest => ({
      method: 'PUT',
      url: `${root}${objectsPath(name, key)}`,
      headers: { ...CONSOLE_HEADERS },
    }),
  }
}

/** The object calls of the console. */
export type ObjectApi = ReturnType<typeof objectApi>

const sessionApi = objectApi()

/**
 * The object calls the page uses. At merge this becomes `useServices().client.storage`, whose calls have the
 * same names and shapes.
 */
export function useObjectApi(): ObjectApi {
  return sessionApi
}
