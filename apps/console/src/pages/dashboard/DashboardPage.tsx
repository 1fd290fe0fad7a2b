/**
 * / (SPEC §2): the dashboard's route module. Resources of every location are read in parallel and priced with
 * the domain engine over GET /pricing/list/current. Its loader is in ./dashboard-loader (bound statically by the
 * route table, so the reads start before this chunk arrives).
 */
import { useQueries, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { renderRouterLink } from '../../app/links'
import { useServices } from '../../app/services'
import { viewerTimeZone } from '../../app/format'
import { timing } from '../../app/timing'
import { useResourceOwners } from '../access/owners'
import { useDashboardSummary } from './use-dashboard-summary'
import { DashboardView } from './DashboardView'

/** The dashboard. */
export default function DashboardPage() {
  const { queries } = useServices()
  const { data: user } = useSuspenseQuery(queries.currentUser())
  const { data: locations } = useSuspenseQuery(queries.locations())
  const prices = useQuery(queries.priceList())
  const owners = useResourceOwners()
  // What the loader has just read is fresh for SPEC §9's "preload stale 30 s": mounting must not read it again.
  const fresh = { staleTime: timing.prefetchFreshMs }
  const accounts = useQuery({ ...queries.billingAccounts(), ...fresh })
  const vmLists = useQueries({ queries: locations.map((l) => ({ ...queries.vmList(l.slug), ...fresh })) })
  const ipLists = useQueries({ queries: locations.map((l) => ({ ...queries.ipList(l.slug), ...fresh })) })

  const all = [prices, accounts, ...vmLists, ...ipLists]
  const failed = all.find((q) => q.isError)
  const loading = all.some((q) => q.isPending)
  // Computed in a Web Worker (issue 17): pricing a 10,000-VM account must not block the main thread.
  const summary = useDashboardSummary(
    [loading, failed, ...all.map((q) => q.data), JSON.stringify([...owners])],
    () =>
      loading || failed
        ? undefined
        : {
            vms: vmLists.flatMap((q) => q.data ?? []),
            ips: ipLists.flatMap((q) => q.data ?? []),
            billingAccounts: accounts.data ?? [],
            priceList: prices.data,
            owners,
          },
  )

  return (
    <DashboardView
      userName={user.profile_data.first_name || user.name}
      summary={summary}
      error={failed?.error?.message ?? null}
      onRetry={() => all.forEach((q) => q.isError && void q.refetch())}
      renderLink={renderRouterLink}
      timeZone={viewerTimeZone()}
    />
  )
}
