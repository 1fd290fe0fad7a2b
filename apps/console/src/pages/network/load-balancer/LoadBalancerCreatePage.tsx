/**
 * /network/create/load_balancer (SPEC §2 "/network/create/{type}"): the route module. The balancer is created in
 * the location chosen in the top bar; the form offers that location's networks and VMs.
 */
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { defaultBillingAccount } from '../../../forms/defaults'
import { useCurrentLocation } from '../../../app/locations'
import { useServices, type AppServices } from '../../../app/services'
import { defaultLoadBalancerCreateForm } from './create-form'
import { LoadBalancerCreateLoading, LoadBalancerCreateView } from './LoadBalancerCreateView'
import { useCreateLoadBalancer } from './use-create-load-balancer'

/** Loads what the form offers before it shows. */
export const loader =
  ({ queries, queryClient }: AppServices) =>
  async () => {
    await Promise.all([
      queryClient.ensureQueryData(queries.locations()),
      queryClient.ensureQueryData(queries.billingAccounts()),
    ])
    void queryClient.prefetchQuery(queries.priceList())
    return null
  }

/** The create page. */
export default function LoadBalancerCreatePage() {
  const { queries } = useServices()
  const { current } = useCurrentLocation()
  const location = current?.slug ?? ''
  const { data: accounts } = useSuspenseQuery(queries.billingAccounts())
  const networks = useQuery({ ...queries.networkList(location), enabled: location !== '' })
  const vms = useQuery({ ...queries.vmList(location), enabled: location !== '' })
  const prices = useQuery(queries.priceList())
  const create = useCreateLoadBalancer(location)

  if (!networks.data) return <LoadBalancerCreateLoading />
  return (
    <LoadBalancerCreateView
      // A new location has other networks: the form starts again.
      key={location}
      location={location}
      locationName={current?.display_name ?? location}
      initial={defaultLoadBalancerCreateForm(networks.data, defaultBillingAccount(accounts))}
      networks={networks.data}
      vms={vms.data}
      billingAccounts={accounts}
      priceList={prices.data}
      onSubmit={create.submit}
      submitting={create.pending}
    />
  )
}
