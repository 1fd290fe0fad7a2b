/**
 * /services/service/{location}/{serviceId}/ (SPEC §2): the route module. The loader reads the service (a
 * missing one, or one under another location than its own, throws a not-found error carrying up to 30 ids that
 * do exist, SPEC §8: "This service is gone") and prefetches the rest; secrets load only when revealed.
 */
import { useState } from 'react'
import { useParams, type LoaderFunctionArgs } from 'react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { warrenKeys, type ServicePackage } from '@cirrus/domain'
import { loadOrMissing } from '../../app/missing-resource'
import { viewerTimeZone } from '../../app/format'
import { renderRouterLink } from '../../app/links'
import type { AppServices } from '../../app/services'
import { useServices } from '../../app/services'
import { MissingResourceRoute } from '../../layout/route-errors'
import { ServiceDetailView } from './ServiceDetailView'
import { SERVICE_CREATE_PATH, servicePath } from './paths'
import { useServiceActions } from './use-service-actions'

/**
 * Reads the service; a missing or deleted one, or one asked for under another location than its own, becomes a
 * not-found error listing the ids that do exist.
 */
export const loader =
  ({ queries, queryClient }: AppServices) =>
  async ({ params }: LoaderFunctionArgs) => {
    const location = params.location ?? ''
    const uuid = params.serviceId ?? ''
    await loadOrMissing({
      kind: 'Service',
      id: uuid,
      // A deleted service can still be read (API-NOTES §9); its page is gone all the same. Services are not
      // location-scoped in the API, so the path's location is checked here (SPEC §2 {location}/{serviceId}).
      load: async () => {
        const pkg = await queryClient.ensureQueryData(queries.service(uuid))
        return pkg.is_deleted || !isServiceAt(pkg, location) ? undefined : pkg
      },
      ids: async () =>
        (await queryClient.fetchQuery(queries.serviceList())).filter((s) => !s.is_deleted).map((s) => s.uuid),
    })
    void queryClient.prefetchQuery(queries.priceList())
    void queryClient.prefetchQuery(queries.serviceWhitelist(uuid))
    void queryClient.prefetchQuery(queries.vmList(location))
    return null
  }

/** Whether `location` is the service's own (a service without one is found under any). */
export function isServiceAt(pkg: Pick<ServicePackage, 'location'>, location: string): boolean {
  return (pkg.location ?? location) === location
}

/**
 * A missing service: "This service is gone", with up to 30 ids that do exist — each linked under its own
 * location, read from the service list the loader fetched — and a create link.
 */
export function ErrorBoundary() {
  const { queryClient } = useServices()
  const services = queryClient.getQueryData<ServicePackage[]>(warrenKeys.serviceList()) ?? []
  const locations = new Map(services.map((s) => [s.uuid, s.location]))
  return (
    <MissingResourceRoute
      object="service"
      createHref={SERVICE_CREATE_PATH}
      idHref={(id, params) => servicePath(locations.get(id) ?? params.location ?? '', id)}
    />
  )
}

/** The service's page. */
export default function ServiceDetailPage() {
  const params = useParams()
  const location = params.location ?? ''
  const uuid = params.serviceId ?? ''
  return <ServiceDetailScreen key={`${location}/${uuid}`} location={location} uuid={uuid} />
}

function ServiceDetailScreen({ location, uuid }: { location: string; uuid: string }) {
  const { queries } = useServices()
  const { data: pkg } = useSuspenseQuery(queries.service(uuid))
  const { run, pending, bulk, runBulk, retryFailed, dismissBulk } = useServiceActions(pkg)
  const [reveal, setReveal] = useState(false)
  const prices = useQuery(queries.priceList())
  const vms = useQuery(queries.vmList(pkg.location ?? location))
  const whitelist = useQuery(queries.serviceWhitelist(uuid))
  const secrets = useQuery({ ...queries.serviceSecrets(uuid), enabled: reveal })
  const accounts = useQuery(queries.billingAccounts())
  return (
    <ServiceDetailView
      pkg={pkg}
      billingAccounts={accounts.data}
      vms={vms.data}
      priceList={prices.data}
      whitelist={whitelist.data}
      whitelistError={whitelist.isError ? whitelist.error.message : null}
      secrets={reveal ? secrets.data : undefined}
      secretsLoading={reveal && secrets.isPending}
      secretsError={secrets.isError ? secrets.error.message : null}
      onRevealSecrets={() => setReveal(true)}
      pending={pending}
      bulk={bulk}
      onCommand={run}
      onBulk={(action) => void runBulk(action)}
      onRetryFailed={retryFailed}
      onDismissBulk={dismissBulk}
      renderLink={renderRouterLink}
      timeZone={viewerTimeZone()}
    />
  )
}
