import { useState } from 'react'
import { NumberSlider } from '@cirrus/design-system'
import { FormDialog } from '../../../../components/FormDialog'
import { MB_PER_GB, ramLimitsGb } from '../../../../forms/vm-create'
import type { VmCommand } from '../../vm-commands'
import type { VmFormDialogProps } from './types'
import { useCommandRequest } from './use-command-request'

/** Resize CPU and RAM within the host pool's guest limits (API-NOTES §7.2, §7.4: while stopped). */
export function ResizeDialog({ vm, limits, onCommand, onOpenChange }: VmFormDialogProps) {
  const ram = ramLimitsGb(limits)
  const [vcpu, setVcpu] = useState(vm.vcpu)
  const [ramGb, setRamGb] = useState(vm.memory / MB_PER_GB)
  const changed = vcpu !== vm.vcpu || Math.round(ramGb * MB_PER_GB) !== vm.memory
  const command: VmCommand = { type: 'resize', vcpu, ramMb: Math.round(ramGb * MB_PER_GB) }
  const apiRequest = useCommandRequest(vm, changed ? command : null)
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={`Resize ${vm.name}`}
      description="Only what you change is sent. The VM must be stopped to change CPU or RAM."
      submitLabel="Resize"
      submitDisabled={!changed}
      onSubmit={() => onCommand(command)}
      apiRequest={apiRequest}
    >
      <NumberSlider
        label="CPU"
        unit="vCPU"
        value={vcpu}
        onValueChange={setVcpu}
        min={limits.cpu.min}
        max={limits.cpu.max}
      />
      <NumberSlider
        label="RAM"
        unit="GB"
        value={ramGb}
        onValueChange={setRamGb}
        min={ram.min}
        max={ram.max}
        step={0.5}
      />
    </FormDialog>
  )
}
