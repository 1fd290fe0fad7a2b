/**
 * /network/firewall/{location}/{uuid}/ (SPEC §2): the route module. Warren has no single-firewall GET, so the
 * firewall is found in its location's list; a missing one throws a not-found error carrying up to 30 ids that
 * do exist (SPEC §8). With `firewallEnabled` off the page says firewalls are not available (SPEC §6).
 */
import { useParams, type LoaderFunctionArgs } from 'react-router'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import type { AppServices } from '../../../app/services'
import { useServices } from '../../../app/services'
import { viewerTimeZone } from '../../../app/format'
import { renderRouterLink } from '../../../app/links'
import { ensureResource } from '../../../app/missing-resource'
import { missingResourceBoundary } from '../../../layout/route-errors'
import { FIREWALL_CREATE_PATH, firewallPath } from './paths'
import { FirewallDetailView } from './FirewallDetailView'
import { FirewallsUnavailable } from './FirewallsUnavailable'
import { useFirewallActions } from './use-firewall-actions'

/** Reads the firewall; a missing one becomes a not-found error listing the ids that do exist. */
export const loader =
  ({ queries, queryClient }: AppServices) =>
  async ({ params }: LoaderFunctionArgs) => {
    const config = await queryClient.ensureQueryData(queries.consoleConfig())
    if (!config.firewallEnabled) return null
    const location = params.location ?? ''
    const uuid = params.uuid ?? ''
    await ensureResource(queryClient, queries.firewall(location, uuid), {
      kind: 'Firewall',
      id: uuid,
      availableIds: async () =>
        (await queryClient.fetchQuery(queries.firewallList(location))).map((fw) => fw.uuid),
    })
    void queryClient.prefetchQuery(queries.vmList(location))
    void queryClient.prefetchQuery(queries.billingAccounts())
    return null
  }

/** A missing firewall: "This firewall is gone", with up to 30 ids that do exist and a create link. */
export const ErrorBoundary = missingResourceBoundary({
  object: 'firewall',
  createHref: FIREWALL_CREATE_PATH,
  idHref: (id, params) => firewallPath(params.location ?? '', id),
})

/** The firewall's page. */
export default function FirewallDetailPage() {
  const params = useParams()
  const location = params.location ?? ''
  const uuid = params.uuid ?? ''
  const { queries } = useServices()
  const { data: config } = useSuspenseQuery(queries.consoleConfig())
  if (!config.firewallEnabled) return <FirewallsUnavailable renderLink={renderRouterLink} />
  return <FirewallDetailScreen key={`${location}/${uuid}`} location={location} uuid={uuid} />
}

function FirewallDetailScreen({ location, uuid }: { location: string; uuid: string }) {
  const { queries } = useServices()
  const { data: fw } = useSuspenseQuery(queries.firewall(location, uuid))
  const { run, pending } = useFirewallActions(fw)
  const vms = useQuery(queries.vmList(location))
  const accounts = useQuery(queries.billingAccounts())
  const locations = useQuery(queries.locations())
  return (
    <FirewallDetailView
      fw={fw}
      locationName={locations.data?.find((l) => l.slug === location)?.display_name ?? location}
      vms={vms.data}
      billingAccounts={accounts.data ?? []}
      pending={pending}
      onCommand={run}
      renderLink={renderRouterLink}
      timeZone={viewerTimeZone()}
    />
  )
}
