import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Box, Select as RadixSelect, TextField } from '@radix-ui/themes'
import { expect, fn, userEvent, within } from 'storybook/test'
import { EditableTable, type EditableTableColumn, type EditableTableProps } from './EditableTable'

type Rule = { protocol: string; port: string; source: string }

const isPort = (v: string) => v === '' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 65535)
const isCidr = (v: string) => v === '' || /^\d{1,3}(\.\d{1,3}){3}(\/\d{1,2})?$/.test(v)
const errorsOf = (rows: readonly Rule[]) =>
  rows.map((r) => ({
    ...(isPort(r.port) ? {} : { port: 'Use a whole number from 1 to 65535' }),
    ...(isCidr(r.source) ? {} : { source: 'Use an IP address or CIDR prefix' }),
  }))

const columns: EditableTableColumn<Rule>[] = [
  {
    key: 'protocol',
    header: 'Protocol',
    render: (row, update, { onBlur, ...control }) => (
      <RadixSelect.Root value={row.protocol} onValueChange={(protocol) => update({ ...row, protocol })}>
        <RadixSelect.Trigger {...control} onBlur={onBlur} />
        <RadixSelect.Content>
          <RadixSelect.Item value="tcp">TCP</RadixSelect.Item>
          <RadixSelect.Item value="udp">UDP</RadixSelect.Item>
        </RadixSelect.Content>
      </RadixSelect.Root>
    ),
  },
  {
    key: 'port',
    header: 'Port',
    render: (row, update, control) => (
      <TextField.Root
        {...control}
        value={row.port}
        onChange={(e) => update({ ...row, port: e.target.value })}
      />
    ),
  },
  {
    key: 'source',
    header: 'Source',
    render: (row, update, control) => (
      <TextField.Root
        {...control}
        value={row.source}
        onChange={(e) => update({ ...row, source: e.target.value })}
      />
    ),
  },
]

const rules: Rule[] = [
  { protocol: 'tcp', port: '22', source: '203.0.113.0/24' },
  { protocol: 'tcp', port: '443', source: '' },
]

/** The table with its rows in state, as a form holds them. */
function Editable(
  props: Omit<EditableTableProps<Rule>, 'onChange' | 'errors'> & { onChange?: (rows: Rule[]) => void },
) {
  const [rows, setRows] = useState<Rule[]>([...props.rows])
  return (
    <EditableTable
      {...props}
      rows={rows}
      errors={errorsOf(rows)}
      onChange={(next) => {
        setRows(next)
        props.onChange?.(next)
      }}
    />
  )
}

const meta = {
  title: 'Design System/EditableTable',
  component: Editable,
  args: {
    label: 'Rules',
    rows: rules,
    columns,
    newRow: () => ({ protocol: 'tcp', port: '', source: '' }),
    rowLabel: (i: number) => `Rule ${i + 1}`,
    addLabel: 'Add rule',
    onChange: fn(),
  },
} satisfies Meta<typeof Editable>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('table', { name: 'Rules' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Add rule' }))
    await expect(canvas.getByRole('textbox', { name: 'Port, rule 3' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Remove rule 1' }))
    await expect(args.onChange).toHaveBeenLastCalledWith([
      rules[1],
      { protocol: 'tcp', port: '', source: '' },
    ])
  },
}

export const Empty: Story = {
  args: { rows: [], emptyText: 'No rules: nothing is let through.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No rules: nothing is let through.')).toBeVisible()
  },
}

/** An error shows beside its cell once the cell is left, and is read as the control's description. */
export const ErrorAfterLeavingCell: Story = {
  play: async ({ canvas }) => {
    const port = canvas.getByRole('textbox', { name: 'Port, rule 1' })
    await userEvent.clear(port)
    await userEvent.type(port, '70000')
    await expect(canvas.queryByText('Use a whole number from 1 to 65535')).toBeNull()
    await userEvent.tab()
    await expect(port).toHaveAttribute('aria-invalid', 'true')
    await expect(port).toHaveAccessibleDescription('Use a whole number from 1 to 65535')
  },
}

export const AllErrorsShown: Story = {
  args: {
    rows: [
      { protocol: 'tcp', port: '0', source: '10.0.0.0/8' },
      { protocol: 'udp', port: '53', source: 'not-an-address' },
    ],
    showAllErrors: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Source, rule 2' })).toHaveAccessibleDescription(
      'Use an IP address or CIDR prefix',
    )
  },
}

export const Full: Story = {
  args: { maxRows: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add rule' })).toBeDisabled()
  },
}

export const Disabled: Story = { args: { disabled: true } }

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <Box width="320px">
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Rules' })).toBeVisible()
  },
}
