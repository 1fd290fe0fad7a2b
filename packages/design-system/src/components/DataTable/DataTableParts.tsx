/**
 * The DataTable's render pieces (issue 18): the selection bar, the message rows of the loading, error, empty and
 * no-match states, the virtualised body with its spacer rows, the sort icon, and the cell attributes and row event
 * helpers the table's rows share. `DataTable.tsx` puts them together.
 */
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react'
import { Button, Flex, Skeleton, Table, Text } from '@radix-ui/themes'
import { ArrowDownIcon, ArrowUpIcon, CaretSortIcon, ExclamationTriangleIcon } from '@radix-ui/react-icons'
import { useVirtualizer } from '@tanstack/react-virtual'
import { columnHideBelow } from './column-visibility'
import type { DataTableColumn } from './data-table-types'
import styles from './DataTable.module.css'

/** The bar over a table while rows are selected: the count, "Select all matching", "Clear selection", the actions. */
export function SelectionBar({
  countLabel,
  selectAllMatching,
  clearLabel,
  onClear,
  actions,
}: {
  countLabel: string
  /** The "Select all … matching" button's text and click, when there are more matching rows than selected. */
  selectAllMatching?: { label: string; onClick: () => void }
  clearLabel: string
  onClear: () => void
  actions?: ReactNode
}) {
  return (
    <Flex align="center" gap="3" wrap="wrap" className={styles.toolbar} role="group" aria-label={countLabel}>
      <Text size="2" weight="medium">
        {countLabel}
      </Text>
      {selectAllMatching && (
        <Button size="1" variant="ghost" onClick={selectAllMatching.onClick}>
          {selectAllMatching.label}
        </Button>
      )}
      <Button size="1" variant="ghost" color="gray" onClick={onClear}>
        {clearLabel}
      </Button>
      {actions !== undefined && (
        <Flex gap="2" wrap="wrap" ml="auto">
          {actions}
        </Flex>
      )}
    </Flex>
  )
}

const skeletonWidths = ['72%', '48%', '86%', '60%', '40%']

/** Skeleton rows while the rows load (hidden from assistive technology: the status says "Loading"). */
export function LoadingRows<T>({
  count,
  columns,
}: {
  count: number
  columns: readonly DataTableColumn<T>[]
}) {
  return Array.from({ length: count }, (_, i) => (
    <Table.Row key={i} aria-hidden="true">
      {columns.map((column, j) => (
        <Table.Cell key={column.id} {...cellProps(column)}>
          <Skeleton
            height="12px"
            width={skeletonWidths[(i + j) % skeletonWidths.length]}
            className={styles.skeleton}
          />
        </Table.Cell>
      ))}
    </Table.Row>
  ))
}

/** One row across every column, for what the table says instead of rows. */
function MessageRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={colSpan} className={styles.messageCell}>
        {children}
      </Table.Cell>
    </Table.Row>
  )
}

/** The load error, with "Retry" when the app can retry. */
export function ErrorRow({
  colSpan,
  error,
  onRetry,
}: {
  colSpan: number
  error: ReactNode
  onRetry?: () => void
}) {
  return (
    <MessageRow colSpan={colSpan}>
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
      </Flex>
    </MessageRow>
  )
}

/** What an empty table says, and what to do next. */
export function EmptyRow({
  colSpan,
  message,
  action,
}: {
  colSpan: number
  message: ReactNode
  action?: ReactNode
}) {
  return (
    <MessageRow colSpan={colSpan}>
      <Flex direction="column" align="center" gap="3">
        <Text size="2" color="gray">
          {message}
        </Text>
        {action}
      </Flex>
    </MessageRow>
  )
}

/** What a table says when rows exist but none matches the search or filters. */
export function NoMatchesRow({ colSpan, message }: { colSpan: number; message: ReactNode }) {
  return (
    <MessageRow colSpan={colSpan}>
      <Text size="2" color="gray">
        {message}
      </Text>
    </MessageRow>
  )
}

/** Only the rows in view (plus a few) are rendered; spacer rows keep the scroll height and the table layout. */
export function VirtualRows<T>({
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

/** A sortable header's icon: the direction in force, or the neutral "sortable" one. */
export function SortIcon({ direction }: { direction: 'ascending' | 'descending' | undefined }) {
  const Icon =
    direction === 'ascending' ? ArrowUpIcon : direction === 'descending' ? ArrowDownIcon : CaretSortIcon
  return <Icon aria-hidden="true" className={direction ? styles.sortIconActive : styles.sortIcon} />
}

/** The data attributes of a column's header and cells: alignment, figures, truncation, primary, hiding. */
export function cellProps<T>(column: DataTableColumn<T>) {
  const align = column.align ?? (column.numeric ? 'right' : 'left')
  return {
    'data-align': align,
    'data-numeric': column.numeric ? '' : undefined,
    'data-truncate': column.truncate ? '' : undefined,
    'data-primary': column.primary ? '' : undefined,
    'data-hide-below': columnHideBelow(column),
  }
}

/** Enter (or Space) on the focused row itself opens it; keys inside its links and buttons are theirs. */
export function keyOpen(event: KeyboardEvent, open: () => void) {
  if (event.target !== event.currentTarget) return
  if (event.key !== 'Enter' && event.key !== ' ') return
  event.preventDefault()
  open()
}

/** A click on a link, button or form control inside the row does its own thing; elsewhere it is a row click. */
export function clickRow(event: MouseEvent, onClick: () => void) {
  const target = event.target as Element
  if (target.closest('a, button, input, select, textarea, label, [role="button"]')) return
  if (window.getSelection()?.toString()) return // selecting text to copy is not a click
  onClick()
}
