import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { StatusBadge, type RenderLink } from '@cirrus/design-system'
import { consoleTexts, type Vm } from '@cirrus/domain'
import { ramText } from '../../../app/format'
import { vmConsolePagePath } from '../paths'
import { VmActionButtons, type VmActionContext, type VmActionName } from './actions'

/** The power and lifecycle buttons beside the VM's name (SPEC §4). */
export const HEADER_ACTIONS: readonly VmActionName[] = ['start', 'stop', 'forceStop', 'clone', 'delete']

const plainLink: RenderLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
)

/** The VM's name, status, a one-line summary, the power and lifecycle buttons and "Open console" (issue 15). */
export function VmHeader({
  status,
  locationName,
  os,
  renderLink = plainLink,
  ...actions
}: { vm: Vm; status: string; locationName: string; os: string; renderLink?: RenderLink } & VmActionContext) {
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
        <Button asChild variant="soft">
          {renderLink({ href: vmConsolePagePath(vm.location, vm.uuid), children: consoleTexts.openConsole })}
        </Button>
      </Flex>
    </Flex>
  )
}
