/** Where the S3 endpoint lives and which requests carry a raw object body (app.ts reads no such body). */

/** The path prefix of the S3 endpoint on the platform's own port (path-style: `/s3/<bucket>/<key>`). */
export const S3_PREFIX = '/s3'

/** True for requests of the S3 endpoint. */
export const isS3Path = (path: string) => path === S3_PREFIX || path.startsWith(`${S3_PREFIX}/`)

/**
 * True for the console's object upload (`PUT /v1[/<slug>]/storage/bucket/{name}/objects/{key…}`): its body is the
 * object, streamed to a file by the route, so the input middleware must not read it.
 */
export const isRawObjectUpload = (method: string, path: string) =>
  method === 'PUT' && /^\/v1\/(?:[^/]+\/)?storage\/bucket\/[^/]+\/objects\/./.test(path)
