/** The service page's dialogs (issue 12): one small form or confirmation per action, each with its request. */
import { useState } from 'react'
import { TextField } from '@radix-ui/themes'
import { ConfirmDialog, Field } from '@cirrus/design-system'
import { isIpPrefix, type BillingAccount, type ServicePackage } from '@cirrus/domain'
import { useApiRequest } from '../../app/api-request'
import { FormDialog } from '../../components/FormDialog'
import { BillingAccountSelect } from '../../components/BillingAccountSelect'
import { serviceCall, type ServiceCommand } from './service-commands'
import { isHibernating, type ServiceBackup } from './service-detail'

/** The dialog that is open. */
export type ServiceDialog =
  | { kind: 'rename' | 'delete' | 'hibernate' | 'addWhitelist' | 'billing' }
  | { kind: 'deleteWhitelist'; address: string }
  | { kind: 'restoreBackup'; vmId: string; vmName: string; backup: ServiceBackup }

/** Props of {@link ServiceDialogs}. */
export type ServiceDialogsProps = {
  dialog: ServiceDialog | null
  pkg: ServicePackage
  onClose: () => void
  onCommand: (command: ServiceCommand) => Promise<unknown>
  /** The user's billing accounts (the billing dialog). */
  billingAccounts?: readonly BillingAccount[]
}

/** The message beside the whitelist field, or null when the address can be sent (API-NOTES §9). */
export function whitelistAddressError(value: string): string | null {
  const address = value.trim()
  if (!address) return 'IP address must be specified'
  return isIpPrefix(address) ? null : 'Enter an IP address or a CIDR prefix, e.g. 203.0.113.0/24'
}

/** "Show API request" of a command (the call it makes), or nothing. */
function useServiceRequest(pkg: ServicePackage, command: ServiceCommand | null) {
  return useApiRequest(command ? serviceCall(pkg, command).request : null)
}

/** The command a confirmation dialog runs. */
function confirmCommand(pkg: ServicePackage, dialog: ServiceDialog | null): ServiceCommand | null {
  switch (dialog?.kind) {
    case 'delete':
      return { type: 'delete' }
    case 'hibernate':
      return { type: 'hibernate', enabled: !isHibernating(pkg) }
    case 'deleteWhitelist':
      return { type: 'deleteWhitelist', address: dialog.address }
    case 'restoreBackup':
      return { type: 'restoreBackup', vmId: dialog.vmId, replicaUuid: dialog.backup.uuid }
    default:
      return null
  }
}

/** The open dialog of the service page, if any. */
export function ServiceDialogs({
  dialog,
  pkg,
  onClose,
  onCommand,
  billingAccounts = [],
}: ServiceDialogsProps) {
  const confirm = confirmCommand(pkg, dialog)
  const confirmRequest = useServiceRequest(pkg, confirm)
  if (!dialog) return null
  const close = (open: boolean) => !open && onClose()
  const runConfirm = () => onCommand(confirm!)
  const name = pkg.display_name
  switch (dialog.kind) {
    case 'rename':
      return <RenameDialog pkg={pkg} onClose={onClose} onCommand={onCommand} />
    case 'addWhitelist':
      return <WhitelistDialog pkg={pkg} onClose={onClose} onCommand={onCommand} />
    case 'billing':
      return (
        <BillingDialog pkg={pkg} onClose={onClose} onCommand={onCommand} billingAccounts={billingAccounts} />
      )
    case 'delete':
      return (
        <ConfirmDialog
          open
          onOpenChange={close}
          title={`Delete ${name}?`}
          description={`${name}, its VMs and their disks will be deleted. Its data cannot be recovered.`}
          confirmText={name}
          onConfirm={runConfirm}
          apiRequest={confirmRequest}
        />
      )
    case 'hibernate': {
      const enable = !isHibernating(pkg)
      return (
        <ConfirmDialog
          open
          onOpenChange={close}
          tone="warning"
          title={enable ? `Hibernate ${name}?` : `Wake ${name} up?`}
          description={
            enable
              ? 'Every VM of the service stops; their CPU and RAM cost nothing while it hibernates.'
              : 'Every VM of the service starts again.'
          }
          confirmLabel={enable ? 'Hibernate' : 'Wake up'}
          onConfirm={runConfirm}
          apiRequest={confirmRequest}
        />
      )
    }
    case 'deleteWhitelist':
      return (
        <ConfirmDialog
          open
          onOpenChange={close}
          title={`Remove ${dialog.address} from the whitelist?`}
          description="Clients from this address can no longer reach the service (an empty whitelist is open to all)."
          confirmLabel="Remove"
          onConfirm={runConfirm}
          apiRequest={confirmRequest}
        />
      )
    case 'restoreBackup':
      return (
        <ConfirmDialog
          open
          onOpenChange={close}
          tone="warning"
          title={`Restore ${dialog.vmName} from its backup?`}
          description={`The VM's disk goes back to the backup of ${dialog.backup.createdAt ?? 'its last run'}. What was written since is lost.`}
          confirmLabel="Restore"
          onConfirm={runConfirm}
          apiRequest={confirmRequest}
        />
      )
  }
}

type DialogProps = { pkg: ServicePackage; onClose: () => void; onCommand: ServiceDialogsProps['onCommand'] }

function RenameDialog({ pkg, onClose, onCommand }: DialogProps) {
  const [value, setValue] = useState(pkg.display_name)
  const name = value.trim()
  const error = name ? null : 'Give the service a name'
  const command: ServiceCommand | null = error ? null : { type: 'rename', name }
  const apiRequest = useServiceRequest(pkg, command)
  return (
    <FormDialog
      apiRequest={apiRequest}
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Rename ${pkg.display_name}`}
      description="The name is for people; the service keeps its uuid."
      submitLabel="Rename"
      submitDisabled={command === null || name === pkg.display_name}
      onSubmit={() => onCommand(command!)}
    >
      <Field label="Name" error={error}>
        <TextField.Root autoComplete="off" value={value} onChange={(e) => setValue(e.target.value)} />
      </Field>
    </FormDialog>
  )
}

function WhitelistDialog({ pkg, onClose, onCommand }: DialogProps) {
  const [value, setValue] = useState('')
  const [touched, setTouched] = useState(false)
  const error = whitelistAddressError(value)
  const command: ServiceCommand | null = error ? null : { type: 'addWhitelist', address: value.trim() }
  const apiRequest = useServiceRequest(pkg, command)
  return (
    <FormDialog
      apiRequest={apiRequest}
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Add a whitelist address to ${pkg.display_name}`}
      description="Only whitelisted addresses reach the service once the list is not empty."
      submitLabel="Add address"
      submitDisabled={command === null}
      onSubmit={() => onCommand(command!)}
    >
      <Field label="IP address or CIDR" error={touched || value ? error : undefined}>
        <TextField.Root
          autoComplete="off"
          placeholder="203.0.113.0/24"
          value={value}
          onBlur={() => setTouched(true)}
          onChange={(e) => setValue(e.target.value)}
        />
      </Field>
    </FormDialog>
  )
}

/** Move the service (its VMs and their disks with it) to another billing account (issue 18). */
function BillingDialog({
  pkg,
  onClose,
  onCommand,
  billingAccounts,
}: Omit<ServiceDialogsProps, 'dialog' | 'billingAccounts'> & { billingAccounts: readonly BillingAccount[] }) {
  const [id, setId] = useState<number | null>(pkg.billing_account_id)
  const unchanged = id === null || id === pkg.billing_account_id
  const command: ServiceCommand | null = unchanged
    ? null
    : { type: 'changeBillingAccount', billingAccountId: id }
  return (
    <FormDialog
      apiRequest={useServiceRequest(pkg, command)}
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Change the billing account of ${pkg.display_name}`}
      description="The service, its VMs and their disks are charged to the chosen account from now on."
      submitLabel="Change billing account"
      submitDisabled={unchanged}
      onSubmit={() => onCommand(command!)}
    >
      <BillingAccountSelect accounts={billingAccounts} value={id} onChange={setId} />
    </FormDialog>
  )
}
