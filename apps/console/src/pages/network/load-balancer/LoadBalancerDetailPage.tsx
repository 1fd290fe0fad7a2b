/**
 * /network/load_balancer/{location}/{uuid}/ (SPEC §2): the route module. The loader reads the balancer (a missing
 * one throws a not-found error carrying up to 30 ids that do exist, SPEC §8) and prefetches the rest.
 */
import { useParams, type LoaderFunctionArgs } from 'react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import type { AppServices } from '../../../app/services'
import { useServices } from '../../../app/services'
import { viewerTimeZone } from '../../../app/format'
import { renderRouterLink } from '../../../app/links'
import { ensureResource } from '../../../app/missing-resource'
import { missingResourceBoundary } from '../../../layout/route-errors'
import { LOAD_BALANCER_CREATE_PATH, loadBalancerPath } from './paths'
import { loadBalancerPrice } from './price'
import { LoadBalancerDetailView } from './LoadBalancerDetailView'
import { useLoadBalancerActions } from './use-load-balancer-actions'

/** Reads the balancer; a missing one becomes a not-found error listing the ids that do exist. */
export const loader =
  ({ queries, queryClient }: AppServices) =>
  async ({ params }: LoaderFunctionArgs) => {
    const location = params.location ?? ''
    const uuid = params.uuid ?? ''
    await ensureResource(queryClient, queries.loadBalancer(location, uuid), {
      kind: 'Load balancer',
      id: uuid,
      availableIds: async () =>
        (await queryClient.fetchQuery(queries.loadBalancerList(location))).map((lb) => lb.uuid),
    })
    void queryClient.prefetchQuery(queries.priceList())
    void queryClient.prefetchQuery(queries.networkList(location))
    void queryClient.prefetchQuery(queries.vmList(location))
    void queryClient.prefetchQuery(queries.billingAccounts())
    return null
  }

/** A missing balancer: "This load balancer is gone", with up to 30 ids that do exist and a create link. */
export const ErrorBoundary = missingResourceBoundary({
  object: 'load balancer',
  createHref: LOAD_BALANCER_CREATE_PATH,
  idHref: (id, params) => loadBalancerPath(params.location ?? '', id),
})

/** The load balancer's page. */
export default function LoadBalancerDetailPage() {
  const params = useParams()
  const location = params.location ?? ''
  const uuid = params.uuid ?? ''
  return <LoadBalancerDetailScreen key={`${location}/${uuid}`} location={location} uuid={uuid} />
}

function LoadBalancerDetailScreen({ location, uuid }: { location: string; uuid: string }) {
  const { queries } = useServices()
  const { data: lb } = useSuspenseQuery(queries.loadBalancer(location, uuid))
  const { run, pending } = useLoadBalancerActions(lb)
  const prices = useQuery(queries.priceList())
  const networks = useQuery(queries.networkList(location))
  const vms = useQuery(queries.vmList(location))
  const accounts = useQuery(queries.billingAccounts())
  const locations = useQuery(queries.locations())
  const price = prices.data ? loadBalancerPrice(Boolean(lb.public_address), prices.data) : undefined
  return (
    <LoadBalancerDetailView
      lb={lb}
      locationName={locations.data?.find((l) => l.slug === location)?.display_name ?? location}
      network={networks.data?.find((n) => n.uuid === lb.network_uuid)}
      vms={vms.data}
      billingAccounts={accounts.data ?? []}
      price={price}
      currency={price?.total?.currency ?? prices.data?.default_currency ?? 'EUR'}
      pending={pending}
      onCommand={run}
      renderLink={renderRouterLink}
      timeZone={viewerTimeZone()}
    />
  )
}
