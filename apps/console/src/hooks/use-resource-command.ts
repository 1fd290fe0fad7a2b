/**
 * The one way a detail page runs a command on its resource (load balancers, firewalls, …): the domain call,
 * the SPEC §8 toast from the domain catalogue (its success text, or its failure text with what the platform
 * said), then the cache: refetch what changed, or after a delete forget the resource and leave its page.
 */
import { useNavigate } from 'react-router'
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query'
import type { ActionMessages } from '@cirrus/domain'
import { errorDetail, useNotify } from '../state/toasts'

/** A command: a discriminated union on `type`. */
export type ResourceCommand = { type: string }

/** What {@link useResourceCommand} needs to know about one resource. */
export type ResourceCommandOptions<C extends ResourceCommand> = {
  /** Identifies the resource's commands, so any screen can see one in flight. */
  mutationKey: readonly unknown[]
  /** Runs a command against the platform. */
  call: (command: C) => Promise<unknown>
  /** The toast texts of a command. */
  messages: (command: C) => ActionMessages
  /** Query keys to refetch after any command (the resource, its list, what it links to). */
  invalidate: readonly (readonly unknown[])[]
  /** The resource's detail query key, forgotten after a delete. */
  detailKey: readonly unknown[]
  /** Where to go after a delete. */
  afterDelete: string
  /** Which command deletes the resource. @default 'delete' */
  deleteType?: C['type']
}

/**
 * Runs a resource's commands with toasts. `run` resolves when the command succeeded and rejects when it failed
 * (the toast already said so, so a dialog can stay open); `pending` is the command in flight, or null.
 */
export function useResourceCommand<C extends ResourceCommand>(options: ResourceCommandOptions<C>) {
  const queryClient = useQueryClient()
  const notify = useNotify()
  const navigate = useNavigate()
  const deleteType = options.deleteType ?? 'delete'

  const mutation = useMutation({
    mutationKey: options.mutationKey,
    mutationFn: async (command: C) => {
      const texts = options.messages(command)
      try {
        const result = await options.call(command)
        notify.success(texts.success)
        return result
      } catch (error) {
        notify.error(texts.failure, { description: errorDetail(error) })
        throw error
      }
    },
    onSuccess: (_result, command) => {
      if (command.type === deleteType) {
        queryClient.removeQueries({ queryKey: options.detailKey })
        void navigate(options.afterDelete)
      }
    },
    onSettled: (_result, _error, command) => {
      for (const queryKey of options.invalidate) {
        if (command.type === deleteType && queryKey === options.detailKey) continue
        void queryClient.invalidateQueries({ queryKey })
      }
    },
  })

  const pending = useMutationState({
    filters: { mutationKey: options.mutationKey, status: 'pending' },
    select: (m) => (m.state.variables as C | undefined)?.type ?? null,
  })
  return { run: mutation.mutateAsync, pending: (pending[0] ?? null) as C['type'] | null }
}
