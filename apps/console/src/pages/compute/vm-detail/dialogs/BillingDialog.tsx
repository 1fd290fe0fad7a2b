import { useState } from 'react'
import { Select } from '@cirrus/design-system'
import { FormDialog } from '../../../../components/FormDialog'
import type { VmCommand } from '../../vm-commands'
import type { VmFormDialogProps } from './types'
import { useCommandRequest } from './use-command-request'

/** Move the VM to another billing account. */
export function BillingDialog({ vm, billingAccounts, onCommand, onOpenChange }: VmFormDialogProps) {
  const [id, setId] = useState(String(vm.billing_account))
  const command: VmCommand = { type: 'changeBillingAccount', billingAccountId: Number(id) }
  const apiRequest = useCommandRequest(vm, Number(id) === vm.billing_account ? null : command)
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={`Change the billing account of ${vm.name}`}
      description="From now on the VM's hours are charged to the chosen account."
      submitLabel="Change billing account"
      submitDisabled={Number(id) === vm.billing_account}
      onSubmit={() => onCommand(command)}
      apiRequest={apiRequest}
    >
      <Select
        label="Billing account"
        value={id}
        onValueChange={setId}
        options={billingAccounts.map((a) => ({
          value: String(a.id),
          label: a.title,
          disabled: !a.is_active,
        }))}
      />
    </FormDialog>
  )
}
