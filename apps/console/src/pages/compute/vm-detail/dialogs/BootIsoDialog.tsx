import { useState } from 'react'
import { Select } from '@cirrus/design-system'
import { FormDialog } from '../../../../components/FormDialog'
import type { VmCommand } from '../../vm-commands'
import type { VmFormDialogProps } from './types'
import { useCommandRequest } from './use-command-request'

/** Boot the VM once from ISO media (rescue, SPEC §4). */
export function BootIsoDialog({ vm, bootImages, onCommand, onOpenChange }: VmFormDialogProps) {
  const [uuid, setUuid] = useState(bootImages[0]?.uuid ?? '')
  const chosen = bootImages.find((b) => b.uuid === uuid)
  const command: VmCommand = { type: 'bootIso', bootImageUuid: uuid, repository: 'platform' }
  const apiRequest = useCommandRequest(vm, chosen ? command : null)
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={`Boot ${vm.name} from ISO`}
      description="The VM starts once from the chosen image, e.g. a rescue system to repair its disk. The next boot uses its own disk again."
      submitLabel="Boot from ISO"
      submitDisabled={!chosen}
      onSubmit={() => onCommand(command)}
      apiRequest={apiRequest}
    >
      <Select
        label="Boot image"
        value={uuid}
        onValueChange={setUuid}
        hint={chosen?.description}
        options={bootImages.map((b) => ({ value: b.uuid, label: b.image_name }))}
      />
    </FormDialog>
  )
}
