import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { useMutation, useMutationState } from '@tanstack/react-query'
import { primaryStorage, progressText, toastLinkLabels, warrenKeys, type Vm } from '@cirrus/domain'
import { errorDetail, useNotify } from '../../state/toasts'
import { useServices } from '../../app/services'
import { commandMessages, commandProgress, type VmCommand, type VmCommandType } from './vm-commands'
import { COMPUTE_PATH, vmPath } from './paths'

/** The mutation key of every command on one VM, so any screen can see an operation in flight. */
export function vmCommandKey(uuid: string) {
  return ['vm-command', uuid] as const
}

/** What a command left behind: the VM as it is now (if the call said), and a page to offer ("View"). */
type CommandResult = { vm?: Vm; viewHref?: string }

/**
 * The VM detail page's commands: each runs the domain call, shows the SPEC §8 toast (a progress toast first
 * for the long ones, SPEC §4), puts the answer in the cache and refetches what it changed. Returns `run` and
 * the command in flight (null when idle), which the page turns into a transitional status and busy buttons.
 */
export function useVmActions(vm: Vm) {
  const { client, queries, queryClient } = useServices()
  const notify = useNotify()
  const navigate = useNavigate()
  const { location, uuid } = vm

  const call = useCallback(
    async (command: VmCommand): Promise<CommandResult> => {
      switch (command.type) {
        case 'start':
          return { vm: await client.vm.start(location, uuid) }
        case 'stop':
          return { vm: await client.vm.stop(location, { uuid, force: false }) }
        case 'forceStop':
          return { vm: await client.vm.stop(location, { uuid, force: true }) }
        case 'delete':
          await client.vm.delete(location, uuid)
          return {}
        case 'reinstall':
          return {
            vm: await client.vm.reinstall(location, {
              uuid,
              os_name: command.osName,
              os_version: command.osVersion,
            }),
          }
        case 'clone': {
          const clone = await client.vm.clone(location, { uuid, name: command.name })
          return { viewHref: vmPath(clone.location, clone.uuid) }
        }
        case 'resize':
          // Only what changed is sent (SPEC §5; Warren may refuse unchanged values, API-NOTES §7.4).
          return { vm: (await client.updateVm(location, vm, { vcpu: command.vcpu, ram: command.ramMb })).vm }
        case 'addDisk':
          await client.vm.addStorage(location, { uuid, size_gb: command.sizeGb })
          return {}
        case 'resizeDisk': {
          // The primary disk goes through the domain flow, which resizes only when the size differs (SPEC §5).
          if (primaryStorage(vm)?.uuid === command.diskUuid) {
            return { vm: (await client.updateVm(location, vm, { disk_size_gb: command.sizeGb })).vm }
          }
          await client.vm.resizeStorage(location, {
            uuid,
            disk_uuid: command.diskUuid,
            size_gb: command.sizeGb,
          })
          return {}
        }
        case 'takeSnapshot':
          await client.vm.createReplica(location, { uuid, type: 'snapshot' })
          return {}
        case 'deleteReplica':
          await client.vm.deleteReplica(location, {
            replica_uuid: command.replicaUuid,
            uuid,
            type: command.replicaType,
          })
          return {}
        case 'enableBackup':
        case 'disableBackup':
          // Warren's call toggles (API-NOTES §7.4); the button offered matches the current state.
          return { vm: await client.vm.toggleBackup(location, uuid) }
        case 'restore':
          return {
            vm: await client.vm.rebuild(location, {
              uuid,
              replica_uuid: command.replicaUuid,
              type: command.replicaType,
            }),
          }
        case 'bootIso':
          return {
            vm:
              (await client.vm.bootIso(location, {
                uuid,
                boot_image_uuid: command.bootImageUuid,
                boot_image_repository: command.repository,
              })) ?? undefined,
          }
        case 'changeBillingAccount':
          return {
            vm:
              (await client.vm.setBillingAccount(location, {
                uuid,
                billing_account_id: command.billingAccountId,
              })) ?? undefined,
          }
        case 'changePassword':
          await client.vm.changeUser(location, {
            uuid,
            username: command.username,
            password: command.password,
          })
          return {}
        case 'addSubinterface':
          await client.vmInterface.createSubinterface(location, uuid, command.interfaceUuid, {
            network_uuid: command.networkUuid,
            vlan_tag: command.vlanTag,
          })
          return {}
        case 'deleteSubinterface':
          await client.vmInterface.deleteSubinterface(location, uuid, command.subinterfaceUuid)
          return {}
      }
    },
    [client, location, uuid, vm],
  )

  const mutation = useMutation({
    mutationKey: vmCommandKey(uuid),
    mutationFn: async (command: VmCommand) => {
      const texts = commandMessages(command)
      const operation = commandProgress(command.type)
      const progress = operation ? notify.progress(progressText(operation, vm.name)) : null
      try {
        const result = await call(command)
        const links = result.viewHref ? [{ label: toastLinkLabels.view, href: result.viewHref }] : undefined
        if (progress) progress.success(texts.success, { links })
        else notify.success(texts.success, { links })
        return result
      } catch (error) {
        if (progress) progress.error(texts.failure, { description: errorDetail(error) })
        else notify.error(texts.failure, { description: errorDetail(error) })
        throw error
      }
    },
    onSuccess: (result, command) => {
      if (command.type === 'delete') {
        queryClient.removeQueries({ queryKey: queries.vm(location, uuid).queryKey })
        void navigate(COMPUTE_PATH)
      } else if (result.vm) {
        queryClient.setQueryData(queries.vm(location, uuid).queryKey, result.vm)
      }
    },
    onSettled: (_result, _error, command) => {
      // Refetch what the command touched: the VM (and its replicas), its interfaces, and every VM list.
      if (command.type !== 'delete') {
        void queryClient.invalidateQueries({ queryKey: queries.vm(location, uuid).queryKey })
      }
      void queryClient.invalidateQueries({ queryKey: warrenKeys.scope('virtual_machine', location) })
      if (command.type === 'addSubinterface' || command.type === 'deleteSubinterface') {
        void queryClient.invalidateQueries({ queryKey: warrenKeys.scope('vm_interface', location) })
      }
    },
  })

  return { run: mutation.mutateAsync, pending: usePendingVmCommand(uuid) }
}

/** The command in flight on a VM, from any screen (the sidebar, the detail page), or null. */
export function usePendingVmCommand(uuid: string): VmCommandType | null {
  const pending = useMutationState({
    filters: { mutationKey: vmCommandKey(uuid), status: 'pending' },
    select: (m) => (m.state.variables as VmCommand | undefined)?.type ?? null,
  })
  return pending[0] ?? null
}
