/**
 * What every VM operation handler shares (sim/vm-operations.ts assembles them): the payload pieces, the live VM
 * and its disks, a change to the VM row, and `kind()` that declares one handler.
 */
import { z } from 'zod'
import { WarrenError } from '../http/errors.js'
import type { CheckedOperation } from '../ops/runner.js'
import type { Platform } from '../platform.js'
import type { Tx } from '../store/store.js'
import { bootDiskOf, disksOfVm, updateVm, vmByUuid } from '../store/vms.js'
import type { DurationName } from './durations.js'

export const uuid = z.string().min(1)
export const int = z.number().int()

export const DiskPayload = z.object({ diskUuid: uuid })
export const SizedDiskPayload = z.object({ diskUuid: uuid, sizeGb: int })
export const NoPayload = z.object({})

export async function liveVm(tx: Tx, uuid: string) {
  const vm = await vmByUuid(tx, uuid)
  if (!vm || vm.deletedAt) throw new WarrenError(400, `No such virtual machine exists: ${uuid}`)
  return vm
}

export async function vmDisks(tx: Tx, vmUuid: string) {
  return disksOfVm(tx, vmUuid)
}

export async function primaryDisk(tx: Tx, vmUuid: string) {
  const disk = await bootDiskOf(tx, vmUuid)
  if (!disk) throw new WarrenError(500, `Virtual machine ${vmUuid} has no boot disk`)
  return disk
}

export async function setVm(tx: Tx, p: Platform, uuid: string, values: Parameters<typeof updateVm>[2]) {
  await updateVm(tx, uuid, { ...values, updatedAt: p.clock() })
}

/** One kind of VM operation: its payload's schema, its simulated duration and its effect. */
export type VmOperation<S extends z.ZodType> = {
  payload: S
  duration: (op: CheckedOperation<z.infer<S>>) => DurationName
  complete: (tx: Tx, op: CheckedOperation<z.infer<S>>, p: Platform) => Promise<unknown>
}

export const kind = <S extends z.ZodType>(operation: VmOperation<S>) => operation
