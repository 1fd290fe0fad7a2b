/** Which dialog is open decides what shows: a confirmation (destructive actions) or a form dialog (its own file). */
import { ConfirmDialog } from '@cirrus/design-system'
import type { Replica } from '@cirrus/domain'
import { dateTimeText } from '../../../../app/format'
import { CloneDialog } from './CloneDialog'
import { ResizeDialog } from './ResizeDialog'
import { AddDiskDialog } from './AddDiskDialog'
import { ResizeDiskDialog } from './ResizeDiskDialog'
import { ReinstallDialog } from './ReinstallDialog'
import { BootIsoDialog } from './BootIsoDialog'
import { BillingDialog } from './BillingDialog'
import { PasswordDialog } from './PasswordDialog'
import { SubinterfaceDialog } from './SubinterfaceDialog'
import type { VmCommand } from '../../vm-commands'
import type { VmDialog, VmDialogsProps } from './types'
import { useCommandRequest } from './use-command-request'

/** The VM page's dialogs: confirmations of destructive actions, and the small forms of the others. */
export function VmDialogs(props: VmDialogsProps) {
  const { dialog, onClose, vm, onCommand, timeZone } = props
  // The confirmations' one command each, for "Show API request" (issue 10).
  const confirmed = dialog ? confirmedCommand(dialog) : null
  const apiRequest = useCommandRequest(vm, confirmed)
  const confirm = () => (confirmed ? onCommand(confirmed) : undefined)
  if (!dialog) return null
  const openChange = (open: boolean) => !open && onClose()
  const replicaWord = (r: Replica) => (r.type === 'backup' ? 'backup' : 'snapshot')
  switch (dialog.kind) {
    case 'delete':
      return (
        <ConfirmDialog
          open
          onOpenChange={openChange}
          title={`Delete ${vm.name}?`}
          description={`The virtual machine ${vm.name}, its disks, snapshots and backups will be deleted. This cannot be undone.`}
          confirmText={vm.name}
          confirmLabel="Delete"
          onConfirm={confirm}
          apiRequest={apiRequest}
        />
      )
    case 'forceStop':
      return (
        <ConfirmDialog
          open
          onOpenChange={openChange}
          title={`Force stop ${vm.name}?`}
          description="The VM is powered off at once, without shutting down its operating system. Unsaved data is lost."
          confirmLabel="Force stop"
          onConfirm={confirm}
          apiRequest={apiRequest}
        />
      )
    case 'restore':
      return (
        <ConfirmDialog
          open
          onOpenChange={openChange}
          title={`Restore ${vm.name} from this ${replicaWord(dialog.replica)}?`}
          description={`The disk returns to its state of ${dateTimeText(dialog.replica.created_at, timeZone) ?? dialog.replica.uuid}. Changes made since then are lost.`}
          confirmLabel="Restore"
          tone="warning"
          onConfirm={confirm}
          apiRequest={apiRequest}
        />
      )
    case 'deleteReplica':
      return (
        <ConfirmDialog
          open
          onOpenChange={openChange}
          title={`Delete this ${replicaWord(dialog.replica)}?`}
          description={`The ${replicaWord(dialog.replica)} of ${vm.name} taken ${dateTimeText(dialog.replica.created_at, timeZone) ?? ''} will be deleted.`}
          confirmLabel="Delete"
          onConfirm={confirm}
          apiRequest={apiRequest}
        />
      )
    case 'deleteSubinterface':
      return (
        <ConfirmDialog
          open
          onOpenChange={openChange}
          title={`Delete sub-interface VLAN ${dialog.sub.vlan_tag}?`}
          description={`${vm.name} leaves the network on VLAN ${dialog.sub.vlan_tag}.`}
          confirmLabel="Delete"
          onConfirm={confirm}
          apiRequest={apiRequest}
        />
      )
    case 'clone':
      return <CloneDialog {...props} onOpenChange={openChange} />
    case 'resize':
      return <ResizeDialog {...props} onOpenChange={openChange} />
    case 'addDisk':
      return <AddDiskDialog {...props} onOpenChange={openChange} />
    case 'resizeDisk':
      return <ResizeDiskDialog {...props} disk={dialog.disk} onOpenChange={openChange} />
    case 'reinstall':
      return <ReinstallDialog {...props} onOpenChange={openChange} />
    case 'bootIso':
      return <BootIsoDialog {...props} onOpenChange={openChange} />
    case 'billing':
      return <BillingDialog {...props} onOpenChange={openChange} />
    case 'password':
      return <PasswordDialog {...props} onOpenChange={openChange} />
    case 'addSubinterface':
      return <SubinterfaceDialog {...props} iface={dialog.iface} onOpenChange={openChange} />
  }
}

/** The command a confirmation runs, or null for the form dialogs (they build their own). */
function confirmedCommand(dialog: VmDialog): VmCommand | null {
  switch (dialog.kind) {
    case 'delete':
      return { type: 'delete' }
    case 'forceStop':
      return { type: 'forceStop' }
    case 'restore':
      return { type: 'restore', replicaUuid: dialog.replica.uuid, replicaType: dialog.replica.type }
    case 'deleteReplica':
      return { type: 'deleteReplica', replicaUuid: dialog.replica.uuid, replicaType: dialog.replica.type }
    case 'deleteSubinterface':
      return { type: 'deleteSubinterface', subinterfaceUuid: dialog.sub.uuid }
    default:
      return null
  }
}
