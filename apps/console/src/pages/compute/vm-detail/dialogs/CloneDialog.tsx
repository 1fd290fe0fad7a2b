import { useState } from 'react'
import { TextField } from '@radix-ui/themes'
import { Field } from '@cirrus/design-system'
import { VM_NAME_MESSAGE, VmNameSchema } from '@cirrus/domain'
import { FormDialog } from '../../../../components/FormDialog'
import type { VmCommand } from '../../vm-commands'
import type { VmFormDialogProps } from './types'
import { useCommandRequest } from './use-command-request'

/** Clone the VM under a new name (API-NOTES §7.6 name rule). */
export function CloneDialog({ vm, onCommand, onOpenChange }: VmFormDialogProps) {
  const [name, setName] = useState(`${vm.name}-clone`)
  const valid = VmNameSchema.safeParse(name.trim()).success
  const command: VmCommand = { type: 'clone', name: name.trim() }
  const apiRequest = useCommandRequest(vm, valid ? command : null)
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={`Clone ${vm.name}`}
      description="A new virtual machine with a copy of this one's disks. It is billed like any other VM."
      submitLabel="Clone"
      submitDisabled={!valid}
      onSubmit={() => onCommand(command)}
      apiRequest={apiRequest}
    >
      <Field label="Name of the clone" error={valid ? undefined : VM_NAME_MESSAGE}>
        <TextField.Root value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      </Field>
    </FormDialog>
  )
}
