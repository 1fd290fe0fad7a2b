import { useNavigate } from 'react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { messages, toastLinkLabels, warrenKeys } from '@cirrus/domain'
import { useServices } from '../../../app/services'
import { errorDetail, useNotify } from '../../../state/toasts'
import { toLoadBalancerCreateRequest, type LoadBalancerCreateForm } from './create-form'
import { loadBalancerPath } from './paths'

/**
 * Creates a load balancer in a location (SPEC §7 "Load balancers"): 'Load Balancer created' with a "View" link
 * and the balancer's page, or 'Failed to create Load Balancer' with what the platform said and a "Retry" link to
 * the create page (SPEC §4, §8). The form stays filled after a failure.
 */
export function useCreateLoadBalancer(location: string) {
  const { client } = useServices()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const navigate = useNavigate()
  const texts = messages.loadBalancer.create

  const mutation = useMutation({
    mutationKey: ['load-balancer-create'],
    mutationFn: async (form: LoadBalancerCreateForm) => {
      try {
        const lb = await client.loadBalancer.create(location, toLoadBalancerCreateRequest(form))
        const href = loadBalancerPath(lb.location, lb.uuid)
        notify.success(texts.success, { links: [{ label: toastLinkLabels.view, href }] })
        queryClient.setQueryData(warrenKeys.loadBalancer(lb.location, lb.uuid), lb)
        void queryClient.invalidateQueries({ queryKey: warrenKeys.scope('load_balancer', location) })
        void queryClient.invalidateQueries({ queryKey: warrenKeys.scope('ip_address', location) })
        void navigate(href)
        return lb
      } catch (error) {
        notify.error(texts.failure, {
          description: errorDetail(error),
          links: [{ label: toastLinkLabels.retry, href: texts.retryHref }],
        })
        throw error
      }
    },
  })
  return { submit: (form: LoadBalancerCreateForm) => mutation.mutate(form), pending: mutation.isPending }
}
