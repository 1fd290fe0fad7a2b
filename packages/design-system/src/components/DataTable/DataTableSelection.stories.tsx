import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Button } from '@radix-ui/themes'
import { expect, fn, userEvent, within } from 'storybook/test'
import { DataTable } from './DataTable'
import { makeVms, vmColumns, type VmRow } from './fixtures'

const vms = makeVms(14)

/** A table whose selection lives in the story, as an app keeps it. */
function Selectable({ onStop, rows = vms }: { onStop?: (ids: string[]) => void; rows?: VmRow[] }) {
  const [selection, setSelection] = useState<Set<string>>(new Set())
  return (
    <DataTable
      label="Virtual machines"
      columns={vmColumns}
      rows={rows}
      getRowId={(vm) => vm.uuid}
      viewAll
      selection={selection}
      onSelectionChange={setSelection}
      selectRowLabel={(vm) => `Select ${vm.name}`}
      selectionActions={
        <Button size="1" onClick={() => onStop?.([...selection])}>
          Stop
        </Button>
      }
    />
  )
}

const meta = {
  title: 'Design System/DataTable/Selection',
  component: Selectable,
  args: { onStop: fn() },
} satisfies Meta<typeof Selectable>
export default meta
type Story = StoryObj<typeof meta>

/** A click selects one row; shift-click selects the range up to it; the bar counts them and holds the actions. */
export const ShiftClickRange: Story = {
  play: async ({ canvas, args }) => {
    // One session, so the held Shift applies to the click.
    const user = userEvent.setup()
    await user.click(canvas.getByRole('checkbox', { name: `Select ${vms[1]!.name}` }))
    await user.keyboard('{Shift>}')
    await user.click(canvas.getByRole('checkbox', { name: `Select ${vms[4]!.name}` }))
    await user.keyboard('{/Shift}')
    await expect(canvas.getByText('4 selected')).toBeVisible()
    for (const vm of vms.slice(1, 5)) {
      await expect(canvas.getByRole('checkbox', { name: `Select ${vm.name}` })).toBeChecked()
    }
    await expect(canvas.getByRole('checkbox', { name: `Select ${vms[5]!.name}` })).not.toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows on this page' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Stop' }))
    await expect(args.onStop).toHaveBeenCalledWith(vms.slice(1, 5).map((vm) => vm.uuid))
  },
}

/** The header checkbox selects the 10 rows on screen; "Select all 14 matching" takes the rest too. */
export const SelectAllMatching: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows on this page' }))
    await expect(canvas.getByText('10 selected')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Select all 14 matching' }))
    await expect(canvas.getByText('14 selected')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }))
    await expect(canvas.queryByText(/selected$/)).toBeNull()
    const table = canvas.getByRole('table', { name: 'Virtual machines' })
    await expect(within(table).queryAllByRole('checkbox', { checked: true })).toHaveLength(0)
  },
}

/** A server-paged table (one page of 5 in the browser, 14 on the server) with its own selection. */
function PagedSelectable({ onSelectAllMatching }: { onSelectAllMatching?: () => void }) {
  const [selection, setSelection] = useState<Set<string>>(new Set())
  return (
    <DataTable
      label="Virtual machines"
      columns={vmColumns}
      rows={vms.slice(0, 5)}
      getRowId={(vm) => vm.uuid}
      selection={selection}
      onSelectionChange={setSelection}
      selectRowLabel={(vm) => `Select ${vm.name}`}
      search=""
      filters={{}}
      paging={{ page: 1, pageSize: 5, total: vms.length, onPageChange: () => {}, onSelectAllMatching }}
    />
  )
}

/**
 * Server paging (issue 17): "Select all 14 matching" counts the server's total, not the page, and hands the
 * selection to the app (which fetches the matching ids); the header checkbox still takes the page's rows.
 */
export const PagedSelectAllMatching: Story = {
  render: (args) => <PagedSelectable onSelectAllMatching={() => args.onStop?.([])} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows on this page' }))
    await expect(canvas.getByText('5 selected')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Select all 14 matching' }))
    await expect(args.onStop).toHaveBeenCalledWith([])
  },
}
