/**
 * The object browser's folders: S3 has only keys, and a prefix ending in `/` listed with the delimiter `/` is
 * shown as a folder (issue 10 "list with prefixes as folders").
 */

/** The folder delimiter of the object browser. */
export const DELIMITER = '/'

/** One step of the breadcrumbs: its label and the prefix it opens ('' is the bucket's top). */
export type Crumb = { label: string; prefix: string }

/** The breadcrumbs of a prefix: the bucket, then each folder down to the current one. */
export function breadcrumbs(bucketName: string, prefix: string): Crumb[] {
  const crumbs: Crumb[] = [{ label: bucketName, prefix: '' }]
  let path = ''
  for (const part of prefix.split(DELIMITER).filter(Boolean)) {
    path += `${part}${DELIMITER}`
    crumbs.push({ label: part, prefix: path })
  }
  return crumbs
}

/** What a key or folder is called inside the current prefix: `photos/2026/a.jpg` in `photos/` → `2026/a.jpg`. */
export function entryName(keyOrPrefix: string, prefix: string): string {
  const rest = keyOrPrefix.startsWith(prefix) ? keyOrPrefix.slice(prefix.length) : keyOrPrefix
  return rest.endsWith(DELIMITER) ? rest.slice(0, -1) : rest
}

/** The key a file uploaded into a folder gets: the folder's prefix and the file's name. */
export function uploadKey(prefix: string, fileName: string): string {
  return `${prefix}${fileName}`
}

/** A key's last segment, the name a download is saved as. */
export function fileNameOf(key: string): string {
  return key.split(DELIMITER).filter(Boolean).at(-1) ?? key
}
