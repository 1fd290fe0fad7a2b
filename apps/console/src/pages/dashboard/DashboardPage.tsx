/**
 * / (SPEC §2): the dashboard's route module. Resources of every location are read in parallel and priced with
 * the domain engine over GET /pricing/list/current.
 */
import { useQueries, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import type { Location } from '@cirrus/domain'
import { renderRouterLink } from '../../app/links'
import { useServices, type AppServices } from '../../app/services'
import { viewerTimeZone } from '../../app/format'
import { dashboardSummary } from './dashboard-summary'
import { DashboardView } from './DashboardView'

/** Starts every read the dashboard needs; the screen shows skeletons for what is still on its way. */
export const loader =
  ({ queries, queryClient }: AppServices) =>
  async () => {
    const locations: Location[] = await queryClient.ensureQueryData(queries.locations())
    void queryClient.prefetchQuery(queries.priceList())
    void queryClient.prefetchQuery(queries.billingAccounts())
    for (const l of locations) {
      void queryClient.prefetchQuery(queries.vmList(l.slug))
      void queryClient.prefetchQuery(queries.ipList(l.slug))
    }
    return null
  }

/** The dashboard. */
export default function DashboardPage() {
  const { queries } = useServices()
  const { data: user } = useSuspenseQuery(queries.currentUser())
  const { data: locations } = useSuspenseQuery(queries.locations())
  const prices = useQuery(queries.priceList())
  const accounts = useQuery(queries.billingAccounts())
  const vmLists = useQueries({ queries: locations.map((l) => queries.vmList(l.slug)) })
  const ipLists = useQueries({ queries: locations.map((l) => queries.ipList(l.slug)) })

  const all = [prices, accounts, ...vmLists, ...ipLists]
  const failed = all.find((q) => q.isError)
  const loading = all.some((q) => q.isPending)
  const summary =
    loading || failed
      ? undefined
      : dashboardSummary({
          vms: vmLists.flatMap((q) => q.data ?? []),
          ips: ipLists.flatMap((q) => q.data ?? []),
          billingAccounts: accounts.data ?? [],
          priceList: prices.data,
        })

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
