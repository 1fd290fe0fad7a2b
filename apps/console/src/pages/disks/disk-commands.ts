/**
 * The disk page's actions as data (issue 10): which SPEC §8 texts each command's toasts use (from the domain
 * catalogue) and whether the disk's state allows it (SPEC §4: attached or detached; §5: resize only to a
 * different size).
 */
import {
  messages,
  needsDiskResize,
  type ActionAvailability,
  type ActionMessages,
  type Disk,
} from '@cirrus/domain'

/** Every command of the disk page, with what it needs. */
export type DiskCommand =
  | { type: 'rename'; name: string }
  | { type: 'resize'; sizeGb: number }
  | { type: 'attach'; vmUuid: string }
  | { type: 'detach' }
  | { type: 'clone'; name: string }
  | { type: 'takeSnapshot'; name: string }
  | { type: 'deleteSnapshot'; snapshotUuid: string }
  | { type: 'restoreSnapshot'; snapshotUuid: string }
  | { type: 'delete' }

/** A command's type. */
export type DiskCommandType = DiskCommand['type']

/**
 * The toast texts of a command (SPEC §8): 'Disk updated', 'Disk resized', 'Disk attached', 'Disk detached',
 * 'Disk cloned', 'Snapshot created', 'Snapshot deleted', 'Restored disk from snapshot', 'Disk deleted' and
 * their failures.
 */
export function diskCommandMessages(command: Pick<DiskCommand, 'type'>): ActionMessages {
  switch (command.type) {
    case 'rename':
      return messages.disk.update
    case 'resize':
      return messages.vm.resizeDisk
    case 'attach':
      return messages.disk.attach
    case 'detach':
      return messages.disk.detach
    case 'clone':
      return messages.disk.clone
    case 'takeSnapshot':
      return messages.vm.takeSnapshot
    case 'deleteSnapshot':
      return messages.vm.deleteSnapshot
    case 'restoreSnapshot':
      return messages.disk.restoreSnapshot
    case 'delete':
      return messages.disk.delete
  }
}

const ok: ActionAvailability = { enabled: true }
const no = (reason: string): ActionAvailability => ({ enabled: false, reason })

/** Whether the disk's state allows a command now; while another runs, nothing does. */
export function diskCommandAvailability(
  disk: Pick<Disk, 'attached_to'>,
  type: DiskCommandType,
  pending: DiskCommandType | null,
): ActionAvailability {
  if (pending !== null) return no('Another action on this disk is running')
  switch (type) {
    case 'attach':
      return disk.attached_to ? no('The disk is already attached; detach it first') : ok
    case 'detach':
      return disk.attached_to ? ok : no('The disk is not attached')
    case 'restoreSnapshot':
      return disk.attached_to ? no('Detach the disk before restoring a snapshot') : ok
    default:
      return ok
  }
}

/** SPEC §5: the resize is sent only when the size differs (the dialog's submit stays disabled otherwise). */
export function resizeChanges(disk: Pick<Disk, 'size_gb'>, sizeGb: number): boolean {
  return needsDiskResize(disk.size_gb, sizeGb)
}
