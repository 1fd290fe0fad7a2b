/**
 * Power and lifecycle of a virtual machine (SPEC §7 "Virtual machines"; API-NOTES §7): start, stop, clone,
 * reinstall, backup toggle, rebuild from a replica, boot from ISO media and the guest user. Long actions are durable
 * operations (sim/vm-operations.ts) the call waits for; a VM busy with another operation is 409.
 */
import { randomUUID } from 'node:crypto'
import {
  VmBootIsoInputSchema,
  VmCloneInputSchema,
  VmRebuildInputSchema,
  VmReinstallInputSchema,
  VmStopInputSchema,
  VmUserInputSchema,
  VmUuidInputSchema,
} from '@cirrus/domain'
import { canAccess } from '../access.js'
import { hashPassword } from '../auth/secrets.js'
import { apiRoutes, takes } from '../http/route.js'
import { Success, Vm } from '../http/entities.js'
import { WarrenError } from '../http/errors.js'
import type { Platform } from '../platform.js'
import { BOOT_IMAGES } from '../services/boot-images.js'
import { resolveVmImage } from '../services/images.js'
import { checkQuota, vmCloneNeeds } from '../services/quotas.js'
import { kinds, usable } from '../services/usable.js'
import { vmActions, vmReplica } from '../services/vm-actions.js'
import { checkVmPassword, checkVmUsername } from '../services/vms.js'
import { bootableDisks, updateVm } from '../store/vms.js'

/** The VM power and lifecycle routes. */
export const vmPowerRoutes = (p: Platform) => {
  const db = p.store.db
  const { operate, lockedUpdate, render } = vmActions(p)
  return (
    apiRoutes()
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
  )
}
