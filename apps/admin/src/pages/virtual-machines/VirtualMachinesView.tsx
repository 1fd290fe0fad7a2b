import { Button, DropdownMenu, Flex } from '@radix-ui/themes'
import { StatusBadge, type DataTableColumn, type RenderLink } from '@cirrus/design-system'
import { consoleTexts, fill, formatDateTime, type AdminVm, type AdminVmAction } from '@cirrus/domain'
import { serverTextColumn, type ServerTableViewProps } from '../../app/use-server-table'
import { ServerListView } from '../../components/ServerListView'

/** Rows per page of the VM table (paged on the server). */
export const VMS_PAGE_SIZE = 50

/** A host pool a VM may move to. */
export type PoolChoice = { uuid: string; name: string; location: string; storagePoolUuid: string }

/** Props of {@link VirtualMachinesView}. */
export type VirtualMachinesViewProps = ServerTableViewProps<AdminVm> & {
  /** Opens the vm's admin page (a row click or Enter). */
  onOpenPage: (vm: AdminVm) => void
  /** The host pools of every location (for "Move to"). */
  pools: readonly PoolChoice[]
  /** Starts, stops or force-stops a VM. */
  onAction: (vm: AdminVm, action: AdminVmAction) => void
  /** Moves a VM to another host pool. */
  onMove: (vm: AdminVm, poolUuid: string) => void
  /** Opens the owner's user page. */
  onOpenOwner: (vm: AdminVm) => void
  /** The VM an action is running for. */
  busyUuid?: string
  /** Renders the "Open console" links (the router's link; default a plain `<a>`). */
  renderLink?: RenderLink
}

/** The admin console of a VM: `/console/{location}/{vmId}` under the /admin basename (issue 15). */
export function adminConsolePath(location: string, uuid: string): string {
  return `/console/${encodeURIComponent(location)}/${encodeURIComponent(uuid)}`
}

const plainLink: RenderLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
)

const poolName = (pools: readonly PoolChoice[], uuid: string | null) =>
  pools.find((p) => p.uuid === uuid)?.name ?? '—'

/** /admin/virtual_machines (issue 13): every VM of every user, searched and paged on the server. */
export function VirtualMachinesView(props: VirtualMachinesViewProps) {
  const { pools, busyUuid, renderLink = plainLink } = props
  const columns: DataTableColumn<AdminVm>[] = [
    serverTextColumn<AdminVm>('name', 'Name', (v) => v.name, { primary: true }),
    {
      id: 'uuid',
      hideBelow: 'xs',
      header: 'UUID',
      defaultHidden: true,
      truncate: true,
      cell: (v) => v.uuid,
      value: (v) => v.uuid,
    },
    {
      id: 'status',
      sortable: true,
      sortValue: (v) => v.status,
      filterable: true,
      header: 'Status',
      cell: (v) => <StatusBadge status={v.status} />,
      value: (v) => v.status,
    },
    serverTextColumn<AdminVm>('location', 'Location', (v) => v.location, { hideBelow: 'sm' }),
    {
      id: 'ip',
      hideBelow: 'xs',
      header: 'IP address',
      cell: (v) => v.public_ipv4 ?? v.private_ipv4,
      value: (v) => v.public_ipv4 ?? v.private_ipv4,
    },
    {
      id: 'owner',
      hideBelow: 'xs',
      sortable: true,
      sortValue: (v) => v.owner_email,
      filterable: true,
      header: 'Owner',
      cell: (v) => (
        <Button
          size="1"
          variant="ghost"
          onClick={() => props.onOpenOwner(v)}
          aria-label={`Open owner ${v.owner_email}`}
        >
          {v.owner_email}
        </Button>
      ),
      value: (v) => v.owner_email,
    },
    { id: 'size', header: 'Size', cell: (v) => `${v.vcpu} vCPU, ${v.memory / 1024} GB`, hideBelow: 'md' },
    {
      id: 'pool',
      hideBelow: 'xs',
      header: 'Host pool (designated / current)',
      defaultHidden: true,
      cell: (v) => `${poolName(pools, v.designated_pool_uuid)} / ${poolName(pools, v.current_pool_uuid)}`,
      value: (v) => v.designated_pool_uuid,
    },
    {
      id: 'created',
      header: 'Created (UTC)',
      sortable: true,
      sortValue: (v) => new Date(v.created_at),
      value: (v) => v.created_at,
      cell: (v) => formatDateTime(v.created_at, { timeZone: 'UTC' }),
      hideBelow: 'md',
    },
    {
      id: 'actions',
      hideBelow: 'xs',
      header: 'Actions',
      align: 'right',
      cell: (v) => {
        const targets = pools.filter(
          (p) =>
            p.location === v.location &&
            p.uuid !== v.designated_pool_uuid &&
            p.storagePoolUuid === pools.find((c) => c.uuid === v.designated_pool_uuid)?.storagePoolUuid,
        )
        const busy = busyUuid === v.uuid
        return (
          <Flex gap="2" justify="end" align="center">
            <Button size="1" variant="ghost" asChild>
              {renderLink({
                href: adminConsolePath(v.location, v.uuid),
                'aria-label': fill(consoleTexts.openConsoleOf, { name: v.name }),
                children: consoleTexts.openConsole,
              })}
            </Button>
            {v.status === 'running' ? (
              <>
                <Button
                  size="1"
                  variant="soft"
                  color="gray"
                  loading={busy}
                  aria-label={`Stop ${v.name}`}
                  onClick={() => props.onAction(v, 'stop')}
                >
                  Stop
                </Button>
                <Button
                  size="1"
                  variant="soft"
                  color="red"
                  loading={busy}
                  aria-label={`Force stop ${v.name}`}
                  onClick={() => props.onAction(v, 'force_stop')}
                >
                  Force stop
                </Button>
              </>
            ) : (
              <Button
                size="1"
                variant="soft"
                loading={busy}
                aria-label={`Start ${v.name}`}
                onClick={() => props.onAction(v, 'start')}
              >
                Start
              </Button>
            )}
            {targets.length > 0 && (
              <DropdownMenu.Root>
                <DropdownMenu.Trigger>
                  <Button size="1" variant="soft" color="gray" aria-label={`Move ${v.name}`}>
                    Move
                    <DropdownMenu.TriggerIcon />
                  </Button>
                </DropdownMenu.Trigger>
                <DropdownMenu.Content size="1">
                  <DropdownMenu.Label>To host pool</DropdownMenu.Label>
                  {targets.map((p) => (
                    <DropdownMenu.Item key={p.uuid} onSelect={() => props.onMove(v, p.uuid)}>
                      {p.name}
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.Content>
              </DropdownMenu.Root>
            )}
          </Flex>
        )
      },
    },
  ]
  return (
    <ServerListView
      {...props}
      title="Virtual machines"
      description="Every VM of every user. Search by name, UUID, IP address or owner."
      onRowOpen={props.onOpenPage}
      label="Virtual machines"
      columns={columns}
      getRowId={(v) => v.uuid}
      emptyMessage="No virtual machines on the platform yet"
      name="virtual-machines"
      pageSize={VMS_PAGE_SIZE}
    />
  )
}
