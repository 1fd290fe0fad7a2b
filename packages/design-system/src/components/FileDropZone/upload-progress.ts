/** Pure helpers of the file drop zone: sizes for people, the progress of one upload, and dropped files. */

/** One file's upload as the drop zone shows it. */
export type FileUpload = {
  /** Unique while the list lives (e.g. the object key plus a counter). */
  id: string
  /** The file's name, shown as the row's label. */
  name: string
  /** Bytes sent so far. */
  loaded: number
  /** Bytes in all; 0 when unknown. */
  total: number
  /** Where it stands. */
  status: FileUploadStatus
  /** Why it failed, for `failed`. */
  error?: string
}

/** The states of one upload. */
export const fileUploadStatuses = ['uploading', 'done', 'failed'] as const
/** A state of one upload. */
export type FileUploadStatus = (typeof fileUploadStatuses)[number]

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const

/**
 * A byte count for people, in binary units written the way the console writes GB elsewhere: `0 B`, `512 B`,
 * `1.5 KB`, `12 MB`, `1.25 GB` (1 KB = 1024 B; at most three significant digits, en-GB).
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B'
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  const digits = unit === 0 || value >= 100 ? 0 : value >= 10 ? 1 : 2
  const text = new Intl.NumberFormat('en-GB', { maximumFractionDigits: digits }).format(value)
  return `${text} ${UNITS[unit]}`
}

/** The percentage (0–100, whole) of an upload: 100 once done, 0 while the total is unknown. */
export function uploadPercent(upload: Pick<FileUpload, 'loaded' | 'total' | 'status'>): number {
  if (upload.status === 'done') return 100
  if (upload.total <= 0) return 0
  return Math.min(100, Math.max(0, Math.floor((upload.loaded / upload.total) * 100)))
}

/** What a row says beside the bar: `3 MB of 12 MB`, `12 MB`, or the failure. */
export function uploadStatusText(upload: FileUpload): string {
  if (upload.status === 'failed') return upload.error ? `Failed: ${upload.error}` : 'Failed'
  if (upload.status === 'done') return `Uploaded · ${formatBytes(upload.total)}`
  return `${formatBytes(upload.loaded)} of ${formatBytes(upload.total)}`
}

/**
 * The files of a drop, folders left out: a dropped folder shows up in `files` as an unreadable entry, which its
 * item's file-system entry names as a directory.
 */
export function droppedFiles(transfer: Pick<DataTransfer, 'files' | 'items'> | null): File[] {
  if (!transfer) return []
  const files = Array.from(transfer.files ?? [])
  const items = Array.from(transfer.items ?? []).filter((item) => item.kind === 'file')
  if (items.length !== files.length) return files
  return files.filter((_, i) => !items[i]?.webkitGetAsEntry?.()?.isDirectory)
}
