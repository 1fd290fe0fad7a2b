import { Flex, Heading, Text } from '@radix-ui/themes'
import { StatusBadge } from '@cirrus/design-system'
import type { Vm } from '@cirrus/domain'
import { ramText } from '../../../app/format'
import { VmActionButtons, type VmActionContext, type VmActionName } from './actions'

/** The power and lifecycle buttons beside the VM's name (SPEC §4). */
export const HEADER_ACTIONS: readonly VmActionName[] = ['start', 'stop', 'forceStop', 'clone', 'delete']

/** The VM's name, status, a one-line summary, and the power and lifecycle buttons. */
export function VmHeader({
  status,
  locationName,
  os,
  ...actions
}: { vm: Vm; status: string; locationName: string; os: string } & VmActionContext) {
  const { vm } = actions
  return (
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
        <VmActionButtons names={HEADER_ACTIONS} {...actions} />
      </Flex>
    </Flex>
  )
}
