/**
 * The DataTable's public types (issue 18): a column, the server paging and the table's props. `DataTable.tsx`
 * re-exports them; the table's hooks (`use-table-query.ts`, `use-table-selection.tsx`) and render pieces
 * (`DataTableParts.tsx`) read them from here.
 */
import type { ReactNode } from 'react'
import type { RenderLink } from '../../utils/render-link'
import type { SortState, SortValue } from './sort-rows'
import type { ColumnAlign, ColumnHideBreakpoint } from './DataTable.variants'
import type { ColumnFilters } from './table-query'
import type { CsvValue } from './csv'
import type { PageInfo } from './paging'

type ColumnSort<T> =
  | {
      /** The header becomes a button that sorts by `sortValue` (asc → desc → none). */
      sortable: true
      /** What to sort by: a number, a Date, text… Rows where it is null or empty go last. */
      sortValue: (row: T) => SortValue
    }
  | { sortable?: false; sortValue?: never }

/** One column of a DataTable. */
export type DataTableColumn<T> = {
  /** Stable id; the sort state refers to it. */
  id: string
  /** The header text (also the sort button's name). */
  header: string
  /** Renders the cell for a row. */
  cell: (row: T) => ReactNode
  /** Right-aligned, in tabular figures, never wrapped: prices, sizes, counts (STYLE.md "Look and feel"). */
  numeric?: boolean
  /** Alignment of header and cells. @default 'right' for numeric columns, else 'left' */
  align?: ColumnAlign
  /**
   * The row's main identifier (name, IP): rendered as the row header cell and, with `getRowHref`, as the link
   * to the row's page.
   */
  primary?: boolean
  /**
   * Keep the cell on one line and cut long text with an ellipsis, instead of wrapping. The column gets the
   * width the others leave (at least 8rem); give it a `width` to fix it.
   */
  truncate?: boolean
  /** Column width (CSS length or px). Needed for stable columns in very long, virtualised tables. */
  width?: string | number
  /**
   * Hide this secondary column — header, cells and sort button, for assistive technology too — when the table's
   * box is narrower than this breakpoint (SPEC §2 "Layout behaviour": md 1024, sm 768, xs 520 px). It answers
   * to the width the table is given, not the window's (a CSS container query), so it works alike in a narrow
   * sidebar, a half-width card and on a phone. Ignored on the primary column, which always shows; columns
   * without it always show. A table with such a column takes the full width of its box rather than its
   * content's width.
   */
  hideBelow?: ColumnHideBreakpoint
  /**
   * The cell's plain value, what the quick search, the column's filter and the CSV export read. @default the
   * column's `sortValue`, else the cell when it is text or a number
   */
  value?: (row: T) => CsvValue
  /** Give the header a filter button: the column's own text filter (ADMIN-NOTES, shared table behaviour). */
  filterable?: boolean
  /** With a column chooser (`columnChooserKey`), start hidden until the user shows it. Not for the primary column. */
  defaultHidden?: boolean
} & ColumnSort<T>

/**
 * Server-side paging: `rows` is the current page, already searched, filtered and sorted by the server from the
 * controlled `search`, `filters` and `sort`; the footer pages through `total` rows.
 */
export type DataTablePaging = PageInfo & {
  /** Called with the page (1-based) the user moves to. */
  onPageChange: (page: number) => void
  /**
   * With a selection: "Select all {total} matching" calls it, and the app selects every matching row on the server
   * (fetching their ids). Without it a paged table offers no such button: the rows in the browser are one page.
   */
  onSelectAllMatching?: () => void
}

export type DataTableProps<T> = {
  /** The table's accessible name, put on the `<table>` element itself (e.g. "Virtual machines"). */
  label: string
  /** The columns, in display order. */
  columns: readonly DataTableColumn<T>[]
  /** The rows. Sorting and view-all work on the whole list. */
  rows: readonly T[]
  /** A stable key for a row (its id or uuid). */
  getRowId: (row: T) => string
  /** Where a row's primary cell links to. Without it the primary cell is plain text. */
  getRowHref?: (row: T) => string
  /** Renders the primary cell's link; pass one that returns the router's `<Link>`. @default a plain `<a>` */
  renderLink?: RenderLink
  /**
   * Makes the whole row clickable (a click anywhere but on a link or button). Keyboard users use the primary
   * cell's link, so give `getRowHref` too.
   */
  onRowClick?: (row: T) => void
  /** The sort when the app controls it; `null` for none. */
  sort?: SortState | null
  /** The starting sort when the table keeps it itself. @default null */
  defaultSort?: SortState | null
  /** Called with the new sort after a header click. */
  onSortChange?: (sort: SortState | null) => void
  /** Shows skeleton rows instead of the rows. @default false */
  loading?: boolean
  /** How many skeleton rows to show while loading. @default 5 */
  loadingRowCount?: number
  /** A load error: shown instead of the rows. */
  error?: ReactNode
  /** Given with `error`, a "Retry" button calls it. */
  onRetry?: () => void
  /** What an empty table says. @default 'Nothing here yet' */
  emptyMessage?: ReactNode
  /** What to do next when empty, e.g. the create button (STYLE.md: every empty screen says what to do next). */
  emptyAction?: ReactNode
  /** Show the first 10 rows and a "View all" button for the rest (SPEC §9). @default false */
  viewAll?: boolean
  /**
   * Bound the table's height and scroll inside it, with the header sticking to its top. Without it the header
   * sticks to the top of the page's scroll area. Virtualised tables always scroll inside. @default 600 when virtualised
   */
  maxHeight?: number | string
  /** Past this many rows the body is virtualised (only the rows in view are in the DOM). @default 200 */
  virtualizeThreshold?: number
  /**
   * Opens a row (its resource's page): a click anywhere on the row but a link or button, or Enter on the focused
   * row — rows become focusable. Unlike `onRowClick` it works from the keyboard without a link.
   */
  onRowOpen?: (row: T) => void
  /** Show a quick search box that matches across every column (each column's `value`). @default false */
  searchable?: boolean
  /** The search text when the app controls it (always, with `paging`). */
  search?: string
  /** Called with the new search text as the user types. */
  onSearchChange?: (search: string) => void
  /** The column filters when the app controls them (always, with `paging`): column id → text. */
  filters?: ColumnFilters
  /** Called with every column filter after one changes. */
  onFiltersChange?: (filters: ColumnFilters) => void
  /**
   * Show a "Columns" menu to show and hide columns, remembered by the browser (`localStorage`) under this key,
   * e.g. `"cirrus.admin.virtual-machines.columns"`. Columns with `defaultHidden` start hidden.
   */
  columnChooserKey?: string
  /** Show an "Export CSV" button that downloads the FULL data set (every row, every column) under this file name. */
  csvFileName?: string
  /**
   * With `paging`, fetches every row for the CSV export (the table only holds one page). Without it the export
   * writes `rows`, unfiltered.
   */
  fetchAllRows?: () => Promise<readonly T[]>
  /** Hands the CSV text over; @default downloads it as `csvFileName` */
  saveCsv?: (fileName: string, csv: string) => void
  /** Server-side paging for large sets (see {@link DataTablePaging}). Without it everything happens in the browser. */
  paging?: DataTablePaging
  /** What a table says when rows exist but none matches the search or filters. @default 'Nothing matches the search or filters.' */
  noMatchesMessage?: ReactNode
  /**
   * Row selection for bulk actions (issue 18): the ids of the selected rows. With `onSelectionChange`, a checkbox
   * column comes first (shift-click selects a range), the header checkbox selects the rows on screen, and a bar
   * says how many are selected, offers to select every row matching the search and filters, and holds
   * `selectionActions`.
   */
  selection?: ReadonlySet<string>
  /** Called with the new selection. */
  onSelectionChange?: (selection: Set<string>) => void
  /** The accessible name of a row's checkbox. @default () => 'Select row' */
  selectRowLabel?: (row: T) => string
  /** The header checkbox's accessible name. @default 'Select all rows on this page' */
  selectAllLabel?: string
  /** The text of the button that selects every matching row, for their count. @default (n) => `Select all ${n} matching` */
  selectAllMatchingLabel?: (count: number) => string
  /** The selection bar's count text. @default (n) => `${n} selected` */
  selectedCountLabel?: (count: number) => string
  /** The selection bar's clear button. @default 'Clear selection' */
  clearSelectionLabel?: string
  /** The bulk actions shown in the selection bar while rows are selected (e.g. Start, Stop, Delete buttons). */
  selectionActions?: ReactNode
}
