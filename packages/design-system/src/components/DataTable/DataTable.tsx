import { useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { Button, Checkbox, Flex, Skeleton, Table, Text, VisuallyHidden } from '@radix-ui/themes'
import { ArrowDownIcon, ArrowUpIcon, CaretSortIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons'
import { useVirtualizer } from '@tanstack/react-virtual'
import { defaultRenderLink, type RenderLink } from '../../utils/render-link'
import { ariaSortFor, nextSort, sortRows, type SortState, type SortValue } from './sort-rows'
import {
  ariaRowIndex,
  shouldVirtualize,
  visibleRows,
  VIEW_ALL_INITIAL_ROWS,
  VIRTUALIZE_THRESHOLD,
} from './visible-rows'
import { useHorizontalOverflow } from './use-horizontal-overflow'
import { columnHideBelow, hidesColumns } from './column-visibility'
import type { ColumnAlign, ColumnHideBreakpoint } from './DataTable.variants'
import { queryRows, type ColumnFilters } from './table-query'
import { shownColumnIds } from './column-chooser'
import type { CsvValue } from './csv'
import type { PageInfo } from './paging'
import {
  ColumnChooser,
  ColumnFilterButton,
  ExportCsvButton,
  PageFooter,
  SearchBox,
  useColumnChoice,
  columnText,
} from './DataTableTools'
import { clickHeaderSelection, clickRowSelection, headerSelectionState } from './selection'
import styles from './DataTable.module.css'

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

const countFormat = new Intl.NumberFormat('en-GB')

/** The id of the checkbox column a selectable table adds first. */
const SELECT_COLUMN = '__select'
const EMPTY_SELECTION: ReadonlySet<string> = new Set()

const skeletonWidths = ['72%', '48%', '86%', '60%', '40%']

/**
 * A list of resources as a real `<table>` (STYLE.md "Look and feel"): sortable columns (`aria-sort`), the main
 * identifier as a link, numbers right-aligned in tabular figures, a sticky header, loading, empty and error
 * states, an optional "View all" button after 10 rows (SPEC §9), and virtualised rows past 200 so 5,000 rows stay
 * smooth — still a table, with `aria-rowcount` and `aria-rowindex` telling assistive technology the full size.
 */
export function DataTable<T>({
  label,
  columns: allColumns,
  rows: allRows,
  getRowId,
  getRowHref,
  renderLink = defaultRenderLink,
  onRowClick,
  sort,
  defaultSort = null,
  onSortChange,
  loading = false,
  loadingRowCount = 5,
  error,
  onRetry,
  emptyMessage = 'Nothing here yet',
  emptyAction,
  viewAll = false,
  maxHeight,
  virtualizeThreshold = VIRTUALIZE_THRESHOLD,
  onRowOpen,
  searchable = false,
  search,
  onSearchChange,
  filters,
  onFiltersChange,
  columnChooserKey,
  csvFileName,
  fetchAllRows,
  saveCsv,
  paging,
  noMatchesMessage = 'Nothing matches the search or filters.',
  selection,
  onSelectionChange,
  selectRowLabel = () => 'Select row',
  selectAllLabel = 'Select all rows on this page',
  selectAllMatchingLabel = (n) => `Select all ${countFormat.format(n)} matching`,
  selectedCountLabel = (n) => `${countFormat.format(n)} selected`,
  clearSelectionLabel = 'Clear selection',
  selectionActions,
}: DataTableProps<T>) {
  const [ownSort, setOwnSort] = useState<SortState | null>(defaultSort)
  const activeSort = sort === undefined ? ownSort : sort
  const [ownSearch, setOwnSearch] = useState('')
  const activeSearch = search ?? ownSearch
  const [ownFilters, setOwnFilters] = useState<ColumnFilters>({})
  const activeFilters = filters ?? ownFilters
  const [choice, setChoice] = useColumnChoice(columnChooserKey)
  const columns = useMemo(() => {
    if (!columnChooserKey) return allColumns
    const shown = shownColumnIds(allColumns, choice)
    return allColumns.filter((c) => shown.has(c.id))
  }, [allColumns, choice, columnChooserKey])
  // On the server's side with paging; here otherwise, over every column (hidden ones too: the data set is whole).
  const rows = useMemo(
    () =>
      paging
        ? allRows
        : queryRows(
            allRows,
            allColumns.map((c) => ({ id: c.id, text: (row: T) => columnText(c, row) })),
            { search: activeSearch, filters: activeFilters },
          ),
    [allRows, allColumns, activeSearch, activeFilters, paging],
  )
  const changeSearch = (next: string) => {
    if (search === undefined) setOwnSearch(next)
    onSearchChange?.(next)
  }
  const changeFilter = (columnId: string, text: string) => {
    const next = { ...activeFilters, [columnId]: text }
    if (!text) delete next[columnId]
    if (filters === undefined) setOwnFilters(next)
    onFiltersChange?.(next)
  }
  const querying =
    activeSearch.trim() !== '' || Object.values(activeFilters).some((text) => text.trim() !== '')
  const hasTools = searchable || columnChooserKey !== undefined || csvFileName !== undefined
  const [expanded, setExpanded] = useState(false)
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null)
  const statusId = useId()

  const sorted = useMemo(() => {
    const column = activeSort && columns.find((c) => c.id === activeSort.columnId)
    if (paging || !activeSort || !column?.sortValue) return rows
    return sortRows(rows, column.sortValue, activeSort.direction)
  }, [rows, columns, activeSort, paging])

  const shown = visibleRows(sorted, { viewAll, expanded, limit: VIEW_ALL_INITIAL_ROWS })
  const selecting = onSelectionChange !== undefined
  const selected = selection ?? EMPTY_SELECTION
  const anchor = useRef<string | null>(null)
  const shownIds = shown.rows.map(getRowId)
  const matchingIds = sorted.map(getRowId)
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
  const shownColumns = selecting ? [selectColumn, ...columns] : columns
  const state = loading
    ? 'loading'
    : error !== undefined && error !== null
      ? 'error'
      : rows.length
        ? 'rows'
        : querying
          ? 'no-matches'
          : 'empty'
  const virtual = state === 'rows' && shouldVirtualize(shown.rows.length, virtualizeThreshold)
  const boundedHeight = maxHeight ?? (virtual ? 600 : undefined)
  // Unbounded tables leave scrolling to the page so the header can stick to it; only a table too wide for its
  // box scrolls sideways by itself (a sticky header needs an ancestor that does not scroll).
  const overflowsX = useHorizontalOverflow(scroller)
  const scrolls = boundedHeight !== undefined || overflowsX

  const onHeaderClick = (columnId: string) => {
    const next = nextSort(activeSort, columnId)
    if (sort === undefined) setOwnSort(next)
    onSortChange?.(next)
  }

  const renderRow = (row: T, index: number, measure?: (el: HTMLTableRowElement | null) => void) => (
    <Table.Row
      key={getRowId(row)}
      ref={measure}
      data-index={measure ? index : undefined}
      aria-rowindex={virtual ? ariaRowIndex(index) : undefined}
      className={onRowClick || onRowOpen ? styles.clickableRow : undefined}
      tabIndex={onRowOpen ? 0 : undefined}
      onClick={
        onRowClick || onRowOpen
          ? (event: MouseEvent) =>
              clickRow(event, () => {
                onRowClick?.(row)
                onRowOpen?.(row)
              })
          : undefined
      }
      onKeyDown={onRowOpen ? (event: KeyboardEvent) => keyOpen(event, () => onRowOpen(row)) : undefined}
    >
      {shownColumns.map((column) => {
        const content = column.cell(row)
        const href = column.primary ? getRowHref?.(row) : undefined
        const inner = href ? renderLink({ href, className: styles.rowLink, children: content }) : content
        const Cell = column.primary ? Table.RowHeaderCell : Table.Cell
        return (
          <Cell key={column.id} {...cellProps(column)}>
            {column.truncate ? <span className={styles.truncate}>{inner}</span> : inner}
          </Cell>
        )
      })}
    </Table.Row>
  )

  const fullRow = (content: ReactNode) => (
    <Table.Row>
      <Table.Cell colSpan={shownColumns.length} className={styles.messageCell}>
        {content}
      </Table.Cell>
    </Table.Row>
  )

  return (
    // The frame is the container the columns' `hideBelow` queries: the width the table is given, border aside.
    <div className={styles.frame} data-hides-columns={hidesColumns(columns) ? '' : undefined}>
      {hasTools && (
        <Flex align="center" justify="between" gap="2" wrap="wrap" className={styles.toolbar}>
          {searchable ? <SearchBox label={label} value={activeSearch} onChange={changeSearch} /> : <span />}
          <Flex align="center" gap="2" wrap="wrap">
            {!paging && rows.length !== allRows.length && (
              <Text size="1" color="gray" role="status">
                {countFormat.format(rows.length)} of {countFormat.format(allRows.length)} match
              </Text>
            )}
            {columnChooserKey && <ColumnChooser columns={allColumns} choice={choice} onChange={setChoice} />}
            {csvFileName && (
              <ExportCsvButton
                columns={allColumns}
                fileName={csvFileName}
                fetchRows={fetchAllRows ?? (async () => allRows)}
                save={saveCsv}
              />
            )}
          </Flex>
        </Flex>
      )}
      {selecting && selected.size > 0 && (
        <Flex
          align="center"
          gap="3"
          wrap="wrap"
          className={styles.toolbar}
          role="group"
          aria-label={selectedCountLabel(selected.size)}
        >
          <Text size="2" weight="medium">
            {selectedCountLabel(selected.size)}
          </Text>
          {paging
            ? paging.onSelectAllMatching &&
              paging.total > selected.size && (
                <Button size="1" variant="ghost" onClick={paging.onSelectAllMatching}>
                  {selectAllMatchingLabel(paging.total)}
                </Button>
              )
            : matchingIds.length > selected.size && (
                <Button size="1" variant="ghost" onClick={() => onSelectionChange?.(new Set(matchingIds))}>
                  {selectAllMatchingLabel(matchingIds.length)}
                </Button>
              )}
          <Button size="1" variant="ghost" color="gray" onClick={() => onSelectionChange?.(new Set())}>
            {clearSelectionLabel}
          </Button>
          {selectionActions !== undefined && (
            <Flex gap="2" wrap="wrap" ml="auto">
              {selectionActions}
            </Flex>
          )}
        </Flex>
      )}
      <div className={styles.root}>
        <div
          ref={setScroller}
          className={styles.scroller}
          data-bounded={boundedHeight !== undefined ? '' : undefined}
          data-overflow-x={overflowsX ? '' : undefined}
          style={boundedHeight !== undefined ? { maxHeight: boundedHeight } : undefined}
          // A scrolling box must be reachable by keyboard to scroll it (WCAG 2.1.1); it is named after the table.
          {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
        >
          <table
            className={styles.table}
            data-layout={virtual ? 'fixed' : undefined}
            aria-label={label}
            aria-rowcount={virtual ? shown.rows.length + 1 : undefined}
            aria-busy={loading || undefined}
            aria-describedby={loading ? statusId : undefined}
          >
            <Table.Header>
              <Table.Row aria-rowindex={virtual ? 1 : undefined}>
                {shownColumns.map((column) => (
                  <Table.ColumnHeaderCell
                    key={column.id}
                    {...cellProps(column)}
                    style={column.width !== undefined ? { width: column.width } : undefined}
                    aria-sort={column.sortable ? ariaSortFor(activeSort, column.id) : undefined}
                  >
                    {column.id === SELECT_COLUMN ? (
                      <Checkbox
                        checked={headerSelectionState(selected, shownIds)}
                        aria-label={selectAllLabel}
                        disabled={shownIds.length === 0}
                        onClick={(event: MouseEvent) => {
                          event.preventDefault()
                          onSelectionChange?.(clickHeaderSelection(selected, shownIds))
                        }}
                      />
                    ) : column.sortable ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={() => onHeaderClick(column.id)}
                      >
                        {column.header}
                        <SortIcon direction={ariaSortFor(activeSort, column.id)} />
                      </button>
                    ) : (
                      <span className={styles.headerText}>{column.header}</span>
                    )}
                    {column.filterable && (
                      <ColumnFilterButton
                        header={column.header}
                        value={activeFilters[column.id] ?? ''}
                        onChange={(text) => changeFilter(column.id, text)}
                      />
                    )}
                  </Table.ColumnHeaderCell>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {state === 'loading' &&
                Array.from({ length: loadingRowCount }, (_, i) => (
                  <Table.Row key={i} aria-hidden="true">
                    {shownColumns.map((column, j) => (
                      <Table.Cell key={column.id} {...cellProps(column)}>
                        <Skeleton
                          height="12px"
                          width={skeletonWidths[(i + j) % skeletonWidths.length]}
                          className={styles.skeleton}
                        />
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              {state === 'error' &&
                fullRow(
                  <Flex direction="column" align="center" gap="3">
                    <Flex align="center" gap="2">
                      <ExclamationTriangleIcon color="var(--red-11)" aria-hidden="true" />
                      <Text size="2" color="red">
                        {error}
                      </Text>
                    </Flex>
                    {onRetry && (
                      <Button size="1" variant="soft" color="gray" highContrast onClick={onRetry}>
                        Retry
                      </Button>
                    )}
                  </Flex>,
                )}
              {state === 'empty' &&
                fullRow(
                  <Flex direction="column" align="center" gap="3">
                    <Text size="2" color="gray">
                      {emptyMessage}
                    </Text>
                    {emptyAction}
                  </Flex>,
                )}
              {state === 'no-matches' &&
                fullRow(
                  <Text size="2" color="gray">
                    {noMatchesMessage}
                  </Text>,
                )}
              {state === 'rows' &&
                (virtual ? (
                  <VirtualRows
                    rows={shown.rows}
                    initialHeight={typeof boundedHeight === 'number' ? boundedHeight : 600}
                    columns={shownColumns}
                    scroller={scroller}
                    renderRow={renderRow}
                  />
                ) : (
                  shown.rows.map((row, i) => renderRow(row, i))
                ))}
            </Table.Body>
          </table>
        </div>
        {loading && (
          <VisuallyHidden id={statusId} role="status">
            Loading
          </VisuallyHidden>
        )}
        {state === 'rows' && shown.hiddenCount > 0 && (
          <Flex align="center" justify="between" gap="3" px="3" py="2" className={styles.footer}>
            <Text size="1" color="gray">
              Showing {shown.rows.length} of {sorted.length}
            </Text>
            <Button size="1" variant="soft" onClick={() => setExpanded(true)}>
              View all
            </Button>
          </Flex>
        )}
        {paging && <PageFooter {...paging} />}
      </div>
    </div>
  )
}

/** Only the rows in view (plus a few) are rendered; spacer rows keep the scroll height and the table layout. */
function VirtualRows<T>({
  rows,
  initialHeight,
  columns,
  scroller,
  renderRow,
}: {
  rows: readonly T[]
  initialHeight: number
  columns: readonly DataTableColumn<T>[]
  scroller: HTMLDivElement | null
  renderRow: (row: T, index: number, measure: (el: HTMLTableRowElement | null) => void) => ReactNode
}) {
  // No React Compiler in this package; the virtualizer re-renders this component as the table scrolls.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller,
    estimateSize: () => 36,
    overscan: 8,
    // Render the first screenful at once, before the scroll box has been measured.
    initialRect: { width: 0, height: initialHeight },
  })
  const items = virtualizer.getVirtualItems()
  const before = items.length ? items[0]!.start : 0
  const after = items.length ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0
  return (
    <>
      {before > 0 && <Spacer height={before} columns={columns} />}
      {items.map((item) => renderRow(rows[item.index]!, item.index, virtualizer.measureElement))}
      {after > 0 && <Spacer height={after} columns={columns} />}
    </>
  )
}

// One cell per column, not one spanning them all: the cells of hidden columns hide with them, whereas a colspan
// over hidden columns would add empty columns to the fixed layout of a virtualised table and squeeze the rest.
function Spacer<T>({ height, columns }: { height: number; columns: readonly DataTableColumn<T>[] }) {
  return (
    <tr aria-hidden="true" className={styles.spacer}>
      {columns.map((column) => (
        <td key={column.id} data-hide-below={columnHideBelow(column)} style={{ height }} />
      ))}
    </tr>
  )
}

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | undefined }) {
  const Icon =
    direction === 'ascending' ? ArrowUpIcon : direction === 'descending' ? ArrowDownIcon : CaretSortIcon
  return <Icon aria-hidden="true" className={direction ? styles.sortIconActive : styles.sortIcon} />
}

function cellProps<T>(column: DataTableColumn<T>) {
  const align = column.align ?? (column.numeric ? 'right' : 'left')
  return {
    'data-align': align,
    'data-numeric': column.numeric ? '' : undefined,
    'data-truncate': column.truncate ? '' : undefined,
    'data-primary': column.primary ? '' : undefined,
    'data-hide-below': columnHideBelow(column),
  }
}

// Enter (or Space) on the focused row itself opens it; keys inside its links and buttons are theirs.
function keyOpen(event: KeyboardEvent, open: () => void) {
  if (event.target !== event.currentTarget) return
  if (event.key !== 'Enter' && event.key !== ' ') return
  event.preventDefault()
  open()
}

// A click on a link, button or form control inside the row does its own thing; elsewhere it is a row click.
function clickRow(event: MouseEvent, onClick: () => void) {
  const target = event.target as Element
  if (target.closest('a, button, input, select, textarea, label, [role="button"]')) return
  if (window.getSelection()?.toString()) return // selecting text to copy is not a click
  onClick()
}
