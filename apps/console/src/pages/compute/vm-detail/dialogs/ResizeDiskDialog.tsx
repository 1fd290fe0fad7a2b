import { useState } from 'react'
import { NumberSlider } from '@cirrus/design-system'
import type { VmStorage } from '@cirrus/domain'
import { FormDialog } from '../../../../components/FormDialog'
import type { VmCommand } from '../../vm-commands'
import type { VmFormDialogProps } from './types'
import { useCommandRequest } from './use-command-request'

/** Grow one disk (it cannot shrink). */
export function ResizeDiskDialog({
  vm,
  limits,
  disk,
  onCommand,
  onOpenChange,
}: VmFormDialogProps & { disk: VmStorage }) {
  const [size, setSize] = useState(disk.size)
  const max = Math.max(disk.size, limits.disk_gb.max)
  const command: VmCommand = { type: 'resizeDisk', diskUuid: disk.uuid, sizeGb: size }
  const apiRequest = useCommandRequest(vm, size === disk.size ? null : command)
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={`Resize disk ${disk.name ?? ''} of ${vm.name}`}
      description="Disks can grow but not shrink. Grow the file system inside the VM afterwards."
      submitLabel="Resize disk"
      submitDisabled={size === disk.size}
      onSubmit={() => onCommand(command)}
      apiRequest={apiRequest}
    >
      <NumberSlider
        label="Disk size"
        unit="GB"
        value={size}
        onValueChange={setSize}
        min={disk.size}
        max={max}
      />
    </FormDialog>
  )
}
