/**
 * Virtual machines (SPEC §4, §7 "Virtual machines"; API-NOTES §7): every `/{location}/user-resource/vm…` call,
 * `resource_billing` and `billing_resources`. Long actions are durable operations (sim/vm-operations.ts); the
 * call waits for them like Warren's synchronous API. A missing, deleted or foreign VM is Warren's 400
 * "No such virtual machine exists: <uuid>"; a VM busy with another operation is 409.
 */
import { randomUUID } from 'node:crypto'
import {
  BillingResourcesQuerySchema,
  DiskAttachInputSchema,
  ResourceBillingInputSchema,
  VmBootIsoInputSchema,
  VmCloneInputSchema,
  VmCreateInputSchema,
  VmListQuerySchema,
  VmRebuildInputSchema,
  VmReinstallInputSchema,
  VmReplicaCreateInputSchema,
  VmReplicaDeleteInputSchema,
  VmStopInputSchema,
  VmStorageCreateInputSchema,
  VmStorageDeleteInputSchema,
  VmStorageResizeInputSchema,
  VmUpdateInputSchema,
  VmUserInputSchema,
  VmUuidInputSchema,
} from '@cirrus/domain'
import { canAccess } from '../access.js'
import { hashPassword } from '../auth/secrets.js'
import { apiRoutes, takes } from '../http/route.js'
import { DiskAttachment, Replica, Success, Vm, VmStorage } from '../http/entities.js'
import type { LocationRow, Principal } from '../http/env.js'
import { WarrenError, noSuchVm } from '../http/errors.js'
import { VM_LOCKED_MESSAGE } from '../ops/runner.js'
import type { Platform } from '../platform.js'
import { resolveVmImage } from '../services/images.js'
import { BOOT_IMAGES } from '../services/boot-images.js'
import { prepareVmCreate } from '../services/vm-create.js'
import {
  assertVm,
  checkGuestLimits,
  checkVmPassword,
  checkVmUsername,
  listVisibleWarrenVms,
  toWarrenReplica,
  toWarrenStorage,
  toWarrenVm,
  warrenVmOf,
  type VmRow,
} from '../services/vms.js'
import type { DbOrTx, Tx } from '../store/store.js'
import { lockPublicIpOf } from '../store/floating-ips.js'
import { replicaWithDisk } from '../store/replicas.js'
import {
  bootDiskOf,
  bootableDisks,
  diskByUuid,
  lockVm,
  poolGuestLimits,
  replicasOfDisk,
  setVmBillingAccount,
  updateVm,
  vmReplicas,
} from '../store/vms.js'
import { usableBillingAccount } from '../services/billing-accounts.js'
import { reserveVmPublicIp, unassignFrom } from '../services/floating-ips.js'
import { kinds, usable } from '../services/usable.js'
import {
  checkMoveQuota,
  checkQuota,
  vmCloneNeeds,
  vmCreateNeeds,
  vmMoveNeeds,
  vmResizeNeeds,
} from '../services/quotas.js'

/** Warren's 400 for a replica the caller cannot use, naming only the replica. */
function noSuchReplica(uuid: string, type: string | undefined) {
  const message = `No such ${type ?? 'replica'}: ${uuid}`
  return new WarrenError(400, message, { replica_uuid: message })
}

/** Checks (under the VM's lock) that the replica is one of the VM's disks' and of `type` when given. */
async function vmReplica(db: DbOrTx, vmUuid: string, uuid: string, type: string | undefined) {
  const row = await replicaWithDisk(db, uuid)
  if (!row || row.disk.vmUuid !== vmUuid || (type !== undefined && row.replica.type !== type)) {
    throw noSuchReplica(uuid, type)
  }
}

/** The VM routes. Registers the VM operation handlers with the platform's runner. */
export const vmRoutes = (p: Platform) => {
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

  return (
    apiRoutes()
      // ---- read
      .get('/user-resource/vm/list', takes(VmListQuerySchema, [Vm]), async (c) => {
        const { billing_account_id } = c.req.valid('json')
        return c.json(
          await listVisibleWarrenVms(db, c.var.principal, c.var.location.slug, billing_account_id),
        )
      })
      .get('/user-resource/vm', takes(VmUuidInputSchema, Vm), async (c) => {
        const vm = await usable(db, kinds.vm, c.var.principal, c.var.location.slug, c.req.valid('json').uuid)
        return c.json(await toWarrenVm(db, vm))
      })
      .get('/user-resource/billing_resources', takes(BillingResourcesQuerySchema, [Vm]), async (c) => {
        const { id } = c.req.valid('json')
        await usableBillingAccount(p, c.var.principal, id)
        const rows = await listVisibleWarrenVms(db, c.var.principal, c.var.location.slug, id)
        return c.json(rows.map((vm) => ({ ...vm, public_ipv4: vm.public_ipv4 ?? null, hypervisor_id: null })))
      })

      // ---- create, change, delete
      .post('/user-resource/vm', takes(VmCreateInputSchema, Vm), async (c) => {
        const payload = await prepareVmCreate(p, c.var.principal, c.var.location, c.req.valid('json'))
        const id = await db.transaction(async (tx) => {
          await checkQuota(tx, p.settings, payload.billingAccountId, vmCreateNeeds(payload))
          return p.ops.submit(tx, {
            kind: 'vm.create',
            payload,
            resourceUuid: payload.uuid,
            userId: payload.userId,
          })
        })
        const result = (await p.ops.run(id)) as { uuid: string }
        return c.json(await render(result.uuid))
      })
      .patch('/user-resource/vm', takes(VmUpdateInputSchema, Vm), async (c) => {
        const input = c.req.valid('json')
        await lockedUpdate(c.var.principal, c.var.location, input.uuid, async (tx, vm) => {
          const resizing =
            (input.vcpu !== undefined && input.vcpu !== vm.vcpu) ||
            (input.ram !== undefined && input.ram !== vm.memory)
          if (resizing && vm.status !== 'stopped') {
            const message = 'CPU and RAM can only be changed while the virtual machine is stopped'
            throw new WarrenError(400, message, { [input.vcpu !== undefined ? 'vcpu' : 'ram']: message })
          }
          const limits = await poolLimits(tx, vm)
          if (resizing && limits) {
            checkGuestLimits(limits, {
              vcpu: input.vcpu,
              ram: input.ram,
              windows: vm.licenseType === 'WINDOWS',
            })
          }
          if (resizing) await checkQuota(tx, p.settings, vm.billingAccountId, vmResizeNeeds(vm, input))
          await updateVm(tx, vm.uuid, {
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.description !== undefined ? { description: input.description } : {}),
            ...(input.vcpu !== undefined ? { vcpu: input.vcpu } : {}),
            ...(input.ram !== undefined ? { memory: input.ram } : {}),
            updatedAt: p.clock(),
          })
        })
        return c.json(await render(input.uuid))
      })
      .delete('/user-resource/vm', takes(VmUuidInputSchema, Vm), async (c) => {
        const { uuid } = c.req.valid('json')
        await operate(c.var.principal, c.var.location, uuid, 'vm.delete', {})
        return c.json(await render(uuid))
      })

      // ---- power and lifecycle
      .post('/user-resource/vm/start', takes(VmUuidInputSchema, Vm), async (c) => {
        const { uuid } = c.req.valid('json')
        const vm = await usable(db, kinds.vm, c.var.principal, c.var.location.slug, uuid)
        if (vm.status !== 'running' || vm.busyOperationId !== null) {
          await operate(c.var.principal, c.var.location, uuid, 'vm.start', {})
        }
        return c.json(await render(uuid))
      })
      .post('/user-resource/vm/stop', takes(VmStopInputSchema, Vm), async (c) => {
        const { uuid, force } = c.req.valid('json')
        const vm = await usable(db, kinds.vm, c.var.principal, c.var.location.slug, uuid)
        if (vm.status !== 'stopped' || vm.busyOperationId !== null) {
          await operate(c.var.principal, c.var.location, uuid, 'vm.stop', { force })
        }
        return c.json(await render(uuid))
      })
      .post('/user-resource/vm/clone', takes(VmCloneInputSchema, Vm), async (c) => {
        const { uuid, name } = c.req.valid('json')
        const result = (await operate(
          c.var.principal,
          c.var.location,
          uuid,
          'vm.clone',
          {
            uuid: randomUUID(),
            name,
          },
          (tx, vm) => checkQuota(tx, p.settings, vm.billingAccountId, vmCloneNeeds(vm)),
        )) as { uuid: string }
        return c.json(await render(result.uuid))
      })
      .post('/user-resource/vm/reinstall', takes(VmReinstallInputSchema, Vm), async (c) => {
        const input = c.req.valid('json')
        const vm = await usable(db, kinds.vm, c.var.principal, c.var.location.slug, input.uuid)
        const image = await resolveVmImage(
          db,
          c.var.principal,
          input.os_name ?? vm.osName,
          input.os_version ?? (input.os_name ? undefined : vm.osVersion),
        )
        await operate(c.var.principal, c.var.location, input.uuid, 'vm.reinstall', {
          osName: image.image.osName,
          osVersion: image.osVersion,
          licenseType: image.image.licenseType,
        })
        return c.json(await render(input.uuid))
      })
      .post('/user-resource/vm/backup', takes(VmUuidInputSchema, Vm), async (c) => {
        const { uuid } = c.req.valid('json')
        await lockedUpdate(c.var.principal, c.var.location, uuid, async (tx, vm) => {
          await updateVm(tx, uuid, { backup: !vm.backup, updatedAt: p.clock() })
        })
        return c.json(await render(uuid))
      })
      .post('/user-resource/vm/rebuild', takes(VmRebuildInputSchema, Vm, { r_type: 'type' }), async (c) => {
        const input = c.req.valid('json')
        await operate(
          c.var.principal,
          c.var.location,
          input.uuid,
          'vm.rebuild',
          { replicaUuid: input.replica_uuid },
          (tx, vm) => vmReplica(tx, vm.uuid, input.replica_uuid, input.type),
        )
        return c.json(await render(input.uuid))
      })
      .post('/user-resource/vm/boot_iso_media', takes(VmBootIsoInputSchema, Vm), async (c) => {
        const input = c.req.valid('json')
        const repository = input.boot_image_repository ?? 'platform'
        await operate(
          c.var.principal,
          c.var.location,
          input.uuid,
          'vm.boot_iso',
          { bootImage: input.boot_image_uuid },
          async (tx) => {
            const known =
              repository === 'platform'
                ? BOOT_IMAGES.some((b) => b.uuid === input.boot_image_uuid)
                : (await bootableDisks(tx, input.boot_image_uuid)).some(
                    (d) => d.location === c.var.location.slug && canAccess(c.var.principal, d),
                  )
            if (!known) {
              const message = `No such boot image: ${input.boot_image_uuid}`
              throw new WarrenError(400, message, { boot_image_uuid: message })
            }
          },
        )
        return c.json(await render(input.uuid))
      })
      .patch('/user-resource/vm/user', takes(VmUserInputSchema, Success), async (c) => {
        const input = c.req.valid('json')
        checkVmUsername(input.username)
        checkVmPassword(input.password)
        const passwordHash = await hashPassword(input.password, 2 ** 12)
        await lockedUpdate(c.var.principal, c.var.location, input.uuid, async (tx, vm) => {
          if (vm.status !== 'running') throw new WarrenError(400, 'The virtual machine must be running')
          await updateVm(tx, vm.uuid, { username: input.username, passwordHash, updatedAt: p.clock() })
        })
        return c.json({ success: true })
      })

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

      // ---- public IPv4 of a VM: deprecated calls kept for old clients (API-NOTES §7.4 last row). Quick changes under
      // the VM's row lock like the backup toggle (409 while an operation holds the VM). The VM's public IP is the
      // one its `public_ipv4` shows: its oldest live floating IP.
      .post('/user-resource/vm/ip/public', takes(VmUuidInputSchema, Vm), async (c) => {
        const { uuid } = c.req.valid('json')
        await lockedUpdate(c.var.principal, c.var.location, uuid, async (tx, vm) => {
          const current = await lockPublicIpOf(tx, vm.uuid)
          if (current) {
            throw new WarrenError(
              400,
              `The virtual machine already has a public IP address: ${current.address}`,
            )
          }
          // The same path as VM create's reserve_public_ip: a new floating IP on the VM's billing account.
          await checkQuota(tx, p.settings, vm.billingAccountId, { public_ips: 1 })
          await reserveVmPublicIp(tx, vm, p.clock())
        })
        return c.json(await render(uuid))
      })
      .delete('/user-resource/vm/ip/public', takes(VmUuidInputSchema, Vm), async (c) => {
        const { uuid } = c.req.valid('json')
        await lockedUpdate(c.var.principal, c.var.location, uuid, async (tx, vm) => {
          const current = await lockPublicIpOf(tx, vm.uuid)
          if (!current) throw new WarrenError(400, 'The virtual machine has no public IP address')
          // Warren: "The address will remain reserved for the user" (the deprecated call's documentation): it is
          // unassigned, not deleted, like the floating-IP unassign call (the one on that private address).
          await unassignFrom(tx, vm.uuid, p.clock(), current.assignedToPrivateIp ?? undefined)
        })
        return c.json(await render(uuid))
      })

      // ---- billing account of a VM (API-NOTES §7.4)
      .post('/user-resource/resource_billing', takes(ResourceBillingInputSchema, Vm), async (c) => {
        const input = c.req.valid('json')
        const account = await usableBillingAccount(p, c.var.principal, input.billing_account_id)
        await lockedUpdate(c.var.principal, c.var.location, input.uuid, async (tx, vm) => {
          await checkMoveQuota(
            tx,
            p.settings,
            { from: vm.billingAccountId, to: account.id },
            await vmMoveNeeds(tx, vm),
          )
          // The VM's disks move with it.
          await setVmBillingAccount(tx, vm.uuid, account.id, p.clock())
        })
        return c.json(await render(input.uuid))
      })
  )
}
