/**
 * Composite VM flows of SPEC §5 and §8: create-then-assign and change-only updates.
 */
import type { Logger } from '../http/core.js'
import type { IpApi } from '../ip/api.js'
import type { Ip } from '../ip/schema.js'
import type { VmApi } from './api.js'
import { logOnlyMessages } from '../messages/messages.js'
import { primaryStorage, type Vm, type VmCreateInput, type VmStorage, type VmUpdateInput } from './schema.js'

/** The text logged when the IP assignment after a VM create fails (SPEC §8). Never toasted. */
export const IP_ASSIGN_FAILED = logOnlyMessages.ipAssignFailed

/** A VM create plus an optional floating IP to assign to it afterwards. */
export type CreateVmRequest = VmCreateInput & {
  /**
   * A floating IP to assign to the new VM. It is assigned only when `private_ip` is given (SPEC §5); the
   * private IP picks the VM interface the address maps to (SPEC §3).
   */
  assign_ip?: { address: string; private_ip?: string | null }
}

/** What {@link createVmFlow} did. */
export type CreateVmResult = {
  /** The new VM. */
  vm: Vm
  /** The assigned IP, or null when none was assigned (not asked for, or failed). */
  ip: Ip | null
  /** Why the assignment failed, when it did; it was logged as 'IP assign failed', not thrown. */
  ipError: unknown
}

/**
 * Creates a VM, then assigns a floating IP only when a private IP is given (SPEC §5). An assignment failure
 * is logged as 'IP assign failed' through the injected logger and returned, never thrown (SPEC §8): the VM
 * exists and its creation succeeded. A create failure is thrown as usual.
 */
export async function createVmFlow(
  deps: { vm: VmApi; ip: IpApi; logger: Logger },
  location: string,
  request: CreateVmRequest,
): Promise<CreateVmResult> {
  const { assign_ip: assignIp, ...input } = request
  const vm = await deps.vm.create(location, input)
  const privateIp = assignIp?.private_ip?.trim()
  if (!assignIp || !privateIp) return { vm, ip: null, ipError: null }
  try {
    const ip = await deps.ip.assign(location, assignIp.address, {
      assigned_to: vm.uuid,
      assigned_to_resource_type: 'virtual_machine',
      private_ip: privateIp,
    })
    return { vm, ip, ipError: null }
  } catch (error) {
    deps.logger.warn(IP_ASSIGN_FAILED, {
      vm: vm.uuid,
      address: assignIp.address,
      private_ip: privateIp,
      error,
    })
    return { vm, ip: null, ipError: error }
  }
}

/** The changes an edit form asks for; `disk_size_gb` is the wanted primary disk size. */
export type UpdateVmRequest = {
  name?: string
  description?: string
  vcpu?: number
  /** RAM in MB. */
  ram?: number
  /** Wanted size of the primary (boot) disk in GB. */
  disk_size_gb?: number
}

/** The Warren calls {@link updateVmFlow} will make for a change (pure; no call is made). */
export type VmUpdatePlan = {
  /** The `PATCH /user-resource/vm` body, or null when nothing of the VM itself changes. */
  update: VmUpdateInput | null
  /** The `PATCH vm/storage` body, or null when the primary disk keeps its size. */
  resize: { uuid: string; disk_uuid: string; size_gb: number } | null
}

/**
 * Plans an update: CPU and RAM are sent only when changed (Warren may reject unchanged values, API-NOTES
 * §7.4), the name and description likewise, and the primary disk is resized only when the requested size
 * differs from its current size (SPEC §5).
 */
export function planVmUpdate(
  current: Pick<Vm, 'uuid' | 'name' | 'description' | 'vcpu' | 'memory' | 'storage'>,
  changes: UpdateVmRequest,
): VmUpdatePlan {
  const update: VmUpdateInput = { uuid: current.uuid }
  if (changes.name !== undefined && changes.name !== current.name) update.name = changes.name
  if (changes.description !== undefined && changes.description !== current.description) {
    update.description = changes.description
  }
  if (changes.vcpu !== undefined && changes.vcpu !== current.vcpu) update.vcpu = changes.vcpu
  if (changes.ram !== undefined && changes.ram !== current.memory) update.ram = changes.ram
  const primary = primaryStorage(current)
  const resize =
    changes.disk_size_gb !== undefined && primary !== undefined && changes.disk_size_gb !== primary.size
      ? { uuid: current.uuid, disk_uuid: primary.uuid, size_gb: changes.disk_size_gb }
      : null
  return { update: Object.keys(update).length > 1 ? update : null, resize }
}

/** What {@link updateVmFlow} did. */
export type UpdateVmResult = {
  /** The VM after the changes (the input VM when nothing changed). */
  vm: Vm
  /** True when `PATCH /user-resource/vm` was sent ('Virtual Machine updated'). */
  updated: boolean
  /** The resized primary disk, when it was resized ('Disk resized'). */
  resized: VmStorage | null
}

/** Applies {@link planVmUpdate}: the VM update first, then the disk resize. Errors are thrown. */
export async function updateVmFlow(
  deps: { vm: VmApi },
  location: string,
  current: Vm,
  changes: UpdateVmRequest,
): Promise<UpdateVmResult> {
  const plan = planVmUpdate(current, changes)
  let vm = current
  if (plan.update) vm = await deps.vm.update(location, plan.update)
  let resized: VmStorage | null = null
  if (plan.resize) {
    const storage = await deps.vm.resizeStorage(location, plan.resize)
    resized = storage
    vm = { ...vm, storage: vm.storage.map((s) => (s.uuid === storage.uuid ? storage : s)) }
  }
  return { vm, updated: plan.update !== null, resized }
}
