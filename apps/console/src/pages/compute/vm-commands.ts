/**
 * The VM detail page's actions as data (issue 5 "Compute"): what each command is called, which SPEC §8 texts
 * its toasts use (from the domain catalogue), which long operations show a progress toast (SPEC §4), which
 * transitional status the VM shows while it runs, and whether the VM's state allows it (SPEC §4, from the
 * domain's `vmActionAvailability`).
 */
import {
  messages,
  vmActionAvailability,
  type ActionAvailability,
  type ActionMessages,
  type ProgressOperation,
  type ReplicaType,
  type Vm,
} from '@cirrus/domain'

/** Every command of the VM detail page, with what it needs. */
export type VmCommand =
  | { type: 'start' }
  | { type: 'stop' }
  | { type: 'forceStop' }
  | { type: 'delete' }
  | { type: 'reinstall'; osName: string; osVersion: string }
  | { type: 'clone'; name: string }
  | { type: 'resize'; vcpu: number; ramMb: number }
  | { type: 'addDisk'; sizeGb: number }
  | { type: 'resizeDisk'; diskUuid: string; sizeGb: number }
  | { type: 'takeSnapshot' }
  | { type: 'deleteReplica'; replicaUuid: string; replicaType: ReplicaType }
  | { type: 'enableBackup' }
  | { type: 'disableBackup' }
  | { type: 'restore'; replicaUuid: string; replicaType: ReplicaType }
  | { type: 'bootIso'; bootImageUuid: string; repository: 'platform' | 'private' }
  | { type: 'changeBillingAccount'; billingAccountId: number }
  | { type: 'changePassword'; username: string; password: string }
  | { type: 'addSubinterface'; interfaceUuid: string; networkUuid: string; vlanTag: number }
  | { type: 'deleteSubinterface'; subinterfaceUuid: string }

/** A command's type. */
export type VmCommandType = VmCommand['type']

/** The toast texts of a command (SPEC §8, from the domain catalogue; the apps never spell them). */
export function commandMessages(command: VmCommand): ActionMessages {
  const vm = messages.vm
  switch (command.type) {
    case 'start':
      return vm.start
    case 'stop':
      return vm.stop
    case 'forceStop':
      return vm.forceStop
    case 'delete':
      return vm.delete
    case 'reinstall':
      return vm.reinstall
    case 'clone':
      return vm.clone
    case 'resize':
      return vm.update
    case 'addDisk':
      return vm.addDisk
    case 'resizeDisk':
      return vm.resizeDisk
    case 'takeSnapshot':
      return vm.takeSnapshot
    case 'deleteReplica':
      return command.replicaType === 'backup' ? vm.deleteBackup : vm.deleteSnapshot
    case 'enableBackup':
      return vm.enableBackups
    case 'disableBackup':
      return vm.disableBackups
    case 'restore':
      return command.replicaType === 'backup' ? vm.restoreFromBackup : vm.restoreFromSnapshot
    case 'bootIso':
      return vm.bootIso
    case 'changeBillingAccount':
      return vm.changeBillingAccount
    case 'changePassword':
      return vm.changePassword
    case 'addSubinterface':
      return messages.subinterface.create
    case 'deleteSubinterface':
      return messages.subinterface.delete
  }
}

/** Long operations show a progress toast while the platform works (SPEC §4: create, clone, reinstall, restore). */
export function commandProgress(type: VmCommandType): ProgressOperation | null {
  switch (type) {
    case 'clone':
      return 'vmClone'
    case 'reinstall':
      return 'vmReinstall'
    case 'restore':
      return 'vmRestore'
    default:
      return null
  }
}

const TRANSITIONAL: Partial<Record<VmCommandType, string>> = {
  start: 'starting',
  stop: 'stopping',
  forceStop: 'stopping',
  delete: 'deleting',
  reinstall: 'reinstalling',
  restore: 'restoring',
}

/**
 * The status to show while a command runs: the VM's own status, or the transitional one of the command in
 * flight ("stopping", "reinstalling"…), so the badge follows the operation without a reload.
 */
export function displayStatus(status: string, pending: VmCommandType | null): string {
  return (pending && TRANSITIONAL[pending]) ?? status
}

/**
 * Whether the VM's state allows a command, and why not (SPEC §4). The domain's rules cover the state-bound
 * actions; the rest (disks, snapshots, billing account, sub-interfaces) need only a live VM, the rule of
 * delete. While a command is in flight every action waits ('The VM is busy').
 */
export function commandAvailability(
  vm: Pick<Vm, 'status' | 'backup' | 'storage'>,
  type: VmCommandType,
  pending: VmCommandType | null = null,
): ActionAvailability {
  const rules = vmActionAvailability({ ...vm, status: pending ? 'busy' : vm.status })
  switch (type) {
    case 'start':
    case 'stop':
    case 'forceStop':
    case 'delete':
    case 'reinstall':
    case 'clone':
    case 'restore':
    case 'bootIso':
    case 'enableBackup':
    case 'disableBackup':
    case 'resize':
    case 'changePassword':
      return rules[type]
    default:
      return rules.delete
  }
}
