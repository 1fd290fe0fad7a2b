/** Which dialog of the VM page is open, and what every dialog is given. */
import type {
  BillingAccount,
  BootImage,
  GuestLimits,
  Network,
  Replica,
  Subinterface,
  Vm,
  VmImage,
  VmInterface,
  VmStorage,
} from '@cirrus/domain'
import type { VmCommand } from '../../vm-commands'

/** Which dialog of the VM page is open, with what it acts on. */
export type VmDialog =
  | { kind: 'delete' }
  | { kind: 'forceStop' }
  | { kind: 'clone' }
  | { kind: 'resize' }
  | { kind: 'addDisk' }
  | { kind: 'resizeDisk'; disk: VmStorage }
  | { kind: 'restore'; replica: Replica }
  | { kind: 'deleteReplica'; replica: Replica }
  | { kind: 'reinstall' }
  | { kind: 'bootIso' }
  | { kind: 'billing' }
  | { kind: 'password' }
  | { kind: 'addSubinterface'; iface: VmInterface }
  | { kind: 'deleteSubinterface'; sub: Subinterface }

/** Props of {@link VmDialogs}. */
export type VmDialogsProps = {
  /** The open dialog, or null. */
  dialog: VmDialog | null
  /** Closes it. */
  onClose: () => void
  vm: Vm
  /** CPU, RAM and disk limits of the VM's host pool (API-NOTES §7.2). */
  limits: GuestLimits
  networks: readonly Network[]
  billingAccounts: readonly BillingAccount[]
  images: readonly VmImage[]
  bootImages: readonly BootImage[]
  isAdmin: boolean
  /** Runs a command; rejects when it failed. */
  onCommand: (command: VmCommand) => Promise<unknown>
  /** Time zone for dates. */
  timeZone: string
}

/** Props of a form dialog: the dialogs' props and how to close it. */
export type VmFormDialogProps = VmDialogsProps & { onOpenChange: (open: boolean) => void }
