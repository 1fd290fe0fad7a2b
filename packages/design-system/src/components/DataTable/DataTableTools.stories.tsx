import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { DataTable, type DataTableColumn } from './DataTable'
import { makeVms, vmColumns, type VmRow } from './fixtures'
import { parseCsv } from './csv'
import { queryRows, type ColumnFilters } from './table-query'
import { sortRows, type SortState } from './sort-rows'
import { columnText } from './DataTableTools'

// The admin tables' behaviour (ADMIN-NOTES "Behaviour shared by every admin table"): quick search, column
// filters, a remembered column chooser, CSV export of everything, server-side paging, rows that open.

const CHOOSER_KEY = 'cirrus.stories.datatable.columns'

/** The admin columns: name, status, location and IP filterable; the UUID starts hidden. */
const adminColumns: DataTableColumn<VmRow>[] = [
  { ...vmColumns[0]!, filterable: true },
  { id: 'uuid', header: 'UUID', cell: (vm) => vm.uuid, defaultHidden: true, truncate: true, width: '12rem' },
  { ...vmColumns[1]!, filterable: true },
  { ...vmColumns[2]!, filterable: true, value: (vm) => vm.location },
  { ...vmColumns[3]!, filterable: true },
  vmColumns[4]!,
  vmColumns[5]!,
  vmColumns[6]!,
]

const vms = makeVms(30)
const newestFirst: SortState = { columnId: 'created', direction: 'desc' }

const meta = {
  title: 'Design System/DataTable/Admin tools',
  component: DataTable<VmRow>,
  args: {
    label: 'Virtual machines',
    columns: adminColumns,
    rows: vms,
    getRowId: (vm) => vm.uuid,
    searchable: true,
    columnChooserKey: CHOOSER_KEY,
    csvFileName: 'virtual-machines.csv',
    saveCsv: fn(),
    onRowOpen: fn(),
    defaultSort: newestFirst,
    maxHeight: 420,
  },
  beforeEach: () => {
    localStorage.removeItem(CHOOSER_KEY)
  },
} satisfies Meta<typeof DataTable<VmRow>>
export default meta
type Story = StoryObj<typeof meta>

const bodyRows = (canvas: ReturnType<typeof within>) => canvas.getAllByRole('row').slice(1)

export const AllTools: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search virtual machines' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Columns' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeVisible()
    // Newest first by default; the UUID column starts hidden.
    await expect(canvas.getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    await expect(canvas.queryByRole('columnheader', { name: 'UUID' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Filter Name' })).toBeVisible()
  },
}

export const QuickSearch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search virtual machines' }), 'jõhvi')
    await expect(canvas.getByRole('status')).toHaveTextContent('15 of 30 match')
    for (const row of bodyRows(canvas)) await expect(row).toHaveTextContent('Jõhvi')
    // The search reads hidden columns too: a UUID finds its row.
    await userEvent.clear(canvas.getByRole('searchbox'))
    await userEvent.type(canvas.getByRole('searchbox'), '7c9e0012')
    await expect(bodyRows(canvas)).toHaveLength(1)
    await expect(bodyRows(canvas)[0]).toHaveTextContent(vms[12]!.name)
  },
}

export const NoMatches: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search virtual machines' }), 'no such vm')
    await expect(canvas.getByText('Nothing matches the search or filters.')).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('0 of 30 match')
  },
}

export const ColumnFilter: Story = {
  play: async ({ canvas, canvasElement }) => {
    const filterButton = canvas.getByRole('button', { name: 'Filter Location' })
    await expect(filterButton).not.toHaveAttribute('data-active')
    await userEvent.click(filterButton)
    const page = within(canvasElement.ownerDocument.body)
    await userEvent.type(page.getByRole('textbox', { name: 'Filter Location' }), 'tall')
    await expect(canvas.getByRole('status')).toHaveTextContent('15 of 30 match')
    for (const row of bodyRows(canvas)) await expect(row).toHaveTextContent('Tallinn')
    // A column's filter reads its own column only.
    await userEvent.clear(page.getByRole('textbox', { name: 'Filter Location' }))
    await userEvent.type(page.getByRole('textbox', { name: 'Filter Location' }), 'web')
    await expect(canvas.getByText('Nothing matches the search or filters.')).toBeVisible()
    await userEvent.click(page.getByRole('button', { name: 'Clear filter' }))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull())
    await expect(bodyRows(canvas)).toHaveLength(30)
  },
}

export const ColumnFilterActive: Story = {
  args: { filters: { location: 'Tallinn' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filter Location' })).toHaveAttribute('data-active')
    await expect(canvas.getByRole('status')).toHaveTextContent('15 of 30 match')
  },
}

export const ColumnChooser: Story = {
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body)
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }))
    // The primary column cannot be hidden.
    await expect(page.getByRole('menuitemcheckbox', { name: 'Name' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await userEvent.click(page.getByRole('menuitemcheckbox', { name: 'UUID' }))
    await userEvent.click(page.getByRole('menuitemcheckbox', { name: 'IP address' }))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull())
    await expect(canvas.getByRole('columnheader', { name: 'UUID' })).toBeVisible()
    await expect(canvas.queryByRole('columnheader', { name: /IP address/ })).toBeNull()
    await expect(JSON.parse(localStorage.getItem(CHOOSER_KEY)!)).toEqual({ hidden: ['ip'], shown: ['uuid'] })
  },
}

export const ColumnChoiceRemembered: Story = {
  beforeEach: () => {
    localStorage.setItem(CHOOSER_KEY, JSON.stringify({ hidden: ['status', 'vcpu'], shown: ['uuid'] }))
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'UUID' })).toBeVisible()
    await expect(canvas.queryByRole('columnheader', { name: /Status/ })).toBeNull()
    await expect(canvas.queryByRole('columnheader', { name: 'vCPU' })).toBeNull()
  },
}

export const CsvExport: Story = {
  args: { filters: { location: 'Tallinn' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(args.saveCsv).toHaveBeenCalledOnce())
    const [fileName, csv] = (args.saveCsv as ReturnType<typeof fn>).mock.calls[0] as [string, string]
    await expect(fileName).toBe('virtual-machines.csv')
    const records = parseCsv(csv)
    // Every column (the hidden UUID too) and every row, whatever the filter.
    await expect(records[0]).toEqual(adminColumns.map((c) => c.header))
    await expect(records).toHaveLength(31)
    await expect(records[1]!.slice(0, 4)).toEqual(['web-1', vms[0]!.uuid, 'running', 'Tallinn'])
    await settleExportButton(canvas)
  },
}

export const CsvExportFailed: Story = {
  args: { fetchAllRows: () => Promise.reject(new Error('offline')) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not export the CSV. Try again.')
    await settleExportButton(canvas)
  },
}

/**
 * The picture shows the button at rest: done (no longer busy) and without the focus ring the click may or may not
 * leave on it, depending on whether the busy state (a disabled button) was painted before the export finished.
 */
async function settleExportButton(canvas: { getByRole: (role: string, o: { name: string }) => HTMLElement }) {
  const button = canvas.getByRole('button', { name: 'Export CSV' })
  await waitFor(() => expect(button).toBeEnabled())
  button.blur()
  await expect(button).not.toHaveFocus()
}

export const RowOpen: Story = {
  play: async ({ canvas, args }) => {
    const first = bodyRows(canvas)[0]!
    await userEvent.click(within(first).getAllByRole('cell')[1]!)
    await expect(args.onRowOpen).toHaveBeenCalledTimes(1)
    // From the keyboard: the row takes focus and Enter opens it.
    first.focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onRowOpen).toHaveBeenCalledTimes(2)
    await expect(args.onRowOpen).toHaveBeenLastCalledWith(
      vms.find((vm) => first.textContent?.includes(vm.name)),
    )
  },
}

export const TenThousandRows: Story = {
  args: { rows: makeVms(10_000) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Virtual machines' })).toHaveAttribute(
      'aria-rowcount',
      '10001',
    )
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60)
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search virtual machines' }), 'web-9997')
    await expect(canvas.getByRole('status')).toHaveTextContent('1 of 10,000 match')
    await expect(canvas.getByRole('rowheader', { name: 'web-9997' })).toBeVisible()
  },
}

/** A fake server: searches, filters, sorts and pages 10,000 VMs the way the platform's admin endpoints do. */
const serverVms = makeVms(10_000)
const serverColumns = adminColumns.map((c) => ({ id: c.id, text: (vm: VmRow) => columnText(c, vm) }))
function serverQuery(search: string, filters: ColumnFilters, sort: SortState | null) {
  const found = queryRows(serverVms, serverColumns, { search, filters })
  const column = sort && adminColumns.find((c) => c.id === sort.columnId)
  return sort && column?.sortValue ? sortRows(found, column.sortValue, sort.direction) : found
}

function ServerTable(props: { loading?: boolean; onQuery?: (query: unknown) => void }) {
  const [page, setPage] = useState(1)
  const [search, setSearch] = useState('')
  const [filters, setFilters] = useState<ColumnFilters>({})
  const [sort, setSort] = useState<SortState | null>(newestFirst)
  const found = serverQuery(search, filters, sort)
  const pageSize = 50
  return (
    <DataTable
      {...meta.args}
      loading={props.loading}
      rows={found.slice((page - 1) * pageSize, page * pageSize)}
      paging={{ page, pageSize, total: found.length, onPageChange: setPage }}
      search={search}
      onSearchChange={(next) => {
        setSearch(next)
        setPage(1)
      }}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next)
        setPage(1)
      }}
      sort={sort}
      onSortChange={setSort}
      fetchAllRows={async () => serverVms}
    />
  )
}

export const ServerPaging: Story = {
  render: () => <ServerTable />,
  play: async ({ canvas }) => {
    const pages = canvas.getByRole('navigation', { name: 'Pages' })
    await expect(pages).toHaveTextContent('1–50 of 10,000')
    await expect(pages).toHaveTextContent('Page 1 of 200')
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await expect(pages).toHaveTextContent('51–100 of 10,000')
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search virtual machines' }), 'web-9997')
    await expect(pages).toHaveTextContent('1–1 of 1')
    await expect(canvas.getByRole('rowheader', { name: 'web-9997' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled()
  },
}

export const ServerPagingLoading: Story = {
  render: () => <ServerTable loading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Virtual machines' })).toHaveAttribute('aria-busy', 'true')
  },
}

export const ServerPagingEmpty: Story = {
  args: { rows: [], paging: { page: 1, pageSize: 50, total: 0, onPageChange: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing here yet')).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('0 of 0')
  },
}

export const ToolsError: Story = {
  args: { error: 'Could not load virtual machines.', onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Could not load virtual machines.')).toBeVisible()
  },
}

export const ToolsDark: Story = {
  args: { filters: { location: 'Tallinn' } },
  parameters: { appearance: 'dark' },
}
