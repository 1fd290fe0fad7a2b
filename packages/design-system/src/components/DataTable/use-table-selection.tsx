/**
 * The DataTable's row selection (issue 18 "Bulk actions"): the checkbox column a selectable table adds first
 * (shift-click selects a range from the last clicked row), the header checkbox over the rows on screen, and the
 * ids of every matching row for "Select all matching". The rules are the pure `selection.ts`.
 */
import { useRef, type MouseEvent } from 'react'
import { Checkbox } from '@radix-ui/themes'
import { clickHeaderSelection, clickRowSelection, headerSelectionState } from './selection'
import type { DataTableColumn, DataTableProps } from './data-table-types'

/** The id of the checkbox column a selectable table adds first. */
export const SELECT_COLUMN = '__select'
const EMPTY_SELECTION: ReadonlySet<string> = new Set()

/** What {@link useTableSelection} reads: the table's selection props, the rows on screen and the matching ones. */
export type TableSelectionInput<T> = Pick<
  DataTableProps<T>,
  'getRowId' | 'selection' | 'onSelectionChange'
> & {
  selectRowLabel: (row: T) => string
  selectAllLabel: string
  /** The rows on screen, in order (a shift-click range runs over them). */
  shownRows: readonly T[]
  /** Every row the search and filters leave, in order. */
  matchingRows: readonly T[]
}

/** The selection's state, its checkbox column and header checkbox. */
export function useTableSelection<T>({
  getRowId,
  selection,
  onSelectionChange,
  selectRowLabel,
  selectAllLabel,
  shownRows,
  matchingRows,
}: TableSelectionInput<T>) {
  const selecting = onSelectionChange !== undefined
  const selected = selection ?? EMPTY_SELECTION
  const anchor = useRef<string | null>(null)
  const shownIds = shownRows.map(getRowId)
  const matchingIds = matchingRows.map(getRowId)
  const selectColumn: DataTableColumn<T> = {
    id: SELECT_COLUMN,
    header: selectAllLabel,
    width: 40,
    cell: (row) => {
      const id = getRowId(row)
      return (
        <Checkbox
          checked={selected.has(id)}
          aria-label={selectRowLabel(row)}
          onClick={(event: MouseEvent) => {
            event.stopPropagation()
            event.preventDefault()
            const next = clickRowSelection(selected, shownIds, id, {
              shift: event.shiftKey,
              anchor: anchor.current,
            })
            anchor.current = next.anchor
            onSelectionChange?.(next.selection)
          }}
        />
      )
    },
  }
  const headerCheckbox = (
    <Checkbox
      checked={headerSelectionState(selected, shownIds)}
      aria-label={selectAllLabel}
      disabled={shownIds.length === 0}
      onClick={(event: MouseEvent) => {
        event.preventDefault()
        onSelectionChange?.(clickHeaderSelection(selected, shownIds))
      }}
    />
  )
  return {
    /** Whether the table selects (it has `onSelectionChange`). */
    selecting,
    /** The selected ids (none when the app passes no selection). */
    selected,
    /** The ids of every matching row. */
    matchingIds,
    /** The checkbox column, shown first while selecting. */
    selectColumn,
    /** The header cell's checkbox: selects or clears the rows on screen. */
    headerCheckbox,
    /** Replaces the selection. */
    select: (ids: Iterable<string>) => onSelectionChange?.(new Set(ids)),
  }
}
