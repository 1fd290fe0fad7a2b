/**
 * The VM detail page's actions as data (issue 5 "Compute"): what each command is called, which SPEC §8 texts
 * its toasts use (from the domain catalogue), which long operations show a progress toast (SPEC §4), which
 * transitional status the VM shows while it runs, and whether the VM's state allows it (SPEC §4, from the
 * domain's `vmActionAvailability`).
 */
import {
  apiRequests,
  messages,
  planVmUpdate,
  primaryStorage,
  vmActionAvailability,
  type ActionAvailability,
  type ApiRequest,
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

/**
 * The Warren call a command makes, as "Show API request" shows it (issue 10): the same builder the domain
 * client sends with, given the same fields as `useVmActions` gives the client. A resize that changes nothing
 * makes no call (null); a resize of CPU/RAM shows the VM update (SPEC §5: only what changed is sent).
 */
export function commandRequest(
  vm: Pick<Vm, 'uuid' | 'location' | 'name' | 'description' | 'vcpu' | 'memory' | 'storage'>,
  command: VmCommand,
): ApiRequest | null {
  const r = apiRequests.vm
  const { location, uuid } = vm
  switch (command.type) {
    case 'start':
      return r.start(location, uuid)
    case 'stop':
      return r.stop(location, { uuid, force: false })
    case 'forceStop':
      return r.stop(location, { uuid, force: true })
    case 'delete':
      return r.delete(location, uuid)
    case 'reinstall':
      return r.reinstall(location, { uuid, os_name: command.osName, os_version: command.osVersion })
    case 'clone':
      return r.clone(location, { uuid, name: command.name })
    case 'resize': {
      const plan = planVmUpdate(vm, { vcpu: command.vcpu, ram: command.ramMb })
      return plan.update ? r.update(location, plan.update) : null
    }
    case 'addDisk':
      return r.addStorage(location, { uuid, size_gb: command.sizeGb })
    case 'resizeDisk': {
      if (primaryStorage(vm)?.uuid === command.diskUuid) {
        const plan = planVmUpdate(vm, { disk_size_gb: command.sizeGb })
        return plan.resize ? r.resizeStorage(location, plan.resize) : null
      }
      return r.resizeStorage(location, { uuid, disk_uuid: command.diskUuid, size_gb: command.sizeGb })
    }
    case 'takeSnapshot':
      return r.createReplica(location, { uuid, type: 'snapshot' })
    case 'deleteReplica':
      return r.deleteReplica(location, {
        replica_uuid: command.replicaUuid,
        uuid,
        type: command.replicaType,
      })
    case 'enableBackup':
    case 'disableBackup':
      return r.toggleBackup(location, uuid)
    case 'restore':
      return r.rebuild(location, { uuid, replica_uuid: command.replicaUuid, type: command.replicaType })
    case 'bootIso':
      return r.bootIso(location, {
        uuid,
        boot_image_uuid: command.bootImageUuid,
        boot_image_repository: command.repository,
      })
    case 'changeBillingAccount':
      return r.setBillingAccount(location, { uuid, billing_account_id: command.billingAccountId })
    case 'changePassword':
      return r.changeUser(location, { uuid, username: command.username, password: command.password })
    case 'addSubinterface':
      return apiRequests.vmInterface.createSubinterface(location, uuid, command.interfaceUuid, {
        network_uuid: command.networkUuid,
        vlan_tag: command.vlanTag,
      })
    case 'deleteSubinterface':
      return apiRequests.vmInterface.deleteSubinterface(location, uuid, command.subinterfaceUuid)
  }
}
