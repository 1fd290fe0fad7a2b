/** Paths of the storage section (SPEC §2), built in one place so links and redirects agree. */

/** The storage section's overview: every bucket. */
export const STORAGE_PATH = '/storage'

/** The bucket create page. */
export const BUCKET_CREATE_PATH = '/storage/create'

/** A bucket's page: `/storage/bucket/{storageName}/` (SPEC §2, with its trailing slash). */
export function bucketPath(name: string): string {
  return `/storage/bucket/${encodeURIComponent(name)}/`
}

/** The bucket whose page a path is, or undefined (the sidebar marks it current). */
export function bucketOfPath(pathname: string): string | undefined {
  const match = /^\/storage\/bucket\/([^/]+)/.exec(pathname)
  return match ? decodeURIComponent(match[1] ?? '') : undefined
}
