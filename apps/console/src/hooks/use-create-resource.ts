/**
 * The one way a create page sends its form (load balancers, firewalls, …): the domain call, then the SPEC §8
 * success toast with a "View" link and the new resource's page, or the failure toast with what the platform
 * said and a "Retry" link to the create page (SPEC §4). The form stays filled after a failure.
 */
import { useNavigate } from 'react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toastLinkLabels, type CreateMessages } from '@cirrus/domain'
import { errorDetail, useNotify } from '../state/toasts'

/** What {@link useCreateResource} needs to know about one kind of resource. */
export type CreateResourceOptions<F, R> = {
  mutationKey: readonly unknown[]
  /** Sends the form. */
  create: (form: F) => Promise<R>
  /** The create's toast texts and retry link (domain catalogue). */
  texts: CreateMessages
  /** The new resource's page. */
  href: (resource: R) => string
  /** Its detail query key, filled with the answer so its page shows at once. */
  detailKey: (resource: R) => readonly unknown[]
  /** Query keys to refetch (its list, what it changed). */
  invalidate: readonly (readonly unknown[])[]
}

/** Sends a create form with toasts; `submit` starts it, `pending` is true while it runs. */
export function useCreateResource<F, R>(options: CreateResourceOptions<F, R>) {
  const queryClient = useQueryClient()
  const notify = useNotify()
  const navigate = useNavigate()
  const { texts } = options

  const mutation = useMutation({
    mutationKey: options.mutationKey,
    mutationFn: async (form: F) => {
      try {
        const resource = await options.create(form)
        const href = options.href(resource)
        notify.success(texts.success, { links: [{ label: toastLinkLabels.view, href }] })
        queryClient.setQueryData(options.detailKey(resource), resource)
        for (const queryKey of options.invalidate) void queryClient.invalidateQueries({ queryKey })
        void navigate(href)
        return resource
      } catch (error) {
        notify.error(texts.failure, {
          description: errorDetail(error),
          links: [{ label: toastLinkLabels.retry, href: texts.retryHref }],
        })
        throw error
      }
    },
  })
  return { submit: (form: F) => mutation.mutate(form), pending: mutation.isPending }
}
