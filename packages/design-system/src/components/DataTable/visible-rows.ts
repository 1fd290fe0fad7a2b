/** Tables with a view-all button show 10 rows first (SPEC §9). */
export const VIEW_ALL_INITIAL_ROWS = 10

/** Past this many rendered rows the body is virtualised so 5,000 rows stay smooth. */
export const VIRTUALIZE_THRESHOLD = 200

/** The rows to render and how many a "View all" button would reveal. */
export type VisibleRows<T> = { rows: readonly T[]; hiddenCount: number }

/**
 * The rows a table shows. With view-all on and not yet expanded, only the first `limit` (10, SPEC §9); the rest
 * are counted so the button can say how many it reveals. Otherwise every row.
 */
export function visibleRows<T>(
  rows: readonly T[],
  {
    viewAll,
    expanded,
    limit = VIEW_ALL_INITIAL_ROWS,
  }: { viewAll: boolean; expanded: boolean; limit?: number },
): VisibleRows<T> {
  if (!viewAll || expanded || rows.length <= limit) return { rows, hiddenCount: 0 }
  return { rows: rows.slice(0, Math.max(0, limit)), hiddenCount: rows.length - Math.max(0, limit) }
}

/** Whether a body of `count` rows is virtualised. */
export function shouldVirtualize(count: number, threshold: number = VIRTUALIZE_THRESHOLD): boolean {
  return count > threshold
}

/** A body row's `aria-rowindex`: 1-based, and the header row is row 1. */
export function ariaRowIndex(bodyIndex: number): number {
  return bodyIndex + 2
}
