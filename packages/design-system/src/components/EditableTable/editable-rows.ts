/**
 * The pure part of an editable table: row list operations and which cell errors show. A cell's error shows once
 * the cell has been left (touched) or the form was submitted, like a form field in "on touched" mode.
 */

/** The key of one cell in the touched set: `${rowIndex}:${columnKey}`. */
export function cellKey(rowIndex: number, columnKey: string): string {
  return `${rowIndex}:${columnKey}`
}

/** The rows with row `index` replaced by `row`. */
export function replaceRow<Row>(rows: readonly Row[], index: number, row: Row): Row[] {
  return rows.map((r, i) => (i === index ? row : r))
}

/** The rows without row `index`. */
export function removeRow<Row>(rows: readonly Row[], index: number): Row[] {
  return rows.filter((_, i) => i !== index)
}

/**
 * The touched cells after row `index` is removed: its cells go, the cells of the rows below move up one, so an
 * error stays beside the row it belongs to.
 */
export function touchedAfterRemove(touched: ReadonlySet<string>, index: number): Set<string> {
  const next = new Set<string>()
  for (const key of touched) {
    const [row, ...rest] = key.split(':')
    const n = Number(row)
    if (n === index) continue
    next.add(cellKey(n > index ? n - 1 : n, rest.join(':')))
  }
  return next
}

/** Whether a cell's error shows: it has one, and the cell was left or every error is to show. */
export function shownError<E>(
  error: E | undefined,
  touched: ReadonlySet<string>,
  rowIndex: number,
  columnKey: string,
  showAll: boolean,
): E | undefined {
  if (error === undefined || error === null || error === '') return undefined
  return showAll || touched.has(cellKey(rowIndex, columnKey)) ? error : undefined
}
