/** Paging, sorting and column filters shared by the admin lists (store/admin/). */
import { asc, desc, ilike, type AnyColumn, type SQL } from 'drizzle-orm'

/** A page of rows and how many match in all. */
export type Page<T> = { total: number; items: T[] }

/** Offset paging and an optional sort (a list's column key, creation time by default), as the admin lists send them. */
export type PageQuery = { offset: number; limit: number; sortDesc?: boolean; sortBy?: string }

/** The ORDER BY of a page: the chosen column (creation time when none or unknown), then `tieBreak` newest first. */
export function orderOf(page: PageQuery, columns: Record<string, SQL | AnyColumn>, tieBreak: AnyColumn) {
  const column = columns[page.sortBy ?? 'created'] ?? columns.created!
  return [page.sortDesc === false ? asc(column) : desc(column), desc(tieBreak)] as const
}

/** A column filter: the column contains the text (case-insensitive); none when blank. */
export const has = (column: SQL | AnyColumn, text: string | undefined) =>
  blank(text) ? undefined : ilike(column, contains(text.trim()))

/** `%text%` for ILIKE, with the pattern characters of the search escaped. */
export function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

export const blank = (text: string | undefined): text is undefined => text === undefined || text.trim() === ''
