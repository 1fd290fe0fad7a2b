import { useState, type ReactNode } from 'react'
import { Box, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes'
import {
  CopyIcon,
  DesktopIcon,
  LightningBoltIcon,
  PlayIcon,
  PlusIcon,
  ReloadIcon,
  StopIcon,
  TrashIcon,
} from '@radix-ui/react-icons'
import {
  DataTable,
  KeyValueList,
  Price,
  SkeletonPage,
  SkeletonText,
  StatusBadge,
} from '@cirrus/design-system'
import {
  primaryStorage,
  type BillingAccount,
  type BootImage,
  type GuestLimits,
  type Ip,
  type Network,
  type PriceBreakdown,
  type Replica,
  type Vm,
  type VmImage,
  type VmInterface,
} from '@cirrus/domain'
import { ActionButton } from '../../components/ActionButton'
import { displayAmount } from '../../app/money'
import { dateTimeText, ramText } from '../../app/format'
import { commandAvailability, displayStatus, type VmCommand, type VmCommandType } from './vm-commands'
import { VmDialogs, type VmDialog } from './VmDialogs'

/** Props of {@link VmDetailView}. */
export type VmDetailViewProps = {
  /** The VM, as last read from the platform. */
  vm: Vm
  /** The location's name for people. */
  locationName: string
  /** The command in flight on this VM, or null: the status follows it (SPEC §4). */
  pending: VmCommandType | null
  /** The VM's hourly price by component; undefined while the price list loads. */
  price: PriceBreakdown | undefined
  /** Public IP addresses assigned to the VM; undefined while they load. */
  publicIps: readonly Ip[] | undefined
  /** The VM's network interfaces; undefined while they load. */
  interfaces: readonly VmInterface[] | undefined
  /** Why the interfaces could not be loaded. */
  interfacesError?: string | null
  /** The location's VPC networks, for new sub-interfaces. */
  networks: readonly Network[]
  /** The user's billing accounts. */
  billingAccounts: readonly BillingAccount[]
  /** OS images, for a reinstall. */
  images: readonly VmImage[]
  /** ISO boot media, for a one-time boot (rescue). */
  bootImages: readonly BootImage[]
  /** CPU, RAM and disk limits of the VM's host pool (API-NOTES §7.2), for resizing. */
  limits: GuestLimits
  /** Administrators also see unpublished image versions (SPEC §4, §6). */
  isAdmin: boolean
  /** Runs a command; resolves when it succeeded, rejects when it failed (the toast already said so). */
  onCommand: (command: VmCommand) => Promise<unknown>
  /** The viewer's time zone for dates. @default 'UTC' */
  timeZone?: string
}

type ReplicaRow = Replica & { diskName: string; when: string }

/**
 * A VM's page (issue 5): its status, addresses, disks with snapshots and backups, network interfaces, billing
 * account and price breakdown, and every action of SPEC §4 — each disabled with the reason when the VM's state
 * forbids it. Destructive actions confirm first, naming the VM.
 */
export function VmDetailView({
  vm,
  locationName,
  pending,
  price,
  publicIps,
  interfaces,
  interfacesError,
  networks,
  billingAccounts,
  images,
  bootImages,
  limits,
  isAdmin,
  onCommand,
  timeZone = 'UTC',
}: VmDetailViewProps) {
  const [dialog, setDialog] = useState<VmDialog | null>(null)
  const status = displayStatus(vm.status, pending)
  const can = (type: VmCommandType) => commandAvailability(vm, type, pending)
  const run = (command: VmCommand) => () => void onCommand(command).catch(() => {})
  const account = billingAccounts.find((a) => a.id === vm.billing_account)
  const replicas: ReplicaRow[] = vm.storage.flatMap((disk) =>
    disk.replica.map((r) => ({
      ...r,
      diskName: disk.name ?? (disk.primary ? 'Boot disk' : 'Disk'),
      when: dateTimeText(r.created_at, timeZone) ?? r.uuid,
    })),
  )
  const boot = primaryStorage(vm)
  const os = [vm.os_name, vm.os_version].filter(Boolean).join(' ')
  const publicAddresses = publicIps?.map((ip) => ip.address) ?? (vm.public_ipv4 ? [vm.public_ipv4] : [])

  return (
    <Flex direction="column" gap="5" p="4" maxWidth="1100px">
      <Flex justify="between" align="start" gap="4" wrap="wrap">
        <Flex direction="column" gap="1" minWidth="0">
          <Flex align="center" gap="3" wrap="wrap">
            <Heading as="h1" size="6" style={{ overflowWrap: 'anywhere' }}>
              {vm.name}
            </Heading>
            <StatusBadge status={status} size="2" />
          </Flex>
          <Text size="2" color="gray">
            Virtual machine in {locationName}
            {os && ` · ${os}`} · {vm.vcpu} vCPU · {ramText(vm.memory)} RAM
          </Text>
        </Flex>
        <Flex gap="2" wrap="wrap" role="group" aria-label="Power and lifecycle">
          <ActionButton
            availability={can('start')}
            busy={pending === 'start'}
            onClick={run({ type: 'start' })}
          >
            <PlayIcon aria-hidden /> Start
          </ActionButton>
          <ActionButton
            availability={can('stop')}
            busy={pending === 'stop'}
            variant="soft"
            onClick={run({ type: 'stop' })}
          >
            <StopIcon aria-hidden /> Stop
          </ActionButton>
          <ActionButton
            availability={can('forceStop')}
            busy={pending === 'forceStop'}
            variant="soft"
            color="orange"
            highContrast
            onClick={() => setDialog({ kind: 'forceStop' })}
          >
            <LightningBoltIcon aria-hidden /> Force stop
          </ActionButton>
          <ActionButton
            availability={can('clone')}
            busy={pending === 'clone'}
            variant="soft"
            color="gray"
            highContrast
            onClick={() => setDialog({ kind: 'clone' })}
          >
            <CopyIcon aria-hidden /> Clone
          </ActionButton>
          <ActionButton
            availability={can('delete')}
            busy={pending === 'delete'}
            variant="soft"
            color="red"
            onClick={() => setDialog({ kind: 'delete' })}
          >
            <TrashIcon aria-hidden /> Delete
          </ActionButton>
        </Flex>
      </Flex>

      <Grid columns="repeat(auto-fit, minmax(340px, 1fr))" gap="5" align="start">
        <Section title="Overview">
          <KeyValueList
            items={[
              { label: 'Status', value: <StatusBadge status={status} /> },
              { label: 'Location', value: locationName },
              { label: 'Operating system', value: os || null },
              { label: 'CPU', value: `${vm.vcpu} vCPU` },
              { label: 'RAM', value: ramText(vm.memory) },
              {
                label: 'Public IPv4',
                value: publicIps === undefined ? 'Loading…' : publicAddresses.join(', ') || null,
                copyText: publicAddresses[0],
              },
              {
                label: 'Private IPv4',
                value: vm.private_ipv4 || null,
                copyText: vm.private_ipv4 || undefined,
              },
              {
                label: 'Billing account',
                value: account?.title ?? (vm.billing_account ? `#${vm.billing_account}` : null),
              },
              { label: 'Backups', value: vm.backup ? 'Enabled' : 'Disabled' },
              { label: 'Username', value: vm.username },
              { label: 'Created', value: dateTimeText(vm.created_at, timeZone) },
              { label: 'UUID', value: <Text className="cirrus-tabular">{vm.uuid}</Text>, copyText: vm.uuid },
            ]}
          />
          <Flex gap="2" wrap="wrap" mt="4">
            <ActionButton
              availability={can('resize')}
              busy={pending === 'resize'}
              variant="soft"
              onClick={() => setDialog({ kind: 'resize' })}
            >
              Resize CPU and RAM
            </ActionButton>
            <ActionButton
              availability={can('changeBillingAccount')}
              busy={pending === 'changeBillingAccount'}
              variant="soft"
              onClick={() => setDialog({ kind: 'billing' })}
            >
              Change billing account
            </ActionButton>
            <ActionButton
              availability={can('changePassword')}
              busy={pending === 'changePassword'}
              variant="soft"
              onClick={() => setDialog({ kind: 'password' })}
            >
              Change password
            </ActionButton>
          </Flex>
        </Section>

        <Section title="Price">
          <PriceBreakdownTable breakdown={price} stopped={vm.status === 'stopped'} />
        </Section>
      </Grid>

      <Section
        title="Disks"
        actions={
          <ActionButton
            availability={can('addDisk')}
            busy={pending === 'addDisk'}
            variant="soft"
            onClick={() => setDialog({ kind: 'addDisk' })}
          >
            <PlusIcon aria-hidden /> Add disk
          </ActionButton>
        }
      >
        <DataTable
          label="Disks"
          rows={vm.storage}
          getRowId={(d) => d.uuid}
          columns={[
            { id: 'device', header: 'Device', primary: true, cell: (d) => d.name ?? d.uuid.slice(0, 8) },
            // On a narrow table the device, its size and the resize action stay (SPEC §2 breakpoints).
            {
              id: 'role',
              header: 'Role',
              hideBelow: 'xs',
              cell: (d) => (d.primary ? 'Boot disk' : 'Additional disk'),
            },
            { id: 'size', header: 'Size', numeric: true, cell: (d) => `${d.size} GB` },
            {
              id: 'replicas',
              header: 'Snapshots and backups',
              numeric: true,
              hideBelow: 'sm',
              cell: (d) => d.replica.length,
            },
            {
              id: 'actions',
              header: 'Actions',
              align: 'right',
              cell: (d) => (
                <ActionButton
                  availability={can('resizeDisk')}
                  size="1"
                  variant="ghost"
                  aria-label={`Resize disk ${d.name ?? d.uuid}`}
                  onClick={() => setDialog({ kind: 'resizeDisk', disk: d })}
                >
                  Resize
                </ActionButton>
              ),
            },
          ]}
        />
      </Section>

      <Section
        title="Snapshots and backups"
        actions={
          <>
            <ActionButton
              availability={can('takeSnapshot')}
              busy={pending === 'takeSnapshot'}
              variant="soft"
              onClick={run({ type: 'takeSnapshot' })}
            >
              Take snapshot
            </ActionButton>
            {vm.backup ? (
              <ActionButton
                availability={can('disableBackup')}
                busy={pending === 'disableBackup'}
                variant="soft"
                color="gray"
                highContrast
                onClick={run({ type: 'disableBackup' })}
              >
                Disable backups
              </ActionButton>
            ) : (
              <ActionButton
                availability={can('enableBackup')}
                busy={pending === 'enableBackup'}
                variant="soft"
                onClick={run({ type: 'enableBackup' })}
              >
                Enable backups
              </ActionButton>
            )}
          </>
        }
      >
        {replicas.length === 0 ? (
          <Text as="p" size="2" color="gray">
            No snapshots or backups yet.{' '}
            {vm.backup ? 'Automatic backups are enabled.' : 'Take a snapshot before risky changes.'}
          </Text>
        ) : (
          <DataTable
            label="Snapshots and backups"
            rows={replicas}
            getRowId={(r) => r.uuid}
            columns={[
              { id: 'taken', header: 'Taken', primary: true, cell: (r) => r.when },
              // On a narrow table (SPEC §2 breakpoints) when it was taken and the actions stay; the actions'
              // names still say snapshot or backup.
              {
                id: 'type',
                header: 'Type',
                hideBelow: 'xs',
                cell: (r) => (r.type === 'backup' ? 'Backup' : 'Snapshot'),
              },
              { id: 'disk', header: 'Disk', hideBelow: 'sm', cell: (r) => r.diskName },
              { id: 'size', header: 'Size', numeric: true, hideBelow: 'sm', cell: (r) => `${r.size} GB` },
              {
                id: 'actions',
                header: 'Actions',
                align: 'right',
                cell: (r) => (
                  <Flex gap="3" justify="end">
                    <ActionButton
                      availability={can('restore')}
                      size="1"
                      variant="ghost"
                      aria-label={`Restore from ${r.type} ${r.when}`}
                      onClick={() => setDialog({ kind: 'restore', replica: r })}
                    >
                      <ReloadIcon aria-hidden /> Restore
                    </ActionButton>
                    <ActionButton
                      availability={can('deleteReplica')}
                      size="1"
                      variant="ghost"
                      color="red"
                      aria-label={`Delete ${r.type} ${r.when}`}
                      onClick={() => setDialog({ kind: 'deleteReplica', replica: r })}
                    >
                      <TrashIcon aria-hidden /> Delete
                    </ActionButton>
                  </Flex>
                ),
              },
            ]}
          />
        )}
      </Section>

      <Section title="Network interfaces">
        {interfacesError ? (
          <Text as="p" size="2" color="red" role="alert">
            {interfacesError}
          </Text>
        ) : interfaces === undefined ? (
          <SkeletonText lines={3} label="Loading network interfaces" />
        ) : interfaces.length === 0 ? (
          <Text as="p" size="2" color="gray">
            This VM has no network interfaces.
          </Text>
        ) : (
          <Flex direction="column" gap="4">
            {interfaces.map((iface) => (
              <InterfaceCard
                key={iface.uuid}
                iface={iface}
                networks={networks}
                canAdd={can('addSubinterface')}
                canDelete={can('deleteSubinterface')}
                onAdd={() => setDialog({ kind: 'addSubinterface', iface })}
                onDelete={(sub) => setDialog({ kind: 'deleteSubinterface', sub })}
              />
            ))}
          </Flex>
        )}
      </Section>

      <Section title="Operating system">
        <Text as="p" size="2" color="gray" mb="3">
          Reinstall wipes the boot disk ({boot ? `${boot.size} GB` : 'boot disk'}) and installs a fresh image.
          A boot from ISO starts the VM once from a rescue or installer image.
        </Text>
        <Flex gap="2" wrap="wrap">
          <ActionButton
            availability={can('reinstall')}
            busy={pending === 'reinstall'}
            variant="soft"
            color="orange"
            highContrast
            onClick={() => setDialog({ kind: 'reinstall' })}
          >
            Reinstall
          </ActionButton>
          <ActionButton
            availability={can('bootIso')}
            busy={pending === 'bootIso'}
            variant="soft"
            onClick={() => setDialog({ kind: 'bootIso' })}
          >
            <DesktopIcon aria-hidden /> Boot from ISO
          </ActionButton>
        </Flex>
      </Section>

      <VmDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        vm={vm}
        networks={networks}
        billingAccounts={billingAccounts}
        images={images}
        bootImages={bootImages}
        limits={limits}
        isAdmin={isAdmin}
        onCommand={onCommand}
        timeZone={timeZone}
      />
    </Flex>
  )
}

function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Card size="2" style={{ width: '100%' }} asChild>
      <section>
        <Flex justify="between" align="center" gap="3" mb="3" wrap="wrap">
          <Heading as="h2" size="4">
            {title}
          </Heading>
          {actions && (
            <Flex gap="2" wrap="wrap">
              {actions}
            </Flex>
          )}
        </Flex>
        {children}
      </section>
    </Card>
  )
}

function PriceBreakdownTable({
  breakdown,
  stopped,
}: {
  breakdown: PriceBreakdown | undefined
  stopped: boolean
}) {
  if (!breakdown) return <SkeletonText lines={4} label="Loading prices" />
  const currency = breakdown.currency || 'EUR'
  return (
    <Flex direction="column" gap="3">
      <DataTable
        label="Price breakdown"
        rows={breakdown.lines}
        getRowId={(l) => l.component}
        columns={[
          { id: 'component', header: 'Component', primary: true, cell: (l) => l.label },
          {
            id: 'quantity',
            header: 'Quantity',
            numeric: true,
            cell: (l) => `${Number(l.quantity.toFixed(2))} ${l.unit}`,
          },
          {
            id: 'price',
            header: 'Per hour',
            numeric: true,
            cell: (l) => (
              <Price
                amount={displayAmount(l.price)}
                currency={currency}
                showMonthly={false}
                size="1"
                align="right"
              />
            ),
          },
        ]}
      />
      <Flex justify="between" align="start" gap="3">
        <Text size="2" weight="medium">
          Total
        </Text>
        <Price amount={displayAmount(breakdown.total)} currency={currency} align="right" />
      </Flex>
      {stopped && (
        <Text size="1" color="gray">
          A stopped VM costs nothing for CPU and RAM; its disks are still billed.
        </Text>
      )}
    </Flex>
  )
}

function InterfaceCard({
  iface,
  networks,
  canAdd,
  canDelete,
  onAdd,
  onDelete,
}: {
  iface: VmInterface
  networks: readonly Network[]
  canAdd: ReturnType<typeof commandAvailability>
  canDelete: ReturnType<typeof commandAvailability>
  onAdd: () => void
  onDelete: (sub: VmInterface['subinterfaces'][number]) => void
}) {
  const networkName = (uuid: string) => networks.find((n) => n.uuid === uuid)?.name ?? uuid
  const title = iface.network_name ?? networkName(iface.network_uuid)
  return (
    <Box>
      <Flex justify="between" align="center" gap="3" wrap="wrap" mb="2">
        <Text size="2" weight="medium">
          {title}
          {iface.is_primary && (
            <Text color="gray" weight="regular">
              {' '}
              · primary
            </Text>
          )}
        </Text>
        <ActionButton
          availability={canAdd}
          size="1"
          variant="soft"
          aria-label={`Add sub-interface to ${title}`}
          onClick={onAdd}
        >
          <PlusIcon aria-hidden /> Add sub-interface
        </ActionButton>
      </Flex>
      <KeyValueList
        size="1"
        items={[
          { label: 'Private IPv4', value: iface.private_ipv4, copyText: iface.private_ipv4 ?? undefined },
          { label: 'MAC address', value: iface.mac },
        ]}
      />
      {iface.subinterfaces.length > 0 && (
        <Box mt="3">
          <DataTable
            label={`Sub-interfaces of ${title}`}
            rows={iface.subinterfaces}
            getRowId={(sub) => sub.uuid}
            columns={[
              { id: 'vlan', header: 'VLAN', primary: true, cell: (sub) => sub.vlan_tag },
              // On a narrow table the VLAN, its address and the delete action stay (SPEC §2 breakpoints).
              {
                id: 'network',
                header: 'Network',
                hideBelow: 'xs',
                cell: (sub) => networkName(sub.network_uuid),
              },
              {
                id: 'ip',
                header: 'Private IPv4',
                cell: (sub) => <Text className="cirrus-tabular">{sub.private_ipv4 ?? '—'}</Text>,
              },
              {
                id: 'actions',
                header: 'Actions',
                align: 'right',
                cell: (sub) => (
                  <ActionButton
                    availability={canDelete}
                    size="1"
                    variant="ghost"
                    color="red"
                    aria-label={`Delete sub-interface VLAN ${sub.vlan_tag}`}
                    onClick={() => onDelete(sub)}
                  >
                    <TrashIcon aria-hidden /> Delete
                  </ActionButton>
                ),
              },
            ]}
          />
        </Box>
      )}
    </Box>
  )
}

/** What the VM page shows while its code or data loads. */
export function VmDetailLoading() {
  return (
    <Box p="5">
      <SkeletonPage label="Loading virtual machine" />
    </Box>
  )
}
