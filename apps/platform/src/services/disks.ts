/**
 * Block storage (API-NOTES §3): Warren's disk object, and where a new disk's content and size come from (an OS
 * image, another disk, a snapshot, an external URL). Queries: store/disks.ts.
 */
import type { DiskCreateInput } from '@cirrus/domain'
import type { Principal } from '../http/env.js'
import { WarrenError } from '../http/errors.js'
import { canAccess } from '../access.js'
import { lockDisk, snapshotsOf, type DiskRow } from '../store/disks.js'
import { replicaWithDisk, type ReplicaRow } from '../store/replicas.js'
import type { Db, DbOrTx, Tx } from '../store/store.js'
import { diskTime } from './format.js'
import { resolveVmImage } from './images.js'
import { kinds, usable } from './usable.js'

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
    snapshots: snapshots.map(toWarrenSnapshot),
    created_at: diskTime(disk.createdAt),
    updated_at: diskTime(disk.updatedAt),
  }
}

/** Warren's snapshot object of a disk (API-NOTES §3 `snapshots[]`; both size spellings, §16). */
export function toWarrenSnapshot(s: ReplicaRow) {
  return {
    uuid: s.uuid,
    size_gb: s.size,
    sizeGb: s.size,
    display_name: s.name,
    created_at: diskTime(s.createdAt),
    disk_uuid: s.diskUuid,
  }
}

/**
 * Runs `change` on a detached disk under its row lock; 409 when it was attached meanwhile (an attached disk
 * changes through its VM's operations, which hold the VM).
 */
export async function withDetachedDisk<T>(
  db: Db,
  uuid: string,
  change: (tx: Tx, disk: DiskRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const disk = await lockDisk(tx, uuid)
    if (!disk) throw new WarrenError(404, 'Disk not found')
    if (disk.vmUuid) throw new WarrenError(409, 'The disk was attached meanwhile; try again')
    return change(tx, disk)
  })
}

/** Warren's disk objects with their snapshots. */
export async function toWarrenDisks(db: DbOrTx, rows: DiskRow[]) {
  const snaps = await snapshotsOf(
    db,
    rows.map((d) => d.uuid),
  )
  return rows.map((d) =>
    toWarrenDisk(
      d,
      snaps.filter((s) => s.diskUuid === d.uuid),
    ),
  )
}

/** Warren's disk object of one disk. */
export async function toWarrenDiskOf(db: DbOrTx, row: DiskRow) {
  const [body] = await toWarrenDisks(db, [row])
  return body!
}

/**
 * What a new disk is made from and its size (API-NOTES §3): an OS image (default 20 GB), a copy of a disk or
 * snapshot the caller may use (at least its size), or an external URL; 400 naming the field otherwise.
 */
export async function diskSource(
  db: DbOrTx,
  principal: Principal,
  location: string,
  input: DiskCreateInput,
): Promise<{ sizeGb: number; sourceImage: string | null }> {
  let sizeGb = input.size_gb
  let sourceImage: string | null = null
  if (input.source_image_type === 'OS_BASE') {
    const [osName, ...version] = input.source_image!.split('_')
    const image = await resolveVmImage(db, principal, osName!, version.join('_') || undefined).catch(() => {
      throw new WarrenError(400, `Unknown source image: ${input.source_image}`, {
        source_image: `Unknown source image: ${input.source_image}`,
      })
    })
    sourceImage = `${image.image.osName}_${image.osVersion}`
    sizeGb ??= OS_DISK_DEFAULT_GB
  } else if (input.source_image_type === 'DISK' || input.source_image_type === 'SNAPSHOT') {
    const minimum = await sourceSize(db, principal, location, input.source_image_type, input.source_image!)
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
  return { sizeGb, sourceImage }
}

/** Size of the disk or snapshot a new disk is copied from; 400 naming `source_image` when it is not reachable. */
async function sourceSize(
  db: DbOrTx,
  principal: Principal,
  location: string,
  type: 'DISK' | 'SNAPSHOT',
  source: string,
): Promise<number> {
  const notFound = () => {
    const message = `No such ${type === 'DISK' ? 'disk' : 'snapshot'}: ${source}`
    return new WarrenError(400, message, { source_image: message })
  }
  if (type === 'DISK') {
    const disk = await usable(db, kinds.disk, principal, location, source).catch(() => {
      throw notFound()
    })
    return disk.sizeGb
  }
  const row = await replicaWithDisk(db, source)
  if (!row || row.disk.location !== location || !canAccess(principal, row.disk)) throw notFound()
  return row.replica.size
}
