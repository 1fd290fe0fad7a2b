import { Badge, Flex, Heading } from '@radix-ui/themes'
import { DataTable, type DataTableColumn, type RenderLink } from '@cirrus/design-system'
import {
  formatDateTime,
  type AdminMachineLease,
  type MachineEvent,
  type MachineHistory,
  type MetalMachineState,
} from '@cirrus/domain'
import { ResourceDetailView, linkTo, type ResourceAction } from '../../components/ResourceDetailView'

/** Props of {@link MachineHistoryView}. */
export type MachineHistoryViewProps = {
  /** The machine, its leases and events; undefined while loading. */
  history: MachineHistory | undefined
  error?: string
  onRetry?: () => void
  /** True when the platform knows no such machine in that location. */
  notFound?: boolean
  /** Puts the machine in maintenance, back to available, or marks it broken. */
  onSetState: (state: MetalMachineState) => void
  /** True while a state change runs. */
  busy?: boolean
  /** Renders the links (the router's in the app). */
  renderLink: RenderLink
}

const utc = (at: string | null) => (at ? formatDateTime(at, { timeZone: 'UTC' }) : '—')

const EVENT_TEXT: Record<string, string> = {
  lease: 'Leased',
  release: 'Released',
  'metal_machine.create': 'Added to the stock',
  'metal_machine.state': 'State changed',
  'metal_machine.retire': 'Retired',
}

/** /metal/machines/history/{location}/{uuid} (issue 14): one machine's leases, state changes and who did what. */
export function MachineHistoryView({
  history,
  error,
  onRetry,
  notFound,
  onSetState,
  busy,
  renderLink,
}: MachineHistoryViewProps) {
  const m = history?.machine
  const customer = (userId: number, email: string) => linkTo(renderLink, `/users/${userId}`, email)
  const leaseColumns: DataTableColumn<AdminMachineLease>[] = [
    {
      id: 'customer',
      header: 'Customer',
      primary: true,
      value: (l) => l.owner_email,
      cell: (l) => customer(l.user_id, l.owner_email),
    },
    { id: 'name', header: 'Server name', cell: (l) => l.display_name, value: (l) => l.display_name },
    { id: 'status', header: 'Status', cell: (l) => l.status, value: (l) => l.status },
    // On a phone: the customer, the server and its status; the dates leave (issue 16).
    ...(
      [
        { id: 'from', header: 'From (UTC)', cell: (l) => utc(l.created_at), value: (l) => l.created_at },
        { id: 'to', header: 'To (UTC)', cell: (l) => utc(l.released_at), value: (l) => l.released_at ?? '' },
      ] satisfies DataTableColumn<AdminMachineLease>[]
    ).map((column) => ({ ...column, hideBelow: 'xs' as const })),
  ]
  const eventColumns: DataTableColumn<MachineEvent>[] = [
    { id: 'at', header: 'When (UTC)', primary: true, cell: (e) => utc(e.at), value: (e) => e.at },
    {
      id: 'what',
      header: 'What',
      cell: (e) => EVENT_TEXT[e.action] ?? e.action,
      value: (e) => e.action,
    },
    {
      id: 'who',
      hideBelow: 'xs',
      header: 'Who',
      value: (e) => e.actor_email,
      cell: (e) => (
        <Flex gap="2" align="center">
          {e.actor_user_id !== null ? customer(e.actor_user_id, e.actor_email) : e.actor_email}
          <Badge color={e.kind === 'admin' ? 'iris' : 'gray'}>
            {e.kind === 'admin' ? 'administrator' : 'customer'}
          </Badge>
        </Flex>
      ),
    },
  ]
  const idle = m && m.state !== 'leased' && m.state !== 'retired'
  const actions: ResourceAction[] = idle
    ? (['maintenance', 'available', 'broken'] as const)
        .filter((s) => s !== m.state)
        .map((s) => ({
          label:
            s === 'maintenance' ? 'Put in maintenance' : s === 'available' ? 'Make available' : 'Mark broken',
          color: s === 'broken' ? ('red' as const) : ('gray' as const),
          busy,
          onClick: () => onSetState(s),
        }))
    : []
  return (
    <ResourceDetailView
      kind="Machine"
      title={m?.hostname}
      status={m && <Badge highContrast>{m.state}</Badge>}
      properties={
        m && [
          { label: 'UUID', value: m.uuid, copyText: m.uuid },
          { label: 'Serial', value: m.serial, copyText: m.serial },
          { label: 'Machine type', value: `${m.machine_type_display_name} (${m.machine_type})` },
          { label: 'Location', value: m.location },
          { label: 'IP address', value: m.ip_address, copyText: m.ip_address },
          { label: 'State', value: m.state },
          {
            label: 'Leased by',
            value: m.lease ? customer(m.lease.user_id, m.lease.owner_email) : null,
          },
          { label: 'Added (UTC)', value: utc(m.created_at) },
        ]
      }
      actions={actions}
      error={error}
      onRetry={onRetry}
      notFound={notFound}
      backHref="/metal/machines"
      backLabel="Machines"
      renderLink={renderLink}
      audit={{ entries: history?.audit, error, onRetry }}
    >
      {!error && (
        <>
          <Flex direction="column" gap="2">
            <Heading as="h2" size="4">
              Leases
            </Heading>
            <DataTable
              label="Leases of this machine"
              columns={leaseColumns}
              rows={history?.leases ?? []}
              getRowId={(l) => l.uuid}
              loading={history === undefined}
              emptyMessage="Never leased"
            />
          </Flex>
          <Flex direction="column" gap="2">
            <Heading as="h2" size="4">
              History
            </Heading>
            <DataTable
              label="History of this machine"
              columns={eventColumns}
              rows={history?.events ?? []}
              getRowId={(e) => `${e.at}-${e.action}-${e.lease_uuid ?? ''}`}
              loading={history === undefined}
              emptyMessage="Nothing happened to this machine yet"
            />
          </Flex>
        </>
      )}
    </ResourceDetailView>
  )
}
