import { Flex, Text } from '@radix-ui/themes'
import { primaryStorage } from '@cirrus/domain'
import { Section } from '../../../components/Section'
import { VmActionButtons, type VmActionContext } from './actions'

/** Reinstall the boot disk or boot once from ISO media (SPEC §4). */
export function OsPanel(actions: VmActionContext) {
  const boot = primaryStorage(actions.vm)
  return (
    <Section title="Operating system">
      <Text as="p" size="2" color="gray" mb="3">
        Reinstall wipes the boot disk ({boot ? `${boot.size} GB` : 'boot disk'}) and installs a fresh image. A
        boot from ISO starts the VM once from a rescue or installer image.
      </Text>
      <Flex gap="2" wrap="wrap">
        <VmActionButtons names={['reinstall', 'bootIso']} {...actions} />
      </Flex>
    </Section>
  )
}
