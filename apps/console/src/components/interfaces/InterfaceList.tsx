/**
 * A VM's network interfaces with their VLAN sub-interfaces (SPEC §3 "VM network interface and sub-interface",
 * issue 11): shown on the VM page's interfaces card and on the VPC page for each member. Props only; the
 * screen decides what adding or deleting does.
 */
import { Box, Flex, Text } from '@radix-ui/themes'
import { PlusIcon, TrashIcon } from '@radix-ui/react-icons'
import { DataTable, KeyValueList } from '@cirrus/design-system'
import type { ActionAvailability, Network, Subinterface, VmInterface } from '@cirrus/domain'
import { ActionButton } from '../ActionButton'

/** Props of {@link InterfaceList}. */
export type InterfaceListProps = {
  /** The interfaces (of one VM). */
  interfaces: readonly VmInterface[]
  /** The location's networks, to name a sub-interface's network. */
  networks: readonly Network[]
  /** Whether a sub-interface can be added now, and why not. */
  canAdd: ActionAvailability
  /** Whether a sub-interface can be deleted now, and why not. */
  canDelete: ActionAvailability
  /** Opens the add dialog for an interface. */
  onAdd: (iface: VmInterface) => void
  /** Opens the delete confirmation of a sub-interface. */
  onDelete: (sub: Subinterface, iface: VmInterface) => void
  /** Prefix of the accessible names when several VMs' lists share a page (the VM's name). */
  owner?: string
}

/** Each interface with its address and MAC, and a table of its sub-interfaces with a delete button each. */
export function InterfaceList({
  interfaces,
  networks,
  canAdd,
  canDelete,
  onAdd,
  onDelete,
  owner,
}: InterfaceListProps) {
  const networkName = (uuid: string) => networks.find((n) => n.uuid === uuid)?.name ?? uuid
  const of = owner ? ` of ${owner}` : ''
  return (
    <Flex direction="column" gap="4">
      {interfaces.map((iface) => {
        const title = iface.network_name ?? networkName(iface.network_uuid)
        return (
          <Box key={iface.uuid}>
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
                aria-label={`Add sub-interface to ${title}${of}`}
                onClick={() => onAdd(iface)}
              >
                <PlusIcon aria-hidden /> Add sub-interface
              </ActionButton>
            </Flex>
            <KeyValueList
              size="1"
              items={[
                {
                  label: 'Private IPv4',
                  value: iface.private_ipv4,
                  copyText: iface.private_ipv4 ?? undefined,
                },
                { label: 'MAC address', value: iface.mac },
              ]}
            />
            {iface.subinterfaces.length > 0 && (
              <Box mt="3">
                <DataTable
                  label={`Sub-interfaces of ${title}${of}`}
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
                          aria-label={`Delete sub-interface VLAN ${sub.vlan_tag}${of}`}
                          onClick={() => onDelete(sub, iface)}
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
      })}
    </Flex>
  )
}
