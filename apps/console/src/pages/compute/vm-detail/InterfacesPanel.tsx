import { Text } from '@radix-ui/themes'
import { SkeletonText } from '@cirrus/design-system'
import type { Network, VmInterface } from '@cirrus/domain'
import { InterfaceList } from '../../../components/interfaces/InterfaceList'
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
        <InterfaceList
          interfaces={interfaces}
          networks={networks}
          canAdd={commandAvailability(vm, 'addSubinterface', pending)}
          canDelete={commandAvailability(vm, 'deleteSubinterface', pending)}
          onAdd={(iface) => openDialog({ kind: 'addSubinterface', iface })}
          onDelete={(sub) => openDialog({ kind: 'deleteSubinterface', sub })}
        />
      )}
    </Section>
  )
}
