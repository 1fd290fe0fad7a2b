import { Select as RadixSelect, TextField } from '@radix-ui/themes'
import { EditableTable, type EditableCellControl, type EditableTableColumn } from '@cirrus/design-system'
import {
  emptyFirewallRuleDraft,
  FIREWALL_DIRECTIONS,
  FIREWALL_PROTOCOLS,
  MAX_LIST_ITEMS,
  protocolHasPorts,
  type FirewallRuleDraft,
  type FirewallRuleDraftErrors,
} from '@cirrus/domain'

const protocolLabels: Record<FirewallRuleDraft['protocol'], string> = {
  tcp: 'TCP',
  udp: 'UDP',
  icmp: 'ICMP',
  any: 'Any',
}
const directionLabels: Record<FirewallRuleDraft['direction'], string> = {
  inbound: 'Inbound',
  outbound: 'Outbound',
}

/** A choice cell: a Radix Select whose trigger takes the cell's control props (name, error). */
function choice<V extends string>(
  value: V,
  options: readonly V[],
  labels: Record<V, string>,
  onChange: (value: V) => void,
  { onBlur, ...control }: EditableCellControl,
  disabled: boolean,
) {
  return (
    <RadixSelect.Root value={value} onValueChange={(v) => onChange(v as V)} disabled={disabled}>
      <RadixSelect.Trigger {...control} onBlur={onBlur} />
      <RadixSelect.Content position="popper">
        {options.map((o) => (
          <RadixSelect.Item key={o} value={o}>
            {labels[o]}
          </RadixSelect.Item>
        ))}
      </RadixSelect.Content>
    </RadixSelect.Root>
  )
}

/** A text cell. */
function text(
  value: string,
  onChange: (value: string) => void,
  control: EditableCellControl,
  options: { placeholder: string; numeric?: boolean; disabled?: boolean },
) {
  return (
    <TextField.Root
      {...control}
      value={value}
      autoComplete="off"
      spellCheck={false}
      inputMode={options.numeric ? 'numeric' : undefined}
      placeholder={options.placeholder}
      disabled={options.disabled}
      onChange={(e) => onChange(e.target.value)}
    />
  )
}

function columns(disabled: boolean): EditableTableColumn<FirewallRuleDraft>[] {
  return [
    {
      key: 'direction',
      header: 'Direction',
      render: (row, update, control) =>
        choice(
          row.direction,
          FIREWALL_DIRECTIONS,
          directionLabels,
          (direction) => update({ ...row, direction }),
          control,
          disabled,
        ),
    },
    {
      key: 'protocol',
      header: 'Protocol',
      render: (row, update, control) =>
        choice(
          row.protocol,
          FIREWALL_PROTOCOLS,
          protocolLabels,
          // ICMP and "any" have no ports: their port cells empty and disable.
          (protocol) =>
            update(
              protocolHasPorts(protocol)
                ? { ...row, protocol }
                : { ...row, protocol, portStart: '', portEnd: '' },
            ),
          control,
          disabled,
        ),
    },
    {
      key: 'portStart',
      header: 'Port from',
      render: (row, update, control) =>
        text(row.portStart, (portStart) => update({ ...row, portStart }), control, {
          placeholder: protocolHasPorts(row.protocol) ? 'All' : '—',
          numeric: true,
          disabled: disabled || !protocolHasPorts(row.protocol),
        }),
    },
    {
      key: 'portEnd',
      header: 'Port to',
      render: (row, update, control) =>
        text(row.portEnd, (portEnd) => update({ ...row, portEnd }), control, {
          placeholder: protocolHasPorts(row.protocol) ? 'Same' : '—',
          numeric: true,
          disabled: disabled || !protocolHasPorts(row.protocol),
        }),
    },
    {
      key: 'addresses',
      header: 'Addresses (CIDR)',
      width: '32%',
      render: (row, update, control) =>
        text(row.addresses, (addresses) => update({ ...row, addresses }), control, {
          placeholder: 'Any address',
          disabled,
        }),
    },
  ]
}

/** Props of {@link FirewallRuleTable}. */
export type FirewallRuleTableProps = {
  rules: readonly FirewallRuleDraft[]
  onChange: (rules: FirewallRuleDraft[]) => void
  /** Each row's errors, from the domain's `firewallRuleDraftErrors`. */
  errors: readonly FirewallRuleDraftErrors[]
  /** Show every error (after a submit), not only those of cells already left. */
  showAllErrors: boolean
  disabled?: boolean
}

/**
 * A firewall's rules as an editable table (issue 11): direction, protocol, port range (blank = all ports; the
 * last port blank = one port) and the addresses it applies to (blank = any), each cell with its error.
 */
export function FirewallRuleTable({
  rules,
  onChange,
  errors,
  showAllErrors,
  disabled = false,
}: FirewallRuleTableProps) {
  return (
    <EditableTable
      label="Rules"
      rows={rules}
      onChange={onChange}
      newRow={emptyFirewallRuleDraft}
      columns={columns(disabled)}
      errors={errors}
      showAllErrors={showAllErrors}
      rowLabel={(i) => `Rule ${i + 1}`}
      addLabel="Add rule"
      emptyText="No rules: the firewall lets nothing through."
      maxRows={MAX_LIST_ITEMS}
      disabled={disabled}
    />
  )
}
