import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { useMutation, useMutationState } from '@tanstack/react-query'
import { toastLinkLabels, warrenKeys, type Disk } from '@cirrus/domain'
import { useServices } from '../../app/services'
import { errorDetail, useNotify } from '../../state/toasts'
import {
  cloneRequestBody,
  diskCommandMessages,
  resizeChanges,
  type DiskCommand,
  type DiskCommandType,
} from './disk-commands'
import { DISKS_PATH, diskPath } from './paths'

/** The mutation key of every command on one disk, so any screen can see one in flight. */
export function diskCommandKey(uuid: string) {
  return ['disk-command', uuid] as const
}

/** What a command left behind: the disk as it is now (if the call said), and a page to offer ("View"). */
type CommandResult = { disk?: Disk; viewHref?: string }

/**
 * The disk page's commands: each runs the domain call, shows its SPEC §8 toast, puts the answer in the cache
 * and refetches what it changed (the disk, the location's disks and VMs). Returns `run` and the command in
 * flight (null when idle).
 */
export function useDiskActions(disk: Disk) {
  const { client, queryClient } = useServices()
  const notify = useNotify()
  const navigate = useNavigate()
  const { location, uuid } = disk

  const call = useCallback(
    async (command: DiskCommand): Promise<CommandResult> => {
      switch (command.type) {
        case 'rename':
          return { disk: await client.disk.update(location, uuid, { display_name: command.name }) }
        case 'resize':
          // SPEC §5: only a different size is sent.
          if (!resizeChanges(disk, command.sizeGb)) return {}
          return { disk: await client.disk.update(location, uuid, { size_gb: command.sizeGb }) }
        case 'attach':
          await client.disk.attach(location, { uuid: command.vmUuid, storage_uuid: uuid })
          return {}
        case 'detach':
          await client.disk.detach(location, { uuid: disk.attached_to ?? '', storage_uuid: uuid })
          return {}
        case 'clone': {
          const clone = await client.disk.create(location, cloneRequestBody(disk, command.name))
          return { viewHref: diskPath(clone.location, clone.uuid) }
        }
        case 'takeSnapshot':
          await client.disk.createSnapshot(location, uuid, command.name ? { display_name: command.name } : {})
          return {}
        case 'deleteSnapshot':
          await client.disk.deleteSnapshot(location, uuid, command.snapshotUuid)
          return {}
        case 'restoreSnapshot':
          return { disk: await client.disk.restoreSnapshot(location, uuid, command.snapshotUuid) }
        case 'delete':
          await client.disk.delete(location, uuid)
          return {}
        case 'changeBillingAccount':
          return { disk: await client.disk.setBillingAccount(location, uuid, command.billingAccountId) }
      }
    },
    [client, location, uuid, disk],
  )

  const mutation = useMutation({
    mutationKey: diskCommandKey(uuid),
    mutationFn: async (command: DiskCommand) => {
      const texts = diskCommandMessages(command)
      try {
        const result = await call(command)
        const links = result.viewHref ? [{ label: toastLinkLabels.view, href: result.viewHref }] : undefined
        notify.success(texts.success, { links })
        return result
      } catch (error) {
        notify.error(texts.failure, { description: errorDetail(error) })
        throw error
      }
    },
    onSuccess: (result, command) => {
      if (command.type === 'delete') {
        queryClient.removeQueries({ queryKey: warrenKeys.disk(location, uuid) })
        void navigate(DISKS_PATH)
      } else if (result.disk) {
        queryClient.setQueryData(warrenKeys.disk(location, uuid), result.disk)
      }
    },
    onSettled: (_result, _error, command) => {
      if (command.type !== 'delete') {
        void queryClient.invalidateQueries({ queryKey: warrenKeys.disk(location, uuid) })
      }
      void queryClient.invalidateQueries({ queryKey: warrenKeys.scope('disk', location) })
      // The VM a disk joins or leaves lists it in its storage.
      void queryClient.invalidateQueries({ queryKey: warrenKeys.scope('virtual_machine', location) })
    },
  })

  return { run: mutation.mutateAsync, pending: usePendingDiskCommand(uuid) }
}

/** The command in flight on a disk, or null. */
export function usePendingDiskCommand(uuid: string): DiskCommandType | null {
  const pending = useMutationState({
    filters: { mutationKey: diskCommandKey(uuid), status: 'pending' },
    select: (m) => (m.state.variables as DiskCommand | undefined)?.type ?? null,
  })
  return pending[0] ?? null
}
