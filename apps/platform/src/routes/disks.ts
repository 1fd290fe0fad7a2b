/**
 * Block storage (SPEC §7 "Disks", API-NOTES §3): list, get (plural and singular path), create 201, patch, delete
 * 204 with its snapshots. A missing or foreign disk is 404 {"message":"Disk not found"}. Attach and detach live
 * with the VM calls (routes/vm.ts). A VM's boot disk belongs to the VM and is not listed here.
 */
import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { DiskCreateInputSchema, DiskListQuerySchema, DiskUpdateInputSchema } from '@cirrus/domain'
import { canAccess, visibleTo } from '../access.js'
import { warrenBody } from '../http/body.js'
import type { AppEnv, LocationRow, Principal } from '../http/env.js'
import { WarrenError } from '../http/errors.js'
import type { Platform } from '../platform.js'
import { diskTime } from '../services/format.js'
import { resolveVmImage } from '../services/images.js'
import { disks, replicas } from '../store/schema.js'
import type { DbOrTx } from '../store/store.js'
import { billingAccountForCreate, usableBillingAccount } from './account.js'

type DiskRow = typeof disks.$inferSelect
type ReplicaRow = typeof replicas.$inferSelect

/** Size of a disk made from an OS image when none is given (the smallest boot disk of the documented sample). */
const OS_DISK_DEFAULT_GB = 20

/** Warren's disk object (API-NOTES §3). `snapshots[]` spell the size both ways (§16). */
export function toWarrenDisk(disk: DiskRow, snapshots: ReplicaRow[]) {
  return {
    uuid: disk.uuid,
    status: disk.status,
    status_comment: '',
    ...(disk.displayName ? { display_name: disk.displayName } : {}),
    user_id: disk.userId,
    billing_account_id: disk.billingAccountId,
    size_gb: disk.sizeGb,
    source_image_type: disk.sourceImageType,
    source_image: disk.sourceImage ?? '',
    storage_pool_uuid: disk.storagePoolUuid,
    read_only_bootable: disk.readOnlyBootable,
    attached_to: disk.vmUuid,
    snapshots: snapshots.map((s) => ({
      uuid: s.uuid,
      size_gb: s.size,
      sizeGb: s.size,
      display_name: s.name,
      created_at: diskTime(s.createdAt),
      disk_uuid: s.diskUuid,
    })),
    created_at: diskTime(disk.createdAt),
    updated_at: diskTime(disk.updatedAt),
  }
}

async function render(db: DbOrTx, rows: DiskRow[]) {
  const snaps = rows.length
    ? await db
        .select()
        .from(replicas)
        .where(
          and(
            inArray(
              replicas.diskUuid,
              rows.map((d) => d.uuid),
            ),
            eq(replicas.type, 'snapshot'),
          ),
        )
        .orderBy(asc(replicas.createdAt))
    : []
  return rows.map((d) =>
    toWarrenDisk(
      d,
      snaps.filter((s) => s.diskUuid === d.uuid),
    ),
  )
}

/** A block-storage disk of this location the principal may reach, or 404 "Disk not found". */
export async function findDisk(db: DbOrTx, principal: Principal, location: LocationRow, uuid: string) {
  const valid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uuid)
  const [disk] = valid ? await db.select().from(disks).where(eq(disks.uuid, uuid)) : []
  if (!disk || disk.primary || disk.location !== location.slug || !canAccess(principal, disk)) {
    throw new WarrenError(404, 'Disk not found')
  }
  return disk
}

/** The disk routes. */
export const diskRoutes = (p: Platform) => {
  const db = p.store.db
  const get = async (c: { var: AppEnv['Variables']; req: { param(name: 'uuid'): string } }) => {
    const disk = await findDisk(db, c.var.principal, c.var.location, c.req.param('uuid'))
    const [body] = await render(db, [disk])
    return body!
  }
  // Terraform deletes a disk while it is still attached (API-NOTES §16): the VM's storage operation detaches
  // and deletes it under the VM's lock (409 while the VM is busy); a detached disk goes at once.
  const remove = async (c: { var: AppEnv['Variables']; req: { param(name: 'uuid'): string } }) => {
    const disk = await findDisk(db, c.var.principal, c.var.location, c.req.param('uuid'))
    if (disk.vmUuid) {
      const payload = { diskUuid: disk.uuid }
      const spec = { kind: 'vm.storage.delete', payload, userId: c.var.principal.user.id }
      await p.ops.run(await p.ops.submitForVm(disk.vmUuid, spec, () => undefined))
      return null
    }
    await db.transaction(async (tx) => {
      const rows = await tx
        .delete(disks)
        .where(and(eq(disks.uuid, disk.uuid), eq(disks.primary, false), isNull(disks.vmUuid)))
        .returning({ uuid: disks.uuid })
      if (rows.length === 0) throw new WarrenError(409, 'The disk was attached meanwhile; try again')
      await tx.delete(replicas).where(eq(replicas.diskUuid, disk.uuid))
    })
    return null
  }
  return new Hono<AppEnv>()
    .get('/storage/disks', warrenBody(DiskListQuerySchema), async (c) => {
      const { read_only_bootable } = c.req.valid('json')
      const rows = await db
        .select()
        .from(disks)
        .where(
          and(
            eq(disks.location, c.var.location.slug),
            eq(disks.primary, false),
            read_only_bootable !== undefined ? eq(disks.readOnlyBootable, read_only_bootable) : undefined,
            visibleTo(c.var.principal, disks),
          ),
        )
        .orderBy(asc(disks.createdAt), asc(disks.id))
      return c.json(await render(db, rows))
    })
    .get('/storage/disks/:uuid', async (c) => c.json(await get(c)))
    .get('/storage/disk/:uuid', async (c) => c.json(await get(c)))
    .post('/storage/disks', warrenBody(DiskCreateInputSchema), async (c) => {
      const input = c.req.valid('json')
      const principal = c.var.principal
      // Terraform never sends one (API-NOTES §16): default to the user's account, as VM and IP creates do.
      const account = await billingAccountForCreate(p, principal, input.billing_account_id, true)
      let sizeGb = input.size_gb
      let sourceImage: string | null = null
      if (input.source_image_type === 'OS_BASE') {
        const [osName, ...version] = input.source_image!.split('_')
        const image = await resolveVmImage(db, principal, osName!, version.join('_') || undefined).catch(
          () => {
            throw new WarrenError(400, `Unknown source image: ${input.source_image}`, {
              source_image: `Unknown source image: ${input.source_image}`,
            })
          },
        )
        sourceImage = `${image.image.osName}_${image.osVersion}`
        sizeGb ??= OS_DISK_DEFAULT_GB
      } else if (input.source_image_type === 'DISK' || input.source_image_type === 'SNAPSHOT') {
        const minimum = await sourceSize(
          db,
          principal,
          c.var.location,
          input.source_image_type,
          input.source_image!,
        )
        sourceImage = input.source_image!
        if (sizeGb !== undefined && sizeGb < minimum) {
          const message = `size_gb must be at least the source's ${minimum} GB`
          throw new WarrenError(400, message, { size_gb: message })
        }
        sizeGb ??= minimum
      } else if (input.source_image_type === 'EXTERNAL') {
        sourceImage = input.source_image!
      }
      if (sizeGb === undefined) {
        throw new WarrenError(400, 'size_gb is required', { size_gb: 'size_gb is required' })
      }
      const now = p.clock()
      const [disk] = await db
        .insert(disks)
        .values({
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
        })
        .returning()
      const [body] = await render(db, [disk!])
      return c.json(body!, 201)
    })
    .patch('/storage/disks/:uuid', warrenBody(DiskUpdateInputSchema), async (c) => {
      const input = c.req.valid('json')
      const disk = await findDisk(db, c.var.principal, c.var.location, c.req.param('uuid'))
      if (input.billing_account_id !== undefined) {
        await usableBillingAccount(p, c.var.principal, input.billing_account_id)
      }
      const [updated] = await db
        .update(disks)
        .set({
          ...(input.billing_account_id !== undefined ? { billingAccountId: input.billing_account_id } : {}),
          ...(input.display_name !== undefined ? { displayName: input.display_name } : {}),
          ...(input.read_only_bootable !== undefined ? { readOnlyBootable: input.read_only_bootable } : {}),
          updatedAt: p.clock(),
        })
        .where(eq(disks.uuid, disk.uuid))
        .returning()
      const [body] = await render(db, [updated!])
      return c.json(body!)
    })
    .delete('/storage/disks/:uuid', async (c) => c.body(await remove(c), 204))
    .delete('/storage/disk/:uuid', async (c) => c.body(await remove(c), 204))
}

/** Size of the disk or snapshot a new disk is copied from; 400 naming `source_image` when it is not reachable. */
async function sourceSize(
  db: DbOrTx,
  principal: Principal,
  location: LocationRow,
  type: 'DISK' | 'SNAPSHOT',
  source: string,
): Promise<number> {
  const notFound = () => {
    const message = `No such ${type === 'DISK' ? 'disk' : 'snapshot'}: ${source}`
    return new WarrenError(400, message, { source_image: message })
  }
  if (type === 'DISK') {
    const disk = await findDisk(db, principal, location, source).catch(() => {
      throw notFound()
    })
    return disk.sizeGb
  }
  const [row] = await db
    .select({ replica: replicas, disk: disks })
    .from(replicas)
    .innerJoin(disks, eq(disks.uuid, replicas.diskUuid))
    .where(eq(replicas.uuid, source))
  if (!row || row.disk.location !== location.slug || !canAccess(principal, row.disk)) throw notFound()
  return row.replica.size
}
