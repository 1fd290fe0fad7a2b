import { useState } from 'react'
import { TextField } from '@radix-ui/themes'
import { Field, Select } from '@cirrus/design-system'
import type { VmInterface } from '@cirrus/domain'
import { FormDialog } from '../../../../components/FormDialog'
import type { VmCommand } from '../../vm-commands'
import type { VmFormDialogProps } from './types'
import { useCommandRequest } from './use-command-request'

/** Add a sub-interface (a VLAN on another network) to an interface. */
export function SubinterfaceDialog({
  vm,
  networks,
  iface,
  onCommand,
  onOpenChange,
}: VmFormDialogProps & { iface: VmInterface }) {
  const taken = new Set([iface.network_uuid, ...iface.subinterfaces.map((s) => s.network_uuid)])
  const choices = networks.filter((n) => !taken.has(n.uuid))
  const [networkUuid, setNetworkUuid] = useState(choices[0]?.uuid ?? '')
  const [vlan, setVlan] = useState('')
  const tag = Number(vlan)
  const tagValid = /^\d+$/.test(vlan) && tag >= 1 && tag <= 4094
  const usedTag = iface.subinterfaces.some((s) => s.vlan_tag === tag)
  const command: VmCommand = { type: 'addSubinterface', interfaceUuid: iface.uuid, networkUuid, vlanTag: tag }
  const apiRequest = useCommandRequest(vm, networkUuid && tagValid && !usedTag ? command : null)
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={`Add a sub-interface to ${vm.name}`}
      description="A VLAN-tagged sub-interface connects the VM to another VPC network over the same interface."
      submitLabel="Add sub-interface"
      submitDisabled={!networkUuid || !tagValid || usedTag}
      onSubmit={() => onCommand(command)}
      apiRequest={apiRequest}
    >
      <Select
        label="Network"
        value={networkUuid}
        onValueChange={setNetworkUuid}
        placeholder={choices.length === 0 ? 'No other networks in this location' : 'Select…'}
        options={choices.map((n) => ({ value: n.uuid, label: `${n.name} (${n.subnet})` }))}
      />
      <Field
        label="VLAN tag"
        hint="A number from 1 to 4094, unique on this interface."
        error={
          vlan === ''
            ? undefined
            : !tagValid
              ? 'Enter a number from 1 to 4094'
              : usedTag
                ? 'This VLAN tag is already used here'
                : undefined
        }
      >
        <TextField.Root inputMode="numeric" value={vlan} onChange={(e) => setVlan(e.target.value.trim())} />
      </Field>
    </FormDialog>
  )
}
