import { breakpointWidths } from '../AppShell/layout'
import type { ColumnHideBreakpoint } from './DataTable.variants'

/** The part of a column that decides whether it may hide. */
type HideableColumn = {
  /** The row's main identifier: it never hides. */
  primary?: boolean
  /** The breakpoint below which the column hides. */
  hideBelow?: ColumnHideBreakpoint
}

/**
 * The breakpoint below which a column hides, or undefined when it always shows. The primary column is the row's
 * identity and its link, so it never hides, whatever its `hideBelow` says.
 */
export function columnHideBelow(column: HideableColumn): ColumnHideBreakpoint | undefined {
  return column.primary ? undefined : column.hideBelow
}

/**
 * Whether any column can hide: only then does the table become a CSS size container (DataTable.module.css),
 * which sizes it to the width it is given rather than to its content.
 */
export function hidesColumns(columns: readonly HideableColumn[]): boolean {
  return columns.some((column) => columnHideBelow(column) !== undefined)
}

/**
 * The container width in px below which a column with this `hideBelow` is hidden: the breakpoint's minimum width
 * (SPEC §2). DataTable.module.css repeats these numbers in its container queries (CSS cannot read them from
 * here); column-visibility.test.ts checks that they agree.
 */
export function hideBelowWidth(breakpoint: ColumnHideBreakpoint): number {
  return breakpointWidths[breakpoint]
}
