import { useState } from 'react'
import { Callout } from '@radix-ui/themes'
import { ExclamationTriangleIcon } from '@radix-ui/react-icons'
import { Select } from '@cirrus/design-system'
import { UNPUBLISHED_MARKER, visibleVersions } from '@cirrus/domain'
import { FormDialog } from '../../../../components/FormDialog'
import type { VmCommand } from '../../vm-commands'
import type { VmFormDialogProps } from './types'
import { useCommandRequest } from './use-command-request'

/** Reinstall the boot disk from an OS image (administrators also see unpublished versions, SPEC §4, §6). */
export function ReinstallDialog({ vm, images, isAdmin, onCommand, onOpenChange }: VmFormDialogProps) {
  const plain = images.filter((i) => visibleVersions(i, isAdmin).length > 0)
  const [osName, setOsName] = useState(
    plain.some((i) => i.os_name === vm.os_name) ? vm.os_name : (plain[0]?.os_name ?? ''),
  )
  const image = plain.find((i) => i.os_name === osName)
  const versions = image ? visibleVersions(image, isAdmin) : []
  const [osVersion, setOsVersion] = useState(
    versions.some((v) => v.os_version === vm.os_version) ? vm.os_version : (versions[0]?.os_version ?? ''),
  )
  const chooseImage = (name: string) => {
    setOsName(name)
    const next = plain.find((i) => i.os_name === name)
    setOsVersion(next ? (visibleVersions(next, isAdmin)[0]?.os_version ?? '') : '')
  }
  const command: VmCommand = { type: 'reinstall', osName, osVersion }
  const apiRequest = useCommandRequest(vm, osName && osVersion ? command : null)
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={`Reinstall ${vm.name}`}
      description={
        <Callout.Root color="orange" size="1" asChild>
          <span>
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>Reinstalling wipes the boot disk. Everything on it is lost.</Callout.Text>
          </span>
        </Callout.Root>
      }
      submitLabel="Reinstall"
      tone="danger"
      submitDisabled={!osName || !osVersion}
      onSubmit={() => onCommand(command)}
      apiRequest={apiRequest}
    >
      <Select
        label="Operating system"
        value={osName}
        onValueChange={chooseImage}
        options={plain.map((i) => ({ value: i.os_name, label: i.display_name }))}
      />
      <Select
        label="Version"
        value={osVersion}
        onValueChange={setOsVersion}
        options={versions.map((v) => ({
          value: v.os_version,
          label: v.published ? v.display_name : `${v.display_name} ${UNPUBLISHED_MARKER}`,
        }))}
      />
    </FormDialog>
  )
}
