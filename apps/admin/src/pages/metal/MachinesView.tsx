import { useState } from 'react'
import { Badge, Button, Flex, Select, Switch, Text, TextField } from '@radix-ui/themes'
import { DataTable, type DataTableColumn, type RenderLink } from '@cirrus/design-system'
import {
  MachineCreateInputSchema,
  formatDateTime,
  type AdminMachine,
  type AdminMetalType,
  type MachineCreateInput,
  type MetalMachineState,
  type MetalMachineViewState,
} from '@cirrus/domain'
import { serverDataTableProps, serverTextColumn, type ServerTableViewProps } from '../../app/use-server-table'
import { AdminFormCard } from '../../components/AdminFormCard'
import { FormField, issuesByField } from './FormField'
import { AdminScreen } from '../../components/PageHeader'

/** Rows per page of the machine table (paged on the server). */
export const MACHINES_PAGE_SIZE = 50

/** Props of {@link MachinesView}. */
export type MachinesViewProps = ServerTableViewProps<AdminMachine> & {
  /** True: the table lists the retired machines instead of the stock. */
  retired: boolean
  onRetiredChange: (retired: boolean) => void
  /** The locations a machine may be added to (slugs). */
  locations: readonly string[]
  /** The machine types a machine may be of (retired ones are left out). */
  types: readonly AdminMetalType[]
  /** Adds a machine. */
  onCreate: (input: MachineCreateInput) => void
  /** Field errors of the last add, by field, as the platform answered them. */
  fieldErrors?: Record<string, string>
  /** Puts a machine in maintenance, back to available, or marks it broken. */
  onSetState: (machine: AdminMachine, state: MetalMachineState) => void
  /** Retires a machine out of the stock. */
  onRetire: (machine: AdminMachine) => void
  /** The machine an action is running for. */
  busyUuid?: string
  /** Renders the links (customer, history): the router's link; default a plain `<a>`. */
  renderLink?: RenderLink
}

/** A machine's history page below the /admin basename. */
export function machineHistoryPath(m: Pick<AdminMachine, 'location' | 'uuid'>): string {
  return `/metal/machines/history/${encodeURIComponent(m.location)}/${encodeURIComponent(m.uuid)}`
}

const plainLink: RenderLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
)

const STATE_COLORS: Record<MetalMachineViewState, 'green' | 'blue' | 'amber' | 'red' | 'gray'> = {
  available: 'green',
  leased: 'blue',
  maintenance: 'amber',
  broken: 'red',
  retired: 'gray',
}

const STATE_ACTIONS: { state: MetalMachineState; label: string }[] = [
  { state: 'maintenance', label: 'Maintenance' },
  { state: 'available', label: 'Available' },
  { state: 'broken', label: 'Broken' },
]

type Form = Omit<MachineCreateInput, 'location' | 'machine_type'> & { location: string; machine_type: string }
const EMPTY: Form = { location: '', machine_type: '', serial: '', hostname: '', ip_address: '' }
const textFields = [
  { id: 'serial', label: 'Serial number' },
  { id: 'hostname', label: 'Host name' },
  { id: 'ip_address', label: 'IP address' },
] as const

/** /metal/machines (issue 14): the stock of bare metal machines of every location, paged on the server. */
export function MachinesView(props: MachinesViewProps) {
  const { busyUuid, renderLink = plainLink, fieldErrors = {} } = props
  const [form, setForm] = useState<Form>(EMPTY)
  const [checked, setChecked] = useState<Record<string, string>>({})
  const errors = { ...fieldErrors, ...checked }
  const offered = props.types.filter((t) => !t.retired)
  const columns: DataTableColumn<AdminMachine>[] = [
    serverTextColumn<AdminMachine>('hostname', 'Host name', (m) => m.hostname, { primary: true }),
    serverTextColumn<AdminMachine>('serial', 'Serial', (m) => m.serial, { hideBelow: 'sm' }),
    {
      id: 'machine_type',
      hideBelow: 'xs',
      header: 'Machine type',
      filterable: true,
      value: (m) => m.machine_type,
      cell: (m) => `${m.machine_type_display_name} (${m.machine_type})`,
    },
    serverTextColumn<AdminMachine>('location', 'Location', (m) => m.location, { hideBelow: 'sm' }),
    {
      id: 'state',
      header: 'State',
      sortable: true,
      sortValue: (m) => m.state,
      filterable: true,
      value: (m) => m.state,
      cell: (m) => (
        <Badge color={STATE_COLORS[m.state]} highContrast>
          {m.state}
        </Badge>
      ),
    },
    {
      id: 'customer',
      hideBelow: 'xs',
      header: 'Customer',
      value: (m) => m.lease?.owner_email ?? '',
      cell: (m) =>
        m.lease ? (
          <Button size="1" variant="ghost" asChild>
            {renderLink({
              href: `/users/${m.lease.user_id}`,
              'aria-label': `Open customer ${m.lease.owner_email}`,
              children: m.lease.owner_email,
            })}
          </Button>
        ) : (
          <Text color="gray">—</Text>
        ),
    },
    {
      id: 'ip',
      header: 'IP address',
      cell: (m) => m.ip_address,
      value: (m) => m.ip_address,
      hideBelow: 'md',
    },
    {
      id: 'created',
      header: 'Added (UTC)',
      sortable: true,
      sortValue: (m) => new Date(m.created_at),
      value: (m) => m.created_at,
      cell: (m) => formatDateTime(m.created_at, { timeZone: 'UTC' }),
      hideBelow: 'md',
    },
    {
      id: 'actions',
      hideBelow: 'xs',
      header: 'Actions',
      align: 'right',
      cell: (m) => (
        <Flex gap="2" justify="end" align="center" wrap="wrap">
          <Button size="1" variant="ghost" asChild>
            {renderLink({
              href: machineHistoryPath(m),
              'aria-label': `History of ${m.hostname}`,
              children: 'History',
            })}
          </Button>
          {m.state !== 'leased' &&
            m.state !== 'retired' &&
            STATE_ACTIONS.filter((a) => a.state !== m.state).map((a) => (
              <Button
                key={a.state}
                size="1"
                variant="soft"
                color={a.state === 'broken' ? 'red' : 'gray'}
                loading={busyUuid === m.uuid}
                aria-label={`Mark ${m.hostname} ${a.state}`}
                onClick={() => props.onSetState(m, a.state)}
              >
                {a.label}
              </Button>
            ))}
          {m.state !== 'leased' && m.state !== 'retired' && (
            <Button
              size="1"
              variant="soft"
              color="red"
              loading={busyUuid === m.uuid}
              aria-label={`Retire ${m.hostname}`}
              onClick={() => props.onRetire(m)}
            >
              Retire
            </Button>
          )}
        </Flex>
      ),
    },
  ]
  const submit = () => {
    const parsed = MachineCreateInputSchema.safeParse(form)
    const found = parsed.success ? {} : issuesByField(parsed.error.issues)
    setChecked(found)
    if (parsed.success) props.onCreate(parsed.data)
  }
  const choice = (
    id: 'location' | 'machine_type',
    label: string,
    options: { value: string; text: string }[],
  ) => (
    <FormField id={`machine-${id}`} label={label} error={errors[id]}>
      <Select.Root value={form[id] || undefined} onValueChange={(v) => setForm({ ...form, [id]: v })}>
        <Select.Trigger id={`machine-${id}`} aria-label={label} placeholder="Choose…" />
        <Select.Content>
          {options.map((o) => (
            <Select.Item key={o.value} value={o.value}>
              {o.text}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </FormField>
  )
  return (
    <AdminScreen
      title="Machines"
      description="The bare metal stock of every location. Customers lease available machines only; a leased machine changes state once its lease is released."
      gap="4"
    >
      <Text as="label" size="2">
        <Flex gap="2" align="center">
          <Switch checked={props.retired} onCheckedChange={props.onRetiredChange} />
          Show retired machines instead of the stock
        </Flex>
      </Text>
      <DataTable
        label="Machines"
        columns={columns}
        {...serverDataTableProps(props, MACHINES_PAGE_SIZE)}
        getRowId={(m) => m.uuid}
        emptyMessage={props.retired ? 'No retired machines' : 'No machines in stock yet'}
        columnChooserKey="cirrus.admin.metal-machines.columns"
        csvFileName="machines.csv"
      />
      <AdminFormCard title="Add a machine" noValidate onSubmit={submit} submitLabel="Add machine">
        <Flex gap="4" wrap="wrap">
          {choice(
            'location',
            'Location',
            props.locations.map((l) => ({ value: l, text: l })),
          )}
          {choice(
            'machine_type',
            'Machine type',
            offered.map((t) => ({ value: t.name, text: `${t.display_name} (${t.name})` })),
          )}
          {textFields.map((f) => (
            <FormField key={f.id} id={`machine-${f.id}`} label={f.label} error={errors[f.id]}>
              <TextField.Root
                id={`machine-${f.id}`}
                value={form[f.id]}
                aria-invalid={errors[f.id] ? true : undefined}
                onChange={(e) => setForm({ ...form, [f.id]: e.target.value })}
              />
            </FormField>
          ))}
        </Flex>
      </AdminFormCard>
    </AdminScreen>
  )
}
