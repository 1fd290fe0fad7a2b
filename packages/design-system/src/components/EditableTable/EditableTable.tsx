import { useId, useState, type ReactNode } from 'react'
import { Button, Flex, IconButton, Text, VisuallyHidden } from '@radix-ui/themes'
import { ExclamationTriangleIcon, PlusIcon, TrashIcon } from '@radix-ui/react-icons'
import { cellKey, removeRow, replaceRow, shownError, touchedAfterRemove } from './editable-rows'
import type { EditableTableSize } from './EditableTable.variants'
import styles from './EditableTable.module.css'

/** What a cell's control receives: spread it onto the input (or a Select's trigger). */
export type EditableCellControl = {
  id: string
  /** `{header}, {row label}`, e.g. "Port from, rule 2". */
  'aria-label': string
  'aria-invalid'?: true
  'aria-describedby'?: string
  /** Marks the cell as left, so its error shows. */
  onBlur: () => void
}

/** One column of an {@link EditableTable}. */
export type EditableTableColumn<Row> = {
  /** The column's key; a row's errors are keyed by it. */
  key: string
  /** The header text; also the start of each cell control's accessible name. */
  header: string
  /**
   * Renders the cell's control for a row. Spread `control` onto it; call `update` with the changed row.
   */
  render: (row: Row, update: (row: Row) => void, control: EditableCellControl, index: number) => ReactNode
  /** The column's width (CSS length). */
  width?: string
}

export type EditableTableProps<Row> = {
  /** The table's accessible name and caption, e.g. "Rules". */
  label: string
  /** The rows being edited (controlled). */
  rows: readonly Row[]
  /** Called with the new rows after an edit, an added or a removed row. */
  onChange: (rows: Row[]) => void
  /** A fresh row for the add button. */
  newRow: () => Row
  /** The editable columns, in display order. */
  columns: readonly EditableTableColumn<Row>[]
  /** Each row's errors by column key (from pure validation rules); shown beside the cell. */
  errors?: readonly (Partial<Record<string, ReactNode>> | undefined)[]
  /** Shows every error, not only those of cells already left (set it once the form was submitted). @default false */
  showAllErrors?: boolean
  /** A row's name for people, used in control and button names. @default `Row {n}` */
  rowLabel?: (index: number) => string
  /** The add button's text. @default 'Add row' */
  addLabel?: string
  /** What an empty table says. @default 'No rows yet.' */
  emptyText?: ReactNode
  /** The most rows allowed; the add button disables at it. */
  maxRows?: number
  /** Disables every control (while the form is being sent). @default false */
  disabled?: boolean
  /** @default '2' */
  size?: EditableTableSize
}

/**
 * A table whose rows are edited in place (firewall rules, forwarding rules…): one control per cell, a remove
 * button per row, an add button under it. Errors come from the caller's pure rules and show beside their cell,
 * announced with its control, once the cell was left or the form was submitted. On a narrow screen the table
 * scrolls sideways inside a focusable region named after it.
 */
export function EditableTable<Row>({
  label,
  rows,
  onChange,
  newRow,
  columns,
  errors = [],
  showAllErrors = false,
  rowLabel = (i) => `Row ${i + 1}`,
  addLabel = 'Add row',
  emptyText = 'No rows yet.',
  maxRows,
  disabled = false,
  size = '2',
}: EditableTableProps<Row>) {
  const base = useId()
  const [touched, setTouched] = useState<Set<string>>(() => new Set())
  const full = maxRows !== undefined && rows.length >= maxRows

  const touch = (key: string) => setTouched((prev) => (prev.has(key) ? prev : new Set(prev).add(key)))
  const remove = (index: number) => {
    setTouched((prev) => touchedAfterRemove(prev, index))
    onChange(removeRow(rows, index))
  }

  // The scrolling box needs no tabIndex: its cells' controls take focus and scroll it into view.
  return (
    <Flex direction="column" gap="2" align="start" width="100%">
      <div className={styles.scroller} role="region" aria-label={label} style={{ width: '100%' }}>
        <table className={styles.table} aria-label={label}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" style={c.width ? { width: c.width } : undefined}>
                  {c.header}
                </th>
              ))}
              <th scope="col" style={{ width: '1%' }}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length + 1}>
                  <Text size={size} color="gray">
                    {emptyText}
                  </Text>
                </td>
              </tr>
            )}
            {rows.map((row, index) => (
              <tr key={index}>
                {columns.map((column) => {
                  const key = cellKey(index, column.key)
                  const id = `${base}-${index}-${column.key}`
                  const error = shownError(
                    errors[index]?.[column.key],
                    touched,
                    index,
                    column.key,
                    showAllErrors,
                  )
                  const control: EditableCellControl = {
                    id,
                    'aria-label': `${column.header}, ${rowLabel(index).toLowerCase()}`,
                    ...(error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}),
                    onBlur: () => touch(key),
                  }
                  return (
                    <td key={column.key} className={styles.cell}>
                      {column.render(row, (next) => onChange(replaceRow(rows, index, next)), control, index)}
                      {error && (
                        <Text id={`${id}-error`} as="p" size="1" color="red" className={styles.error}>
                          <Flex as="span" gap="1" align="start">
                            <ExclamationTriangleIcon
                              aria-hidden
                              style={{ flex: 'none', marginTop: '0.2em' }}
                            />
                            <span>{error}</span>
                          </Flex>
                        </Text>
                      )}
                    </td>
                  )
                })}
                <td>
                  {/* As tall as a size-2 control, so the button lines up with the row's inputs. */}
                  <Flex height="var(--space-6)" align="center" justify="center">
                    <IconButton
                      type="button"
                      size={size}
                      variant="ghost"
                      color="gray"
                      aria-label={`Remove ${rowLabel(index).toLowerCase()}`}
                      disabled={disabled}
                      onClick={() => remove(index)}
                    >
                      <TrashIcon />
                    </IconButton>
                  </Flex>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button
        type="button"
        size={size}
        variant="soft"
        disabled={disabled || full}
        onClick={() => onChange([...rows, newRow()])}
      >
        <PlusIcon /> {addLabel}
      </Button>
    </Flex>
  )
}
