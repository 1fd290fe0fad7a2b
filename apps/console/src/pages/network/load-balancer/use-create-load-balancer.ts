import { messages, warrenKeys } from '@cirrus/domain'
import { useServices } from '../../../app/services'
import { useCreateResource } from '../../../hooks/use-create-resource'
import { toLoadBalancerCreateRequest, type LoadBalancerCreateForm } from './create-form'
import { loadBalancerPath } from './paths'

/**
 * Creates a load balancer in a location (SPEC §7 "Load balancers"): 'Load Balancer created' and the balancer's
 * page, or 'Failed to create Load Balancer' with a "Retry" link (SPEC §8).
 */
export function useCreateLoadBalancer(location: string) {
  const { client } = useServices()
  return useCreateResource({
    mutationKey: ['load-balancer-create'],
    create: (form: LoadBalancerCreateForm) =>
      client.loadBalancer.create(location, toLoadBalancerCreateRequest(form)),
    texts: messages.loadBalancer.create,
    href: (lb) => loadBalancerPath(lb.location, lb.uuid),
    detailKey: (lb) => warrenKeys.loadBalancer(lb.location, lb.uuid),
    // A reserved public IP is a new IP address of the location.
    invalidate: [warrenKeys.scope('load_balancer', location), warrenKeys.scope('ip_address', location)],
  })
}
