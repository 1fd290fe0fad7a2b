/**
 * The dashboard's loader, kept out of its lazy chunk: the route table binds it statically, so its reads start
 * with the router, in parallel with the download of the screen's code (SPEC §2 "/").
 */
import type { AppServices } from '../../app/services'
import { locationsForPrefetch } from '../../app/first-locations'

/**
 * Starts every read the dashboard's page needs; the screen shows skeletons for what is still on its way. They
 * start once the locations answer: that is also the proof of a session, so a signed-out load makes no extra calls.
 * On the first load they start from the locations' answer as it came, before the client's code has arrived
 * (issue 17: they go out early too, app-kit `early-reads.ts`). The VM and IP lists are not among them: the totals'
 * worker reads them (./use-dashboard-summary.ts), so a 10,000-VM account's lists are never downloaded or parsed on
 * the main thread.
 */
export const dashboardLoader = (services: AppServices) => async () => {
  const { queries, queryClient } = services
  await locationsForPrefetch(services)
  void queryClient.prefetchQuery(queries.priceList())
  void queryClient.prefetchQuery(queries.billingAccounts())
  return null
}
