import { useState } from 'react'
import { NumberSlider } from '@cirrus/design-system'
import { FormDialog } from '../../../../components/FormDialog'
import type { VmCommand } from '../../vm-commands'
import type { VmFormDialogProps } from './types'
import { useCommandRequest } from './use-command-request'

/** Add a disk within the host pool's disk limits. */
export function AddDiskDialog({ vm, limits, onCommand, onOpenChange }: VmFormDialogProps) {
  const [size, setSize] = useState(Math.max(10, limits.disk_gb.min))
  const command: VmCommand = { type: 'addDisk', sizeGb: size }
  const apiRequest = useCommandRequest(vm, command)
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={`Add a disk to ${vm.name}`}
      description="A new empty disk is attached to the VM. It is billed by size while it exists."
      submitLabel="Add disk"
      onSubmit={() => onCommand(command)}
      apiRequest={apiRequest}
    >
      <NumberSlider
        label="Disk size"
        unit="GB"
        value={size}
        onValueChange={setSize}
        min={1}
        max={limits.disk_gb.max}
      />
    </FormDialog>
  )
}
