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
import {
  DiskCreateInputSchema,
  DiskListQuerySchema,
  DiskSnapshotCreateInputSchema,
  DiskUpdateInputSchema,
  diskShrinkMessage,
  needsDiskResize,
} from '@cirrus/domain'
import { visibleTo } from '../access.js'
import { apiRoutes, returns, takes } from '../http/route.js'
import { Disk, DiskSnapshot } from '../http/entities.js'
import type { AppEnv } from '../http/env.js'
import { WarrenError } from '../http/errors.js'
import type { Platform } from '../platform.js'
import { billingAccountForCreate, usableBillingAccount } from '../services/billing-accounts.js'
import {
  diskSource,
  toWarrenDiskOf,
  toWarrenDisks,
  toWarrenSnapshot,
  withDetachedDisk,
} from '../services/disks.js'
import { cachedList } from '../services/list-cache.js'
import { kinds, usable } from '../services/usable.js'
import { checkMoveQuota, checkQuota, withQuota } from '../services/quotas.js'
import { deleteDisk, insertDisk, listDisks, snapshotsOf, updateDisk, type DiskRow } from '../store/disks.js'
import { deleteReplica, insertReplica, snapshotOfDisk } from '../store/replicas.js'

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
  type Ctx = { var: AppEnv['Variables']; req: { param(name: 'uuid'): string } }
  /** Runs a VM storage operation on the VM the disk is attached to (409 while the VM is busy), and waits. */
  const onVm = async (c: Ctx, vmUuid: string, kind: string, payload: Record<string, unknown>) => {
    const spec = { kind, payload, userId: c.var.principal.user.id }
    return p.ops.run(await p.ops.submitForVm(vmUuid, spec, () => undefined))
  }
  /** Grows the disk (SPEC §5: only when the size differs; never shrinks): through its VM when attached. */
  const resize = async (c: Ctx, disk: DiskRow, sizeGb: number) => {
    if (!needsDiskResize(disk.sizeGb, sizeGb)) return
    if (sizeGb < disk.sizeGb) {
      throw new WarrenError(400, diskShrinkMessage(disk.sizeGb), { size_gb: diskShrinkMessage(disk.sizeGb) })
    }
    if (disk.vmUuid) {
      await onVm(c, disk.vmUuid, 'vm.storage.resize', { diskUuid: disk.uuid, sizeGb })
      return
    }
    await withDetachedDisk(db, disk.uuid, async (tx, row) => {
      await checkQuota(tx, p.settings, row.billingAccountId, { disk_gb: sizeGb - row.sizeGb })
      await updateDisk(tx, row.uuid, { sizeGb: Math.max(row.sizeGb, sizeGb), updatedAt: p.clock() })
    })
  }
  /** The disk (404 'Disk not found') and one of its snapshots (404 'Snapshot not found'). */
  const snapshotOf = async (c: Ctx & { req: { param(name: 'snapshot'): string } }) => {
    const disk = await usable(db, kinds.disk, c.var.principal, c.var.location.slug, c.req.param('uuid'))
    const snapshot = await snapshotOfDisk(db, disk.uuid, c.req.param('snapshot'))
    if (!snapshot) throw new WarrenError(404, 'Snapshot not found')
    return { disk, snapshot }
  }
  return (
    apiRoutes()
      // Polled by clients: answered from the list cache while nothing it shows changed (services/list-cache.ts).
      .get('/storage/disks', takes(DiskListQuerySchema, [Disk]), async (c) => {
        const query = c.req.valid('json')
        return cachedList(p, c, 'storage/disks', query, async () => {
          const rows = await listDisks(
            db,
            c.var.location.slug,
            (table) => visibleTo(c.var.principal, table),
            {
              readOnlyBootable: query.read_only_bootable,
            },
          )
          return toWarrenDisks(db, rows)
        })
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
        const to = input.billing_account_id
        if (to !== undefined) {
          await usableBillingAccount(p, c.var.principal, to)
          // A move takes the disk's count and size from the target account's quotas (as an IP's or a VM's does).
          await db.transaction(async (tx) => {
            const row = await usable(tx, kinds.disk, c.var.principal, c.var.location.slug, disk.uuid, {
              forUpdate: true,
            })
            const move = { from: row.billingAccountId, to }
            await checkMoveQuota(tx, p.settings, move, { disks: 1, disk_gb: row.sizeGb })
            await updateDisk(tx, row.uuid, { billingAccountId: to, updatedAt: p.clock() })
          })
        }
        if (input.size_gb !== undefined) await resize(c, disk, input.size_gb)
        const updated = await updateDisk(db, disk.uuid, {
          ...(input.display_name !== undefined ? { displayName: input.display_name } : {}),
          ...(input.read_only_bootable !== undefined ? { readOnlyBootable: input.read_only_bootable } : {}),
          updatedAt: p.clock(),
        })
        return c.json(await toWarrenDiskOf(db, updated))
      })
      // ---- snapshots of a disk: this platform's addition (issue 10). Warren's disk object lists `snapshots[]`
      // (API-NOTES §3) but no public call makes one for a standalone disk; these follow the disk calls' conventions
      // (form bodies, 201 on create, 204 on delete, {"message"} errors). An attached disk's snapshot is taken and
      // deleted through its VM's operation (409 while the VM is busy), like `vm/replica`.
      .post(
        '/storage/disks/:uuid/snapshots',
        takes(DiskSnapshotCreateInputSchema, { 201: DiskSnapshot }),
        async (c) => {
          const input = c.req.valid('json')
          const disk = await usable(db, kinds.disk, c.var.principal, c.var.location.slug, c.req.param('uuid'))
          const name = input.display_name ?? null
          if (disk.vmUuid) {
            await onVm(c, disk.vmUuid, 'vm.replica.create', { diskUuid: disk.uuid, type: 'snapshot', name })
            const snapshots = await snapshotsOf(db, [disk.uuid])
            return c.json(toWarrenSnapshot(snapshots.at(-1)!), 201)
          }
          const row = await withDetachedDisk(db, disk.uuid, (tx, locked) =>
            insertReplica(tx, locked, { type: 'snapshot', name, at: p.clock(), now: p.clock() }),
          )
          return c.json(toWarrenSnapshot(row), 201)
        },
      )
      .delete('/storage/disks/:uuid/snapshots/:snapshot', returns({ 204: 'Deleted' }), async (c) => {
        const { disk, snapshot } = await snapshotOf(c)
        if (disk.vmUuid) {
          await onVm(c, disk.vmUuid, 'vm.replica.delete', { replicaUuid: snapshot.uuid })
        } else {
          await withDetachedDisk(db, disk.uuid, (tx) => deleteReplica(tx, snapshot.uuid))
        }
        return c.body(null, 204)
      })
      .post('/storage/disks/:uuid/snapshots/:snapshot/restore', returns(Disk), async (c) => {
        const { disk, snapshot } = await snapshotOf(c)
        if (disk.vmUuid) {
          const message = 'Detach the disk before restoring a snapshot'
          throw new WarrenError(409, message)
        }
        // The content goes back to the snapshot's; the size stays (a disk never shrinks, API-NOTES §7.4).
        const restored = await withDetachedDisk(db, disk.uuid, (tx, row) =>
          updateDisk(tx, row.uuid, { sizeGb: Math.max(row.sizeGb, snapshot.size), updatedAt: p.clock() }),
        )
        return c.json(await toWarrenDiskOf(db, restored))
      })
      .delete('/storage/disks/:uuid', returns({ 204: 'Deleted' }), async (c) => c.body(await remove(c), 204))
      .delete('/storage/disk/:uuid', returns({ 204: 'Deleted' }), async (c) => c.body(await remove(c), 204))
  )
}
