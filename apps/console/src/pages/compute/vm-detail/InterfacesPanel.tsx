import { Box, Flex, Text } from '@radix-ui/themes'
import { PlusIcon, TrashIcon } from '@radix-ui/react-icons'
import { DataTable, KeyValueList, SkeletonText } from '@cirrus/design-system'
import type { ActionAvailability, Network, VmInterface } from '@cirrus/domain'
import { ActionButton } from '../../../components/ActionButton'
import { commandAvailability } from '../vm-commands'
import { Section } from '../../../components/Section'
import type { VmActionContext } from './actions'

/** The VM's network interfaces with their sub-interfaces (VLANs on other networks); add or delete one. */
export function InterfacesPanel({
  interfaces,
  interfacesError,
  networks,
  vm,
  pending,
  openDialog,
}: {
  interfaces: readonly VmInterface[] | undefined
  interfacesError?: string | null
  networks: readonly Network[]
} & Omit<VmActionContext, 'onCommand'>) {
  return (
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
              canAdd={commandAvailability(vm, 'addSubinterface', pending)}
              canDelete={commandAvailability(vm, 'deleteSubinterface', pending)}
              onAdd={() => openDialog({ kind: 'addSubinterface', iface })}
              onDelete={(sub) => openDialog({ kind: 'deleteSubinterface', sub })}
            />
          ))}
        </Flex>
      )}
    </Section>
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
  canAdd: ActionAvailability
  canDelete: ActionAvailability
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
