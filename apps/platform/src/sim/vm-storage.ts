/**
 * Disks and replicas of a VM (API-NOTES §3, §7.4, §14.5): a new disk, resize (never shrinks), delete, attach and
 * detach, and snapshots or backups of a disk.
 */
import { z } from 'zod'
import { WarrenError } from '../http/errors.js'
import { nextDevice } from '../services/vms.js'
import { attachFreeDisk, deleteExtraDisk, detachExtraDisk, insertDisk, updateDisk } from '../store/disks.js'
import { deleteReplica, insertReplica } from '../store/replicas.js'
import { diskByUuid } from '../store/vms.js'
import { DiskPayload, SizedDiskPayload, kind, liveVm, uuid, vmDisks } from './vm-common.js'

/** The storage and replica handlers. */
export const storageOperations = {
  'vm.storage.create': kind({
    payload: SizedDiskPayload,
    duration: () => 'storage',
    async complete(tx, op, p) {
      const { diskUuid, sizeGb } = op.payload
      const vm = await liveVm(tx, op.resourceUuid!)
      const taken = (await vmDisks(tx, vm.uuid)).map((d) => d.device)
      const now = p.clock()
      await insertDisk(tx, {
        uuid: diskUuid,
        location: vm.location,
        userId: vm.userId,
        billingAccountId: vm.billingAccountId,
        sizeGb,
        vmUuid: vm.uuid,
        device: nextDevice(taken),
        createdAt: now,
        updatedAt: now,
      })
      return { diskUuid }
    },
  }),

  'vm.storage.resize': kind({
    payload: SizedDiskPayload,
    duration: () => 'storage',
    async complete(tx, op, p) {
      const { diskUuid, sizeGb } = op.payload
      const disk = await diskByUuid(tx, diskUuid)
      if (!disk || disk.vmUuid !== op.resourceUuid)
        throw new WarrenError(400, 'The disk is not attached to this virtual machine')
      await updateDisk(tx, diskUuid, { sizeGb: Math.max(disk.sizeGb, sizeGb), updatedAt: p.clock() })
      return { diskUuid }
    },
  }),

  'vm.storage.delete': kind({
    payload: DiskPayload,
    duration: () => 'storage',
    async complete(tx, op) {
      const { diskUuid } = op.payload
      await deleteExtraDisk(tx, diskUuid)
      return { success: true }
    },
  }),

  'vm.storage.attach': kind({
    payload: DiskPayload,
    duration: () => 'attach',
    async complete(tx, op, p) {
      const { diskUuid } = op.payload
      const vm = await liveVm(tx, op.resourceUuid!)
      const device = nextDevice((await vmDisks(tx, vm.uuid)).map((d) => d.device))
      if (!(await attachFreeDisk(tx, diskUuid, { vmUuid: vm.uuid, device }, p.clock())))
        throw new WarrenError(400, 'The disk is already attached to a virtual machine')
      return { diskUuid }
    },
  }),

  'vm.storage.detach': kind({
    payload: DiskPayload,
    duration: () => 'attach',
    async complete(tx, op, p) {
      const { diskUuid } = op.payload
      await detachExtraDisk(tx, diskUuid, op.resourceUuid!, p.clock())
      return { success: true }
    },
  }),

  'vm.replica.create': kind({
    payload: z.object({ diskUuid: uuid, type: z.string(), name: z.string().nullable() }),
    duration: () => 'replica',
    async complete(tx, op, p) {
      const { diskUuid, type, name } = op.payload
      const disk = await diskByUuid(tx, diskUuid)
      if (!disk) throw new WarrenError(400, 'The disk no longer exists')
      await insertReplica(tx, disk, { type, name, at: p.clock(), now: p.clock() })
      return { diskUuid }
    },
  }),

  'vm.replica.delete': kind({
    payload: z.object({ replicaUuid: uuid }),
    duration: () => 'storage',
    async complete(tx, op) {
      await deleteReplica(tx, op.payload.replicaUuid)
      return { success: true }
    },
  }),
}
