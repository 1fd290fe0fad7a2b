/**
 * How the VM routes (routes/vm.ts, vm-power.ts, vm-storage.ts, vm-ip.ts) change a VM: a durable operation the
 * call waits for (`operate`, 409 while another holds the VM), or a short change under the VM's row lock
 * (`lockedUpdate`); and the lookups they share (a disk or replica of the VM, the VM's storage entry).
 */
import { WarrenError, noSuchVm } from '../http/errors.js'
import type { LocationRow, Principal } from '../http/env.js'
import { VM_LOCKED_MESSAGE } from '../ops/runner.js'
import type { Platform } from '../platform.js'
import type { DbOrTx, Tx } from '../store/store.js'
import { replicaWithDisk } from '../store/replicas.js'
import { diskByUuid, lockVm, poolGuestLimits, replicasOfDisk } from '../store/vms.js'
import { assertVm, toWarrenStorage, warrenVmOf, type VmRow } from './vms.js'

/** Warren's 400 for a replica the caller cannot use, naming only the replica. */
export function noSuchReplica(uuid: string, type: string | undefined) {
  const message = `No such ${type ?? 'replica'}: ${uuid}`
  return new WarrenError(400, message, { replica_uuid: message })
}

/** Checks (under the VM's lock) that the replica is one of the VM's disks' and of `type` when given. */
export async function vmReplica(db: DbOrTx, vmUuid: string, uuid: string, type: string | undefined) {
  const row = await replicaWithDisk(db, uuid)
  if (!row || row.disk.vmUuid !== vmUuid || (type !== undefined && row.replica.type !== type)) {
    throw noSuchReplica(uuid, type)
  }
}

/** The VM actions of one platform. */
export const vmActions = (p: Platform) => {
  const db = p.store.db

  /** Submits an operation on a VM (409 when busy), waits for it, and returns the VM as it is afterwards. */
  const operate = async (
    principal: Principal,
    location: LocationRow,
    uuid: string,
    kind: string,
    payload: Record<string, unknown>,
    guard: (tx: Tx, vm: VmRow) => Promise<void> | void = () => {},
  ) => {
    const id = await p.ops.submitForVm(uuid, { kind, payload, userId: principal.user.id }, async (tx, vm) => {
      assertVm(vm, principal, location)
      await guard(tx, vm)
    })
    return p.ops.run(id)
  }

  /** A short change under the VM's row lock, refused with 409 while an operation holds the VM. */
  const lockedUpdate = async (
    principal: Principal,
    location: LocationRow,
    uuid: string,
    change: (tx: Tx, vm: VmRow) => Promise<void>,
  ) =>
    db.transaction(async (tx) => {
      const vm = await lockVm(tx, uuid)
      if (!vm) throw noSuchVm(uuid)
      assertVm(vm, principal, location)
      if (vm.busyOperationId !== null) throw new WarrenError(409, VM_LOCKED_MESSAGE)
      await change(tx, vm)
    })

  const render = (uuid: string) => warrenVmOf(db, uuid)

  /** A disk of the VM, or a 400 naming `field`. */
  const vmDisk = async (tx: Tx, vm: VmRow, diskUuid: string, field: string) => {
    const disk = await diskByUuid(tx, diskUuid)
    if (!disk || disk.vmUuid !== vm.uuid) {
      const message = `The disk ${diskUuid} is not attached to this virtual machine`
      throw new WarrenError(400, message, { [field]: message })
    }
    return disk
  }

  const storageEntry = async (diskUuid: string) => {
    const disk = await diskByUuid(db, diskUuid)
    return toWarrenStorage(disk!, await replicasOfDisk(db, diskUuid))
  }

  const poolLimits = (tx: Tx, vm: VmRow) => poolGuestLimits(tx, vm.designatedPoolUuid)

  return { operate, lockedUpdate, render, vmDisk, storageEntry, poolLimits }
}
