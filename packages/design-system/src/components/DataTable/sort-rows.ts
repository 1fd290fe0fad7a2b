import type { SortDirection } from './DataTable.variants'

/** What a column's sort accessor returns. Return a Date (not a formatted string) for dates. */
export type SortValue = string | number | bigint | boolean | Date | null | undefined

/** The table's sort: a column and a direction. `null` means the rows' own order. */
export type SortState = { columnId: string; direction: SortDirection }

// en-GB is the console's locale (SPEC §9). Numeric collation puts "vm-2" before "vm-10"; base sensitivity
// ignores case and accents, so "Émile" sorts with "emile" and ties keep their original order.
const collator = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' })

/** True for values that have nothing to sort by: they always go last, whatever the direction. */
export function isMissingSortValue(value: SortValue): value is null | undefined | '' {
  if (value === null || value === undefined || value === '') return true
  if (typeof value === 'number') return Number.isNaN(value)
  if (value instanceof Date) return Number.isNaN(value.getTime())
  return false
}

// Values of different kinds (a bad accessor) still sort deterministically: numbers, dates, text, booleans.
function kindRank(value: Exclude<SortValue, null | undefined>): number {
  if (typeof value === 'number' || typeof value === 'bigint') return 0
  if (value instanceof Date) return 1
  if (typeof value === 'string') return 2
  return 3
}

/** Compares two present sort values in ascending order: numbers by value, dates by time, text with en-GB collation. */
export function compareSortValues(
  a: Exclude<SortValue, null | undefined>,
  b: Exclude<SortValue, null | undefined>,
): number {
  const rank = kindRank(a) - kindRank(b)
  if (rank !== 0) return rank
  if ((typeof a === 'number' || typeof a === 'bigint') && (typeof b === 'number' || typeof b === 'bigint')) {
    return a < b ? -1 : a > b ? 1 : 0
  }
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime()
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b)
  return Number(a) - Number(b)
}

/**
 * The rows sorted by an accessor, as a new array. Stable (equal values keep their order, in both directions),
 * and rows without a value (null, undefined, '', NaN, an invalid date) always come last.
 */
export function sortRows<T>(rows: readonly T[], value: (row: T) => SortValue, direction: SortDirection): T[] {
  const sign = direction === 'asc' ? 1 : -1
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      const aMissing = isMissingSortValue(a.key)
      const bMissing = isMissingSortValue(b.key)
      if (aMissing || bMissing) return aMissing === bMissing ? a.index - b.index : aMissing ? 1 : -1
      return sign * compareSortValues(a.key!, b.key!) || a.index - b.index
    })
    .map((entry) => entry.row)
}

/** The sort after a click on a column's header: ascending, then descending, then none; another column starts ascending. */
export function nextSort(current: SortState | null, columnId: string): SortState | null {
  if (!current || current.columnId !== columnId) return { columnId, direction: 'asc' }
  return current.direction === 'asc' ? { columnId, direction: 'desc' } : null
}

/** The header's `aria-sort`: set only on the sorted column (WAI-ARIA sortable table). */
export function ariaSortFor(
  current: SortState | null,
  columnId: string,
): 'ascending' | 'descending' | undefined {
  if (!current || current.columnId !== columnId) return undefined
  return current.direction === 'asc' ? 'ascending' : 'descending'
}
