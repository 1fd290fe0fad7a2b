/**
 * Runs one action of the network section (issue 11) the way every action reports itself: the domain
 * catalogue's success or failure toast (SPEC §8) with the platform's reason as the second line, then a refetch
 * of what it changed. Shared by the VPC, IP, load balancer and firewall pages.
 */
import { useCallback } from 'react'
import { useMutation, type QueryKey } from '@tanstack/react-query'
import { toastLinkLabels, type ActionMessages, type ToastLink } from '@cirrus/domain'
import { useServices } from '../../app/services'
import { errorDetail, useNotify } from '../../state/toasts'

/** Options of one run. */
export type NetworkActionOptions<T> = {
  /** Query keys (prefixes) to refetch after the call, whatever its outcome. */
  invalidate?: readonly QueryKey[]
  /** Links of the success toast, from the result ("View"). */
  links?: (result: T) => ToastLink[]
  /** A create's failure toast offers "Retry" to this page (SPEC §4). */
  retryHref?: string
}

/** The runner: resolves with the call's result, rejects (after the failure toast) when it failed. */
export type RunNetworkAction = <T>(
  texts: ActionMessages,
  call: () => Promise<T>,
  options?: NetworkActionOptions<T>,
) => Promise<T>

/** The action runner of the network section's screens. */
export function useNetworkAction(): RunNetworkAction {
  const { queryClient } = useServices()
  const notify = useNotify()
  // Through a mutation, so the app's mutation cache sees every change (it marks the quotas stale).
  const { mutateAsync } = useMutation({ mutationFn: (call: () => Promise<unknown>) => call() })
  return useCallback(
    async (texts, call, options = {}) => {
      try {
        const result = (await mutateAsync(call)) as Awaited<ReturnType<typeof call>>
        notify.success(texts.success, { links: options.links?.(result) })
        return result
      } catch (error) {
        const links = options.retryHref
          ? [{ label: toastLinkLabels.retry, href: options.retryHref }]
          : undefined
        notify.error(texts.failure, { description: errorDetail(error), links })
        throw error
      } finally {
        for (const queryKey of options.invalidate ?? []) void queryClient.invalidateQueries({ queryKey })
      }
    },
    [mutateAsync, notify, queryClient],
  ) as RunNetworkAction
}
