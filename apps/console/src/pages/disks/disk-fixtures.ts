/** The disks of the disk stories: one attached with a snapshot, one detached, and twelve for the view-all list. */
import type { Disk } from '@cirrus/domain'
import { makeDisk } from '@cirrus/domain/fixtures'
import { runningVm, stoppedVm } from '../../stories/helpers'

/** A 100 GB disk attached to the running VM, with one snapshot. */
export const attachedDisk: Disk = makeDisk(
  { size_gb: 100, attached_to: runningVm.uuid, display_name: 'data-volume' },
  1,
)

/** A detached 50 GB disk without snapshots: still billed. */
export const detachedDisk: Disk = makeDisk({ display_name: 'logs-archive', snapshots: [] }, 3)

/** Twelve disks: more than the 10 rows a view-all table shows first (SPEC §9). */
export const manyDisks: Disk[] = Array.from({ length: 12 }, (_, i) =>
  makeDisk(
    {
      display_name: `disk-${String(i + 1).padStart(2, '0')}`,
      size_gb: 10 * (i + 1),
      attached_to: i % 3 === 0 ? runningVm.uuid : i % 3 === 1 ? stoppedVm.uuid : null,
      ...(i % 2 === 0 ? { snapshots: [] } : {}),
    },
    i + 10,
  ),
)
