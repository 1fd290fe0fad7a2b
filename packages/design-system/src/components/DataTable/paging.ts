/** Server-side paging of a DataTable: what the footer says and which buttons work. Pages are 1-based. */
export type PageInfo = { page: number; pageSize: number; total: number }

/** The number of pages (at least 1, so an empty table is "page 1 of 1"). */
export function pageCount({ pageSize, total }: Pick<PageInfo, 'pageSize' | 'total'>): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)))
}

/** A page number kept within 1…pageCount. */
export function clampPage(page: number, info: Pick<PageInfo, 'pageSize' | 'total'>): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), pageCount(info))
}

const count = new Intl.NumberFormat('en-GB')

/** The footer's range text, e.g. "51–100 of 10,000" (or "0 of 0" when empty). */
export function pageRangeText({ page, pageSize, total }: PageInfo): string {
  if (total <= 0) return '0 of 0'
  const first = (clampPage(page, { pageSize, total }) - 1) * pageSize + 1
  const last = Math.min(total, first + pageSize - 1)
  return `${count.format(first)}–${count.format(last)} of ${count.format(total)}`
}
