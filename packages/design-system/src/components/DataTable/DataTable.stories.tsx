import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button, Flex } from '@radix-ui/themes'
import { PlusIcon } from '@radix-ui/react-icons'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { DataTable, type DataTableColumn } from './DataTable'
import { makeVms, responsiveVmColumns, vmColumns, type VmRow } from './fixtures'

const vms = makeVms(8)
const href = (vm: VmRow) => `/compute/vm/tll/${vm.uuid}/`

const meta = {
  title: 'Design System/DataTable',
  component: DataTable<VmRow>,
  args: {
    label: 'Virtual machines',
    columns: vmColumns,
    rows: vms,
    getRowId: (vm) => vm.uuid,
    getRowHref: href,
  },
} satisfies Meta<typeof DataTable<VmRow>>
export default meta
type Story = StoryObj<typeof meta>

/** The primary cell of the first body row. */
const firstName = (canvas: ReturnType<typeof within>) =>
  within(canvas.getAllByRole('row')[1]!).getByRole('rowheader').textContent

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Virtual machines' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'web-1' })).toHaveAttribute('href', href(vms[0]!))
    await expect(firstName(canvas)).toBe('web-1')
    const nameHeader = canvas.getByRole('columnheader', { name: 'Name' })
    const sortByName = canvas.getByRole('button', { name: 'Name' })
    await userEvent.click(sortByName)
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending')
    await expect(firstName(canvas)).toBe('api-4')
    await userEvent.click(sortByName)
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending')
    await expect(firstName(canvas)).toBe('worker-5')
    await userEvent.click(sortByName)
    await expect(nameHeader).not.toHaveAttribute('aria-sort')
    await expect(firstName(canvas)).toBe('web-1')
  },
}

export const Sorted: Story = {
  args: { rows: makeVms(12), defaultSort: { columnId: 'price', direction: 'desc' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Hourly' })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    const rows = canvas.getAllByRole('row')
    await expect(rows[1]).toHaveTextContent('€0.2000')
    // A VM without a price goes last, whatever the direction.
    await expect(rows[rows.length - 1]).toHaveTextContent('Unavailable')
  },
}

export const Empty: Story = {
  args: {
    rows: [],
    emptyMessage: 'No virtual machines in Tallinn yet.',
    emptyAction: (
      <Button size="2">
        <PlusIcon aria-hidden="true" /> Create virtual machine
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No virtual machines in Tallinn yet.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Create virtual machine' })).toBeVisible()
  },
}

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Virtual machines' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading')
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

export const Error: Story = {
  args: { error: 'Could not load virtual machines.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Could not load virtual machines.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const WithViewAll: Story = {
  args: { rows: makeVms(25), viewAll: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(11) // header + the first 10 (SPEC §9)
    await expect(canvas.getByText('Showing 10 of 25')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'View all' }))
    await expect(canvas.getAllByRole('row')).toHaveLength(26)
    await expect(canvas.queryByRole('button', { name: 'View all' })).toBeNull()
  },
}

export const RowClick: Story = {
  args: { onRowClick: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getAllByRole('cell', { name: 'Jõhvi' })[0]!)
    await expect(args.onRowClick).toHaveBeenCalledWith(vms[1])
  },
}

export const FiveThousandRows: Story = {
  args: { rows: makeVms(5000), maxHeight: 480 },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Virtual machines' })
    await expect(table).toHaveAttribute('aria-rowcount', '5001')
    // Only the rows in view are in the DOM.
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60)
    await expect(canvas.getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '2')
    const scroller = canvas.getByRole('region', { name: 'Virtual machines' })
    await waitFor(() => {
      scroller.scrollTop = scroller.scrollHeight
      return expect(canvas.getByRole('rowheader', { name: 'db-5000' })).toBeVisible()
    })
    await expect(canvas.getByRole('rowheader', { name: 'db-5000' }).closest('tr')).toHaveAttribute(
      'aria-rowindex',
      '5001',
    )
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60)
    // The header stays at the top of the scrolled table.
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toBeVisible()
    // Back to the top: the end's exact offset depends on when rows were measured, the top's does not.
    await waitFor(() => {
      scroller.scrollTop = 0
      return expect(canvas.getByRole('rowheader', { name: 'web-1' })).toBeVisible()
    })
  },
}

const longColumns: DataTableColumn<VmRow>[] = [
  vmColumns[0]!,
  { id: 'uuid', header: 'UUID', truncate: true, width: '20%', cell: (vm) => vm.uuid },
  {
    id: 'description',
    header: 'Description',
    cell: (vm) =>
      `Runs the ${vm.name} service for the checkout team; restarted nightly by the maintenance job, do not resize without asking.`,
  },
  vmColumns[7]!,
]

export const LongText: Story = {
  args: {
    columns: longColumns,
    rows: makeVms(4).map((vm, i) =>
      i === 1 ? { ...vm, name: 'an-unusually-long-machine-name-that-does-not-fit-anywhere-1234567890' } : vm,
    ),
  },
}

export const NarrowWidth: Story = {
  args: { columns: [vmColumns[0]!, vmColumns[1]!, vmColumns[3]!, vmColumns[7]!] },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
}

/** The headers a table shows, by name. */
const headerNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent)

export const NarrowContainer: Story = {
  args: { columns: responsiveVmColumns, rows: makeVms(5) },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Virtual machines' })
    // 360 px is below xs (520): only the columns without `hideBelow` stay, the primary one first.
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toBeVisible()
    await expect(canvas.queryByRole('columnheader', { name: 'Location' })).toBeNull()
    await expect(canvas.queryByRole('columnheader', { name: 'IP address' })).toBeNull()
    // A hidden column's sort button goes with it; a shown one still sorts.
    await expect(canvas.queryByRole('button', { name: 'Created' })).toBeNull()
    await expect(headerNames(table)).toEqual(['Name', 'Status', 'Hourly'])
    await expect(within(canvas.getAllByRole('row')[1]!).getAllByRole('cell')).toHaveLength(2)
    await expect(canvas.getByRole('link', { name: 'web-1' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Hourly' }))
    await expect(canvas.getByRole('columnheader', { name: 'Hourly' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
    // The three that are left fit: the table does not scroll sideways.
    await expect(canvas.queryByRole('region', { name: 'Virtual machines' })).toBeNull()
  },
}

const containerWidths = [360, 640, 900, 1100] as const

export const ColumnsByContainerWidth: Story = {
  args: { columns: responsiveVmColumns, rows: makeVms(3) },
  render: (args) => (
    <Flex direction="column" gap="4">
      {containerWidths.map((width) => (
        <div key={width} style={{ width }}>
          <DataTable {...args} label={`Virtual machines in ${width} px`} />
        </div>
      ))}
    </Flex>
  ),
  play: async ({ canvas }) => {
    const shown = (width: number) =>
      headerNames(canvas.getByRole('table', { name: `Virtual machines in ${width} px` }))
    await expect(shown(360)).toEqual(['Name', 'Status', 'Hourly'])
    // Between xs (520) and sm (768): the `sm` column has gone, the `xs` ones are back.
    await expect(shown(640)).toEqual(['Name', 'Status', 'IP address', 'vCPU', 'RAM', 'Hourly'])
    await expect(shown(900)).toEqual(['Name', 'Status', 'Location', 'IP address', 'vCPU', 'RAM', 'Hourly'])
    await expect(shown(1100)).toEqual(responsiveVmColumns.map((column) => column.header))
  },
}

export const NarrowContainerEmpty: Story = {
  args: { columns: responsiveVmColumns, rows: [], emptyMessage: 'No virtual machines in Tallinn yet.' },
  decorators: NarrowContainer.decorators,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No virtual machines in Tallinn yet.')).toBeVisible()
    await expect(headerNames(canvas.getByRole('table'))).toEqual(['Name', 'Status', 'Hourly'])
  },
}

export const NarrowContainerVirtualized: Story = {
  args: { columns: responsiveVmColumns, rows: makeVms(500), maxHeight: 320 },
  decorators: NarrowContainer.decorators,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Virtual machines' })
    await expect(table).toHaveAttribute('aria-rowcount', '501')
    await expect(headerNames(table)).toEqual(['Name', 'Status', 'Hourly'])
    const scroller = canvas.getByRole('region', { name: 'Virtual machines' })
    // The shown headers share the whole width: the spacer rows add no columns for the hidden ones.
    const headersWidth = within(table)
      .getAllByRole('columnheader')
      .reduce((sum, header) => sum + header.getBoundingClientRect().width, 0)
    await expect(headersWidth).toBeCloseTo(table.getBoundingClientRect().width, 0)
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth)
    await waitFor(() => {
      scroller.scrollTop = scroller.scrollHeight
      return expect(canvas.getByRole('rowheader', { name: 'cache-500' })).toBeVisible()
    })
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toBeVisible()
    await waitFor(() => {
      scroller.scrollTop = 0
      return expect(canvas.getByRole('rowheader', { name: 'web-1' })).toBeVisible()
    })
  },
}

export const Dark: Story = {
  args: { defaultSort: { columnId: 'name', direction: 'asc' } },
  parameters: { appearance: 'dark' },
}
