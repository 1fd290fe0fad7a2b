/**
 * The disk page's actions as data (issue 10): which SPEC §8 texts each command's toasts use (from the domain
 * catalogue) and whether the disk's state allows it (SPEC §4: attached or detached; §5: resize only to a
 * different size).
 */
import {
  apiRequests,
  messages,
  terraformResources,
  needsDiskResize,
  type ActionAvailability,
  type ActionMessages,
  type ApiRequest,
  type Disk,
  type DiskCreateInput,
  type TerraformResource,
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
  | { type: 'changeBillingAccount'; billingAccountId: number }

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
    case 'changeBillingAccount':
      return messages.diskBilling.changeBillingAccount
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

/** The create body of a clone: a copy of the disk, billed to its account (API-NOTES §3 source DISK). */
export function cloneRequestBody(
  disk: Pick<Disk, 'uuid' | 'billing_account_id'>,
  name: string,
): DiskCreateInput {
  return {
    source_image_type: 'DISK',
    source_image: disk.uuid,
    billing_account_id: disk.billing_account_id,
    ...(name ? { display_name: name } : {}),
  }
}

/**
 * The Warren call a command makes, as "Show API request" shows it (issue 10): the same builder the domain client
 * sends with, given the same fields as `useDiskActions` gives the client. A resize to the same size makes no
 * call (SPEC §5): null.
 */
export function diskCommandRequest(
  disk: Pick<Disk, 'uuid' | 'location' | 'size_gb' | 'attached_to' | 'billing_account_id'>,
  command: DiskCommand,
): ApiRequest | null {
  const r = apiRequests.disk
  const { location, uuid } = disk
  switch (command.type) {
    case 'rename':
      return r.update(location, uuid, { display_name: command.name })
    case 'resize':
      return resizeChanges(disk, command.sizeGb)
        ? r.update(location, uuid, { size_gb: command.sizeGb })
        : null
    case 'attach':
      return r.attach(location, { uuid: command.vmUuid, storage_uuid: uuid })
    case 'detach':
      return r.detach(location, { uuid: disk.attached_to ?? '', storage_uuid: uuid })
    case 'clone':
      return r.create(location, cloneRequestBody(disk, command.name))
    case 'takeSnapshot':
      return r.createSnapshot(location, uuid, command.name ? { display_name: command.name } : {})
    case 'deleteSnapshot':
      return r.deleteSnapshot(location, uuid, command.snapshotUuid)
    case 'restoreSnapshot':
      return r.restoreSnapshot(location, uuid, command.snapshotUuid)
    case 'delete':
      return r.delete(location, uuid)
    case 'changeBillingAccount':
      return command.billingAccountId === disk.billing_account_id
        ? null
        : r.setBillingAccount(location, uuid, command.billingAccountId)
  }
}

/** The disk as the create body that would make it now (for its Terraform block). */
function asCreateBody(
  disk: Pick<Disk, 'size_gb' | 'billing_account_id' | 'display_name' | 'source_image_type' | 'source_image'>,
): DiskCreateInput {
  return {
    size_gb: disk.size_gb,
    billing_account_id: disk.billing_account_id,
    source_image_type: disk.source_image_type,
    ...(disk.display_name ? { display_name: disk.display_name } : {}),
    ...(disk.source_image ? { source_image: disk.source_image } : {}),
  }
}

/**
 * The `warren_disk` block after a command (issue 10: Terraform for the disk), for the commands that change what
 * the provider describes: the size, the name (the block's label), the VM it is attached to (`server_uuid`), or a
 * clone (a new disk). Snapshots and deletes have no block: undefined.
 */
export function diskCommandTerraform(
  disk: Pick<
    Disk,
    | 'uuid'
    | 'size_gb'
    | 'billing_account_id'
    | 'display_name'
    | 'source_image_type'
    | 'source_image'
    | 'attached_to'
  >,
  command: DiskCommand,
): TerraformResource | undefined {
  const vm = disk.attached_to ?? undefined
  switch (command.type) {
    case 'rename':
      return terraformResources.disk(asCreateBody({ ...disk, display_name: command.name }), vm)
    case 'resize':
      return terraformResources.disk(asCreateBody({ ...disk, size_gb: command.sizeGb }), vm)
    case 'attach':
      return terraformResources.disk(asCreateBody(disk), command.vmUuid)
    case 'detach':
      return terraformResources.disk(asCreateBody(disk))
    case 'clone':
      return terraformResources.disk(cloneRequestBody(disk, command.name))
    default:
      return undefined
  }
}
