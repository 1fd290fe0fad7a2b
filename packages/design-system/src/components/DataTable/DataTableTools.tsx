// The DataTable's tools: quick search, column filters, the column chooser, CSV export and the page footer.
import { useState, type ReactNode } from 'react'
import { Button, DropdownMenu, Flex, IconButton, Popover, Text, TextField } from '@radix-ui/themes'
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  DownloadIcon,
  MagnifyingGlassIcon,
  MixerHorizontalIcon,
} from '@radix-ui/react-icons'
import { toCsv, type CsvValue } from './csv'
import {
  readColumnChoice,
  shownColumnIds,
  toggleColumn,
  writeColumnChoice,
  type ColumnChoice,
} from './column-chooser'
import { clampPage, pageCount, pageRangeText, type PageInfo } from './paging'
import styles from './DataTable.module.css'

/** What the tools read of a column (a subset of DataTableColumn, kept here to avoid a cycle). */
type ToolColumn<T> = {
  id: string
  header: string
  primary?: boolean
  defaultHidden?: boolean
  cell: (row: T) => ReactNode
  sortValue?: (row: T) => CsvValue
  value?: (row: T) => CsvValue
}

/** A column's plain value for a row: `value`, else `sortValue`, else the cell when it is text or a number. */
export function columnValue<T>(column: ToolColumn<T>, row: T): CsvValue {
  if (column.value) return column.value(row)
  if (column.sortValue) return column.sortValue(row)
  const cell = column.cell(row)
  return typeof cell === 'string' || typeof cell === 'number' ? cell : null
}

/** A column's value as text for search and filters (dates as shown in en-GB). */
export function columnText<T>(column: ToolColumn<T>, row: T): string {
  const value = columnValue(column, row)
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString()
  return String(value)
}

/** The chooser's state, read once from and written back to `localStorage` under `key`. */
export function useColumnChoice(key: string | undefined) {
  const [choice, setChoice] = useState<ColumnChoice>(() =>
    key ? readColumnChoice(browserStorage(), key) : { hidden: [], shown: [] },
  )
  const change = (next: ColumnChoice) => {
    setChoice(next)
    if (key) writeColumnChoice(browserStorage(), key, next)
  }
  return [choice, change] as const
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined // storage blocked by the browser's settings
  }
}

export function SearchBox({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <TextField.Root
      type="search"
      size="2"
      placeholder="Search"
      aria-label={`Search ${label.toLowerCase()}`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={styles.search}
    >
      <TextField.Slot>
        <MagnifyingGlassIcon aria-hidden="true" />
      </TextField.Slot>
    </TextField.Root>
  )
}

/** The header's filter icon: accent-coloured while its filter is on (ADMIN-NOTES), opening a text filter. */
export function ColumnFilterButton({
  header,
  value,
  onChange,
}: {
  header: string
  value: string
  onChange: (value: string) => void
}) {
  const active = value.trim() !== ''
  return (
    <Popover.Root>
      <Popover.Trigger>
        <IconButton
          size="1"
          variant={active ? 'soft' : 'ghost'}
          color={active ? undefined : 'gray'}
          aria-label={`Filter ${header}`}
          data-active={active ? '' : undefined}
          className={styles.filterButton}
        >
          <MixerHorizontalIcon aria-hidden="true" />
        </IconButton>
      </Popover.Trigger>
      <Popover.Content size="1" width="240px">
        <Flex direction="column" gap="2">
          <TextField.Root
            size="2"
            aria-label={`Filter ${header}`}
            placeholder={`${header} contains…`}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          {active && (
            <Button size="1" variant="soft" color="gray" onClick={() => onChange('')}>
              Clear filter
            </Button>
          )}
        </Flex>
      </Popover.Content>
    </Popover.Root>
  )
}

export function ColumnChooser<T>({
  columns,
  choice,
  onChange,
}: {
  columns: readonly ToolColumn<T>[]
  choice: ColumnChoice
  onChange: (choice: ColumnChoice) => void
}) {
  const shown = shownColumnIds(columns, choice)
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button size="2" variant="soft" color="gray">
          Columns
          <DropdownMenu.TriggerIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content size="1">
        {columns.map((column) => (
          <DropdownMenu.CheckboxItem
            key={column.id}
            checked={shown.has(column.id)}
            disabled={column.primary}
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={(checked) => onChange(toggleColumn(choice, column.id, checked === true))}
          >
            {column.header}
          </DropdownMenu.CheckboxItem>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}

/** Downloads text as a file (a UTF-8 BOM first, so spreadsheets read accents right). */
export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

export function ExportCsvButton<T>({
  columns,
  fileName,
  fetchRows,
  save = downloadCsv,
}: {
  columns: readonly ToolColumn<T>[]
  fileName: string
  fetchRows: () => Promise<readonly T[]>
  save?: (fileName: string, csv: string) => void
}) {
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const exportAll = async () => {
    setBusy(true)
    setFailed(false)
    try {
      const rows = await fetchRows()
      const csv = toCsv(
        columns.map((c) => c.header),
        rows.map((row) => columns.map((c) => columnValue(c, row))),
      )
      save(fileName, csv)
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      {failed && (
        <Text size="1" color="red" role="alert">
          Could not export the CSV. Try again.
        </Text>
      )}
      <Button size="2" variant="soft" color="gray" loading={busy} onClick={() => void exportAll()}>
        <DownloadIcon aria-hidden="true" /> Export CSV
      </Button>
    </>
  )
}

export function PageFooter({
  page,
  pageSize,
  total,
  onPageChange,
}: PageInfo & { onPageChange: (page: number) => void }) {
  const pages = pageCount({ pageSize, total })
  const current = clampPage(page, { pageSize, total })
  return (
    <nav aria-label="Pages" className={styles.footer}>
      <Flex align="center" justify="between" gap="3" px="3" py="2">
        <Text size="1" color="gray">
          {pageRangeText({ page: current, pageSize, total })}
        </Text>
        <Flex align="center" gap="2">
          <Text size="1" color="gray">
            Page {current} of {pages}
          </Text>
          <IconButton
            size="1"
            variant="soft"
            color="gray"
            aria-label="Previous page"
            disabled={current <= 1}
            onClick={() => onPageChange(current - 1)}
          >
            <ChevronLeftIcon aria-hidden="true" />
          </IconButton>
          <IconButton
            size="1"
            variant="soft"
            color="gray"
            aria-label="Next page"
            disabled={current >= pages}
            onClick={() => onPageChange(current + 1)}
          >
            <ChevronRightIcon aria-hidden="true" />
          </IconButton>
        </Flex>
      </Flex>
    </nav>
  )
}
