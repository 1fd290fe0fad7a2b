/**
 * Disks and replicas of a virtual machine (API-NOTES §3, §7.4, §14.5): `vm/storage` create, resize, delete,
 * attach and detach, and `vm/replica` list, create and delete (snapshots and backups). Each change is a VM
 * operation (sim/vm-operations.ts) checked under the VM's lock; a VM busy with another operation is 409.
 */
import { randomUUID } from 'node:crypto'
import {
  DiskAttachInputSchema,
  VmReplicaCreateInputSchema,
  VmReplicaDeleteInputSchema,
  VmStorageCreateInputSchema,
  VmStorageDeleteInputSchema,
  VmStorageResizeInputSchema,
} from '@cirrus/domain'
import { canAccess } from '../access.js'
import { apiRoutes, takes } from '../http/route.js'
import { DiskAttachment, Replica, Success, VmStorage } from '../http/entities.js'
import { WarrenError } from '../http/errors.js'
import type { Platform } from '../platform.js'
import { checkQuota } from '../services/quotas.js'
import { kinds, usable } from '../services/usable.js'
import { noSuchReplica, vmActions, vmReplica } from '../services/vm-actions.js'
import { toWarrenReplica } from '../services/vms.js'
import { replicaWithDisk } from '../store/replicas.js'
import { bootDiskOf, diskByUuid, vmReplicas } from '../store/vms.js'

/** The routes of a VM's disks and replicas. */
export const vmStorageRoutes = (p: Platform) => {
  const db = p.store.db
  const { operate, vmDisk, storageEntry, poolLimits } = vmActions(p)
  return (
    apiRoutes()
      // ---- disks of a VM (API-NOTES §3, §7.4)
      .post('/user-resource/vm/storage', takes(VmStorageCreateInputSchema, VmStorage), async (c) => {
        const input = c.req.valid('json')
        const diskUuid = randomUUID()
        await operate(
          c.var.principal,
          c.var.location,
          input.uuid,
          'vm.storage.create',
          { diskUuid, sizeGb: input.size_gb },
          async (tx, vm) => {
            const limits = await poolLimits(tx, vm)
            // The 400 names `size_gb`, this call's field; `disks` is create's spelling (API-NOTES §7.4, §15 item 7).
            if (limits && input.size_gb > limits.disk_gb.max) {
              const message = `Disk size (GB) must be at most ${limits.disk_gb.max}`
              throw new WarrenError(400, message, { size_gb: message })
            }
            await checkQuota(tx, p.settings, vm.billingAccountId, { disks: 1, disk_gb: input.size_gb })
          },
        )
        return c.json(await storageEntry(diskUuid))
      })
      .patch('/user-resource/vm/storage', takes(VmStorageResizeInputSchema, VmStorage), async (c) => {
        const input = c.req.valid('json')
        await operate(
          c.var.principal,
          c.var.location,
          input.uuid,
          'vm.storage.resize',
          { diskUuid: input.disk_uuid, sizeGb: input.size_gb },
          async (tx, vm) => {
            const disk = await vmDisk(tx, vm, input.disk_uuid, 'disk_uuid')
            if (input.size_gb < disk.sizeGb) {
              const message = `A disk cannot shrink: it has ${disk.sizeGb} GB`
              throw new WarrenError(400, message, { size_gb: message })
            }
            const limits = await poolLimits(tx, vm)
            if (limits && input.size_gb > limits.disk_gb.max) {
              const message = `Disk size (GB) must be at most ${limits.disk_gb.max}`
              throw new WarrenError(400, message, { size_gb: message })
            }
            await checkQuota(tx, p.settings, vm.billingAccountId, { disk_gb: input.size_gb - disk.sizeGb })
          },
        )
        return c.json(await storageEntry(input.disk_uuid))
      })
      .delete('/user-resource/vm/storage', takes(VmStorageDeleteInputSchema, Success), async (c) => {
        const input = c.req.valid('json')
        await operate(
          c.var.principal,
          c.var.location,
          input.uuid,
          'vm.storage.delete',
          { diskUuid: input.storage_uuid },
          async (tx, vm) => {
            const disk = await vmDisk(tx, vm, input.storage_uuid, 'storage_uuid')
            if (disk.primary) {
              const message = 'The primary disk cannot be deleted'
              throw new WarrenError(400, message, { storage_uuid: message })
            }
          },
        )
        return c.json({ success: true })
      })
      .post('/user-resource/vm/storage/attach', takes(DiskAttachInputSchema, DiskAttachment), async (c) => {
        const input = c.req.valid('json')
        await operate(
          c.var.principal,
          c.var.location,
          input.uuid,
          'vm.storage.attach',
          { diskUuid: input.storage_uuid },
          async (tx, vm) => {
            const disk = await diskByUuid(tx, input.storage_uuid)
            if (!disk || disk.location !== vm.location || !canAccess(c.var.principal, disk)) {
              throw new WarrenError(404, 'Disk not found')
            }
            if (disk.vmUuid) {
              const message = 'The disk is already attached to a virtual machine'
              throw new WarrenError(400, message, { storage_uuid: message })
            }
          },
        )
        const entry = await storageEntry(input.storage_uuid)
        return c.json({ ...entry, replica: [] })
      })
      .post('/user-resource/vm/storage/detach', takes(DiskAttachInputSchema, Success), async (c) => {
        const input = c.req.valid('json')
        await operate(
          c.var.principal,
          c.var.location,
          input.uuid,
          'vm.storage.detach',
          { diskUuid: input.storage_uuid },
          async (tx, vm) => {
            const disk = await vmDisk(tx, vm, input.storage_uuid, 'storage_uuid')
            if (disk.primary) {
              const message = 'The primary disk cannot be detached'
              throw new WarrenError(400, message, { storage_uuid: message })
            }
          },
        )
        return c.json({ success: true })
      })

      // ---- snapshots and backups (API-NOTES §7.4, §14.5)
      .get(
        '/user-resource/vm/replica',
        takes(VmReplicaCreateInputSchema, [Replica], { r_type: 'type' }),
        async (c) => {
          const input = c.req.valid('json')
          const vm = await usable(db, kinds.vm, c.var.principal, c.var.location.slug, input.uuid)
          const rows = await vmReplicas(db, vm.uuid, input.type)
          return c.json(rows.map((r) => toWarrenReplica(r.replica, r.disk)))
        },
      )
      .post(
        '/user-resource/vm/replica',
        takes(VmReplicaCreateInputSchema, VmStorage, { r_type: 'type' }),
        async (c) => {
          const input = c.req.valid('json')
          // The guard fills in the boot disk it found under the VM's row lock; the payload is submitted after it.
          const payload: Record<string, unknown> = { type: input.type, name: input.name ?? null }
          await operate(
            c.var.principal,
            c.var.location,
            input.uuid,
            'vm.replica.create',
            payload,
            async (tx, vm) => {
              const disk = await bootDiskOf(tx, vm.uuid)
              if (!disk) throw new WarrenError(400, 'The virtual machine has no boot disk')
              payload.diskUuid = disk.uuid
            },
          )
          return c.json(await storageEntry(String(payload.diskUuid)))
        },
      )
      .delete(
        '/user-resource/vm/replica',
        takes(VmReplicaDeleteInputSchema, Success, { r_type: 'type' }),
        async (c) => {
          const input = c.req.valid('json')
          // The replica must belong to a disk of a VM the caller may use (and to `uuid` when given); anything else,
          // another customer's replica included, is refused naming only the replica (never their VM).
          const row = await replicaWithDisk(db, input.replica_uuid)
          const vmUuid = row?.disk.vmUuid
          if (
            !row ||
            !vmUuid ||
            row.disk.location !== c.var.location.slug ||
            !canAccess(c.var.principal, row.disk) ||
            (input.uuid !== undefined && input.uuid !== vmUuid)
          ) {
            throw noSuchReplica(input.replica_uuid, input.type)
          }
          await operate(
            c.var.principal,
            c.var.location,
            vmUuid,
            'vm.replica.delete',
            { replicaUuid: input.replica_uuid },
            (tx, vm) => vmReplica(tx, vm.uuid, input.replica_uuid, input.type),
          )
          return c.json({ success: true })
        },
      )
  )
}
