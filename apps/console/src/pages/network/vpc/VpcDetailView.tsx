import { useState } from 'react'
import { Badge, Box, Button, Flex, Grid, Heading, Text } from '@radix-ui/themes'
import { Pencil1Icon, StarIcon, TrashIcon } from '@radix-ui/react-icons'
import {
  ConfirmDialog,
  DataTable,
  KeyValueList,
  NetworkTopology,
  SkeletonPage,
  SkeletonText,
  StatusBadge,
  type RenderLink,
  type TopologyData,
} from '@cirrus/design-system'
import {
  apiRequests,
  messages,
  type ActionAvailability,
  type Network,
  type Subinterface,
  type Vm,
  type VmInterface,
} from '@cirrus/domain'
import { errorDetail } from '../../../state/toasts'
import { useApiRequest } from '../../../app/api-request'
import { ActionButton } from '../../../components/ActionButton'
import { InterfaceList } from '../../../components/interfaces/InterfaceList'
import {
  AddSubinterfaceDialog,
  DeleteSubinterfaceDialog,
  type NewSubinterface,
} from '../../../components/interfaces/SubinterfaceDialogs'
import { VM_CREATE_PATH, vmPath } from '../../compute/paths'
import { Section } from '../../../components/Section'
import { RenameDialog } from '../RenameDialog'

/** Props of {@link VpcDetailView}. */
export type VpcDetailViewProps = {
  network: Network
  /** The location's name for people. */
  locationName: string
  /** The network's VMs (its `vm_uuids`); undefined while they load. */
  members: readonly Vm[] | undefined
  /** The members' interfaces with their VLAN sub-interfaces; undefined while they load. */
  interfaces: readonly VmInterface[] | undefined
  /** The location's networks (to name a sub-interface's network and offer one for a new sub-interface). */
  networks: readonly Network[]
  /** The diagram's data; undefined while its parts load. */
  topology: TopologyData | undefined
  /** `PATCH …/network/{uuid}`; rejects when it failed. */
  onRename: (name: string) => Promise<unknown>
  /** `DELETE …/network/{uuid}`; the platform refuses while VMs are in it. */
  onDelete: () => Promise<unknown>
  /** `PUT …/network/{uuid}/default`. */
  onSetDefault: () => Promise<unknown>
  /** Adds a VLAN sub-interface to a member's interface. */
  onAddSubinterface: (vm: Vm, sub: NewSubinterface) => Promise<unknown>
  /** Deletes a member's sub-interface. */
  onDeleteSubinterface: (vm: Vm, sub: Subinterface) => Promise<unknown>
  renderLink: RenderLink
}

type Dialog =
  | { kind: 'rename' }
  | { kind: 'delete' }
  | { kind: 'addSub'; vm: Vm; iface: VmInterface }
  | { kind: 'deleteSub'; vm: Vm; sub: Subinterface }

const CAN: ActionAvailability = { enabled: true }

/**
 * /network/vpc/{location}/{uuid}/ (SPEC §2; issue 11): the network's subnet and VLAN, its topology, its VMs
 * (linked) and their interfaces with VLAN sub-interfaces; rename, set as default, delete (refused by the
 * platform while VMs are in it, with its message in the failure toast).
 */
export function VpcDetailView({
  network,
  locationName,
  members,
  interfaces,
  networks,
  topology,
  onRename,
  onDelete,
  onSetDefault,
  onAddSubinterface,
  onDeleteSubinterface,
  renderLink,
}: VpcDetailViewProps) {
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const [settingDefault, setSettingDefault] = useState(false)
  // The platform's refusal shows in the dialog too (a toast sits behind a modal dialog).
  const [deleteError, setDeleteError] = useState<string | null>(null)
  // "Show API request" (issue 10) of the confirmations: the network's delete, a sub-interface's delete.
  const { location, uuid } = network
  const deleteRequest = useApiRequest(apiRequests.network.delete(location, uuid))
  const deleteSubRequest = useApiRequest(
    dialog?.kind === 'deleteSub'
      ? apiRequests.vmInterface.deleteSubinterface(location, dialog.vm.uuid, dialog.sub.uuid)
      : null,
  )
  const close = (open: boolean) => {
    if (open) return
    setDialog(null)
    setDeleteError(null)
  }
  const setDefault = () => {
    setSettingDefault(true)
    onSetDefault()
      .catch(() => {})
      .finally(() => setSettingDefault(false))
  }
  const defaultAvailability: ActionAvailability = network.is_default
    ? { enabled: false, reason: 'This is already the default network of the location' }
    : CAN
  const deleteAvailability: ActionAvailability = network.is_default
    ? {
        enabled: false,
        reason: 'The default network cannot be deleted: make another network the default first',
      }
    : CAN

  return (
    <Flex direction="column" gap="5" p="4" maxWidth="1100px">
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Flex direction="column" gap="1">
          <Flex align="center" gap="2">
            <Heading as="h1" size="6">
              {network.name}
            </Heading>
            {network.is_default && (
              <Badge color="iris" variant="soft" highContrast>
                Default
              </Badge>
            )}
          </Flex>
          <Text size="2" color="gray">
            VPC network in {locationName}
          </Text>
        </Flex>
        <Flex gap="2" wrap="wrap">
          <Button variant="soft" onClick={() => setDialog({ kind: 'rename' })}>
            <Pencil1Icon aria-hidden /> Rename
          </Button>
          <ActionButton
            availability={defaultAvailability}
            variant="soft"
            busy={settingDefault}
            onClick={setDefault}
          >
            <StarIcon aria-hidden /> Set as default
          </ActionButton>
          <ActionButton
            availability={deleteAvailability}
            variant="soft"
            color="red"
            onClick={() => setDialog({ kind: 'delete' })}
          >
            <TrashIcon aria-hidden /> Delete
          </ActionButton>
        </Flex>
      </Flex>

      <Grid columns="repeat(auto-fit, minmax(320px, 1fr))" gap="5" align="start">
        <Section title="Overview">
          <KeyValueList
            items={[
              { label: 'Subnet', value: network.subnet, copyText: network.subnet },
              { label: 'IPv6 subnet', value: network.subnet_ipv6 || null },
              { label: 'VLAN', value: network.vlan_id },
              { label: 'Default network', value: network.is_default ? 'Yes' : 'No' },
              { label: 'Virtual machines', value: String(network.vm_uuids.length) },
              { label: 'UUID', value: network.uuid, copyText: network.uuid },
            ]}
          />
        </Section>
        <Section title="Topology">
          {topology ? (
            <NetworkTopology data={topology} vmsPerRow={3} renderLink={renderLink} />
          ) : (
            <SkeletonText lines={4} label="Loading topology" />
          )}
        </Section>
      </Grid>

      <Section title="Virtual machines">
        <DataTable
          label={`Virtual machines in ${network.name}`}
          rows={members ?? []}
          loading={members === undefined}
          getRowId={(vm) => vm.uuid}
          getRowHref={(vm) => vmPath(vm.location, vm.uuid)}
          renderLink={renderLink}
          viewAll
          emptyMessage="No virtual machines in this network yet"
          emptyAction={
            <Button asChild variant="soft">
              {renderLink({ href: VM_CREATE_PATH, children: 'Create VM' })}
            </Button>
          }
          columns={[
            { id: 'name', header: 'Name', primary: true, cell: (vm) => vm.name },
            { id: 'status', header: 'Status', cell: (vm) => <StatusBadge status={vm.status} /> },
            {
              id: 'ip',
              header: 'Private IPv4',
              hideBelow: 'xs',
              cell: (vm) => <Text className="cirrus-tabular">{vm.private_ipv4 || '—'}</Text>,
            },
          ]}
        />
      </Section>

      <Section title="Interfaces and VLAN sub-interfaces">
        {members === undefined || interfaces === undefined ? (
          <SkeletonText lines={3} label="Loading interfaces" />
        ) : members.length === 0 ? (
          <Text as="p" size="2" color="gray">
            The interfaces of this network&apos;s VMs show here.
          </Text>
        ) : (
          <Flex direction="column" gap="5">
            {members.map((vm) => {
              const own = interfaces.filter((i) => i.vm_uuid === vm.uuid)
              const available: ActionAvailability =
                vm.status === 'deleted' ? { enabled: false, reason: 'The VM is deleted' } : CAN
              return (
                <Box key={vm.uuid}>
                  <Heading as="h3" size="3" mb="2">
                    {renderLink({ href: vmPath(vm.location, vm.uuid), children: vm.name })}
                  </Heading>
                  {own.length === 0 ? (
                    <Text as="p" size="2" color="gray">
                      No interfaces reported for this VM.
                    </Text>
                  ) : (
                    <InterfaceList
                      interfaces={own}
                      networks={networks}
                      owner={vm.name}
                      canAdd={available}
                      canDelete={available}
                      onAdd={(iface) => setDialog({ kind: 'addSub', vm, iface })}
                      onDelete={(sub) => setDialog({ kind: 'deleteSub', vm, sub })}
                    />
                  )}
                </Box>
              )
            })}
          </Flex>
        )}
      </Section>

      {dialog?.kind === 'rename' && (
        <RenameDialog
          object="VPC network"
          current={network.name}
          onSubmit={onRename}
          requestFor={(name) => apiRequests.network.update(location, uuid, { name })}
          onOpenChange={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          onOpenChange={close}
          title={`Delete ${network.name}?`}
          description={`The VPC network ${network.name} (${network.subnet}) will be deleted. A network with VMs in it cannot be deleted.`}
          confirmText={network.name}
          confirmLabel="Delete"
          error={deleteError ? `${messages.vpc.delete.failure}: ${deleteError}` : undefined}
          apiRequest={deleteRequest}
          onConfirm={() =>
            onDelete().catch((error: unknown) => {
              setDeleteError(errorDetail(error) ?? messages.vpc.delete.failure)
              throw error
            })
          }
        />
      )}
      {dialog?.kind === 'addSub' && (
        <AddSubinterfaceDialog
          vmName={dialog.vm.name}
          iface={dialog.iface}
          networks={networks}
          defaultNetworkUuid={network.uuid}
          onSubmit={(sub) => onAddSubinterface(dialog.vm, sub)}
          requestFor={(sub) =>
            apiRequests.vmInterface.createSubinterface(location, dialog.vm.uuid, sub.interfaceUuid, {
              network_uuid: sub.networkUuid,
              vlan_tag: sub.vlanTag,
            })
          }
          onOpenChange={close}
        />
      )}
      {dialog?.kind === 'deleteSub' && (
        <DeleteSubinterfaceDialog
          vmName={dialog.vm.name}
          sub={dialog.sub}
          onConfirm={() => onDeleteSubinterface(dialog.vm, dialog.sub)}
          apiRequest={deleteSubRequest}
          onOpenChange={close}
        />
      )}
    </Flex>
  )
}

/** What the VPC page shows while it loads. */
export function VpcDetailLoading() {
  return (
    <Box p="5">
      <SkeletonPage label="Loading VPC network" />
    </Box>
  )
}
