/**
 * Block storage (SPEC §7 "Disks", API-NOTES §3): list, get (plural and singular path), create 201, patch, delete
 * 204 with its snapshots. A missing or foreign disk is 404 {"message":"Disk not found"}. Attach and detach live
 * with the VM calls (routes/vm.ts). A VM's boot disk belongs to the VM and is not listed here.
 *
 * The pattern of a route module (README.md "Adding a resource"): each handler parses (a domain schema through
 * warrenBody), authorises (usable() for one resource, visibleTo() for lists, the billing-account rule for
 * creates) and answers in Warren's shape; rules live in services/disks.ts, queries in store/disks.ts.
 */
import { randomUUID } from 'node:crypto'
import { DiskCreateInputSchema, DiskListQuerySchema, DiskUpdateInputSchema } from '@cirrus/domain'
import { visibleTo } from '../access.js'
import { apiRoutes, returns, takes } from '../http/route.js'
import { Disk } from '../http/entities.js'
import type { AppEnv } from '../http/env.js'
import { WarrenError } from '../http/errors.js'
import type { Platform } from '../platform.js'
import { billingAccountForCreate, usableBillingAccount } from '../services/billing-accounts.js'
import { diskSource, toWarrenDiskOf, toWarrenDisks } from '../services/disks.js'
import { kinds, usable } from '../services/usable.js'
import { withQuota } from '../services/quotas.js'
import { deleteDisk, insertDisk, listDisks, updateDisk } from '../store/disks.js'

/** The disk routes. */
export const diskRoutes = (p: Platform) => {
  const db = p.store.db
  const get = async (c: { var: AppEnv['Variables']; req: { param(name: 'uuid'): string } }) => {
    const disk = await usable(db, kinds.disk, c.var.principal, c.var.location.slug, c.req.param('uuid'))
    return toWarrenDiskOf(db, disk)
  }
  // Terraform deletes a disk while it is still attached (API-NOTES §16): the VM's storage operation detaches
  // and deletes it under the VM's lock (409 while the VM is busy); a detached disk goes at once.
  const remove = async (c: { var: AppEnv['Variables']; req: { param(name: 'uuid'): string } }) => {
    const disk = await usable(db, kinds.disk, c.var.principal, c.var.location.slug, c.req.param('uuid'))
    if (disk.vmUuid) {
      const payload = { diskUuid: disk.uuid }
      const spec = { kind: 'vm.storage.delete', payload, userId: c.var.principal.user.id }
      await p.ops.run(await p.ops.submitForVm(disk.vmUuid, spec, () => undefined))
      return null
    }
    await db.transaction(async (tx) => {
      const { attachedTo } = await deleteDisk(tx, disk.uuid)
      if (attachedTo) throw new WarrenError(409, 'The disk was attached meanwhile; try again')
    })
    return null
  }
  return apiRoutes()
    .get('/storage/disks', takes(DiskListQuerySchema, [Disk]), async (c) => {
      const { read_only_bootable } = c.req.valid('json')
      const rows = await listDisks(db, c.var.location.slug, (table) => visibleTo(c.var.principal, table), {
        readOnlyBootable: read_only_bootable,
      })
      return c.json(await toWarrenDisks(db, rows))
    })
    .get('/storage/disks/:uuid', returns(Disk), async (c) => c.json(await get(c)))
    .get('/storage/disk/:uuid', returns(Disk), async (c) => c.json(await get(c)))
    .post('/storage/disks', takes(DiskCreateInputSchema, { 201: Disk }), async (c) => {
      const input = c.req.valid('json')
      const principal = c.var.principal
      // Terraform never sends one (API-NOTES §16): default to the user's account, as VM and IP creates do.
      const account = await billingAccountForCreate(p, principal, input.billing_account_id, true)
      const { sizeGb, sourceImage } = await diskSource(db, principal, c.var.location.slug, input)
      const now = p.clock()
      const needs = { disks: 1, disk_gb: sizeGb }
      const disk = await withQuota(db, p.settings, account.id, needs, (tx) =>
        insertDisk(tx, {
          uuid: randomUUID(),
          location: c.var.location.slug,
          userId: principal.user.id,
          billingAccountId: account.id,
          displayName: input.display_name ?? null,
          sizeGb,
          sourceImageType: input.source_image_type,
          sourceImage,
          createdAt: now,
          updatedAt: now,
        }),
      )
      return c.json(await toWarrenDiskOf(db, disk), 201)
    })
    .patch('/storage/disks/:uuid', takes(DiskUpdateInputSchema, Disk), async (c) => {
      const input = c.req.valid('json')
      const disk = await usable(db, kinds.disk, c.var.principal, c.var.location.slug, c.req.param('uuid'))
      if (input.billing_account_id !== undefined) {
        await usableBillingAccount(p, c.var.principal, input.billing_account_id)
      }
      const updated = await updateDisk(db, disk.uuid, {
        ...(input.billing_account_id !== undefined ? { billingAccountId: input.billing_account_id } : {}),
        ...(input.display_name !== undefined ? { displayName: input.display_name } : {}),
        ...(input.read_only_bootable !== undefined ? { readOnlyBootable: input.read_only_bootable } : {}),
        updatedAt: p.clock(),
      })
      return c.json(await toWarrenDiskOf(db, updated))
    })
    .delete('/storage/disks/:uuid', returns({ 204: 'Deleted' }), async (c) => c.body(await remove(c), 204))
    .delete('/storage/disk/:uuid', returns({ 204: 'Deleted' }), async (c) => c.body(await remove(c), 204))
}
