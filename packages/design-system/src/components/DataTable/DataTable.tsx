import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { Button, Flex, Table, Text, VisuallyHidden } from '@radix-ui/themes'
import { defaultRenderLink } from '../../utils/render-link'
import { ariaSortFor } from './sort-rows'
import {
  ariaRowIndex,
  shouldVirtualize,
  visibleRows,
  VIEW_ALL_INITIAL_ROWS,
  VIRTUALIZE_THRESHOLD,
} from './visible-rows'
import { useHorizontalOverflow } from './use-horizontal-overflow'
import { hidesColumns } from './column-visibility'
import { ColumnChooser, ColumnFilterButton, ExportCsvButton, PageFooter, SearchBox } from './DataTableTools'
import { useTableQuery } from './use-table-query'
import { SELECT_COLUMN, useTableSelection } from './use-table-selection'
import {
  EmptyRow,
  ErrorRow,
  LoadingRows,
  NoMatchesRow,
  SelectionBar,
  SortIcon,
  VirtualRows,
  cellProps,
  clickRow,
  keyOpen,
} from './DataTableParts'
import type { DataTableProps } from './data-table-types'
import styles from './DataTable.module.css'

export type { DataTableColumn, DataTablePaging, DataTableProps } from './data-table-types'

const countFormat = new Intl.NumberFormat('en-GB')

/**
 * A list of resources as a real `<table>` (STYLE.md "Look and feel"): sortable columns (`aria-sort`), the main
 * identifier as a link, numbers right-aligned in tabular figures, a sticky header, loading, empty and error
 * states, an optional "View all" button after 10 rows (SPEC §9), and virtualised rows past 200 so 5,000 rows stay
 * smooth — still a table, with `aria-rowcount` and `aria-rowindex` telling assistive technology the full size.
 * Its sort, search and filters are `use-table-query.ts`, its row selection `use-table-selection.tsx`, its smaller
 * pieces `DataTableParts.tsx` and `DataTableTools.tsx`.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    label,
    columns: allColumns,
    rows: allRows,
    getRowId,
    getRowHref,
    renderLink = defaultRenderLink,
    onRowClick,
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
  } = props
  const query = useTableQuery(props)
  const { columns, rows, sorted, activeSort, activeFilters } = query
  const hasTools = searchable || columnChooserKey !== undefined || csvFileName !== undefined
  const [expanded, setExpanded] = useState(false)
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null)
  const statusId = useId()

  const shown = visibleRows(sorted, { viewAll, expanded, limit: VIEW_ALL_INITIAL_ROWS })
  const selecting = useTableSelection({
    getRowId,
    selection,
    onSelectionChange,
    selectRowLabel,
    selectAllLabel,
    shownRows: shown.rows,
    matchingRows: sorted,
  })
  const { selected, matchingIds } = selecting
  const shownColumns = selecting.selecting ? [selecting.selectColumn, ...columns] : columns
  const state = loading
    ? 'loading'
    : error !== undefined && error !== null
      ? 'error'
      : rows.length
        ? 'rows'
        : query.querying
          ? 'no-matches'
          : 'empty'
  const virtual = state === 'rows' && shouldVirtualize(shown.rows.length, virtualizeThreshold)
  const boundedHeight = maxHeight ?? (virtual ? 600 : undefined)
  // Unbounded tables leave scrolling to the page so the header can stick to it; only a table too wide for its
  // box scrolls sideways by itself (a sticky header needs an ancestor that does not scroll).
  const overflowsX = useHorizontalOverflow(scroller)
  const scrolls = boundedHeight !== undefined || overflowsX
  // "Select all matching": the server's count with paging (the app fetches the ids), else the rows here.
  const selectAllMatching = paging
    ? paging.onSelectAllMatching && paging.total > selected.size
      ? { label: selectAllMatchingLabel(paging.total), onClick: paging.onSelectAllMatching }
      : undefined
    : matchingIds.length > selected.size
      ? { label: selectAllMatchingLabel(matchingIds.length), onClick: () => selecting.select(matchingIds) }
      : undefined

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

  return (
    // The frame is the container the columns' `hideBelow` queries: the width the table is given, border aside.
    <div className={styles.frame} data-hides-columns={hidesColumns(columns) ? '' : undefined}>
      {hasTools && (
        <Flex align="center" justify="between" gap="2" wrap="wrap" className={styles.toolbar}>
          {searchable ? (
            <SearchBox label={label} value={query.activeSearch} onChange={query.changeSearch} />
          ) : (
            <span />
          )}
          <Flex align="center" gap="2" wrap="wrap">
            {!paging && rows.length !== allRows.length && (
              <Text size="1" color="gray" role="status">
                {countFormat.format(rows.length)} of {countFormat.format(allRows.length)} match
              </Text>
            )}
            {columnChooserKey && (
              <ColumnChooser columns={allColumns} choice={query.choice} onChange={query.setChoice} />
            )}
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
      {selecting.selecting && selected.size > 0 && (
        <SelectionBar
          countLabel={selectedCountLabel(selected.size)}
          selectAllMatching={selectAllMatching}
          clearLabel={clearSelectionLabel}
          onClear={() => selecting.select([])}
          actions={selectionActions}
        />
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
                      selecting.headerCheckbox
                    ) : column.sortable ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={() => query.changeSort(column.id)}
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
                        onChange={(text) => query.changeFilter(column.id, text)}
                      />
                    )}
                  </Table.ColumnHeaderCell>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {state === 'loading' && <LoadingRows count={loadingRowCount} columns={shownColumns} />}
              {state === 'error' && (
                <ErrorRow colSpan={shownColumns.length} error={error} onRetry={onRetry} />
              )}
              {state === 'empty' && (
                <EmptyRow colSpan={shownColumns.length} message={emptyMessage} action={emptyAction} />
              )}
              {state === 'no-matches' && (
                <NoMatchesRow colSpan={shownColumns.length} message={noMatchesMessage} />
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
