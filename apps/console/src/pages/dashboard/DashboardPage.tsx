/**
 * / (SPEC §2): the dashboard's route module. Its totals are computed off the main thread (issue 17): a Web
 * Worker reads every location's VMs and IPs and prices them with the domain engine over GET /pricing/list/current
 * (./use-dashboard-summary.ts); the page reads only the small inputs (prices, billing accounts, owners).
 * Its loader is in ./dashboard-loader (bound statically by the route table, so the reads start before this chunk
 * arrives).
 */
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
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

  const inputs = [prices, accounts]
  const inputFailed = inputs.find((q) => q.isError)
  const inputLoading = inputs.some((q) => q.isPending)
  const slugs = locations.map((l) => l.slug)
  const totals = useDashboardSummary(
    [slugs.join(' '), ...inputs.map((q) => q.data), JSON.stringify([...owners])],
    inputLoading || inputFailed
      ? undefined
      : {
          locations: slugs,
          billingAccounts: accounts.data ?? [],
          priceList: prices.data,
          owners,
        },
  )
  const failed = inputFailed ?? (totals.isError ? totals : undefined)

  return (
    <DashboardView
      userName={user.profile_data.first_name || user.name}
      summary={failed ? undefined : totals.data}
      error={failed?.error?.message ?? null}
      onRetry={() => [...inputs, totals].forEach((q) => q.isError && void q.refetch())}
      renderLink={renderRouterLink}
      timeZone={viewerTimeZone()}
    />
  )
}
