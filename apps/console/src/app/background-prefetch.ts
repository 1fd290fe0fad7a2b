/**
 * Background data prefetch (SPEC §9: "Background data prefetch stays subscribed for 1.5 and 15 base time units").
 * The base unit is the domain's `constants.baseTimeUnitMs`, 36 s: SPEC §9 gives the progress toast's lifetime both
 * as 3 minutes and as 5 base units, so one unit is 180 s / 5 = 36 s (the same unit sets that lifetime,
 * `constants.toasts.progressLifetimeMs`). Shortly after start the console fetches what the next screens need
 * and keeps each query subscribed — observed, so it is neither garbage-collected nor left stale on a window
 * refocus — for 1.5 units (54 s) for the lists that change (VMs, disks of each location) and 15 units (9 min)
 * for the reference data (the OS images and their icons, bare metal boot images, billing accounts), then lets go.
 */
import { QueryObserver, type QueryClient } from '@tanstack/react-query'
import { constants, warrenKeys, type Location } from '@cirrus/domain'
import type { AppServices } from './services'
import { VM_LIST_FIRST_PAGE } from '../pages/compute/vm-page-query'

/** A query TanStack Query accepts (what the domain's factories return). */
type PrefetchQuery = Parameters<QueryClient['prefetchQuery']>[0] & { queryKey: readonly unknown[] }

/** Fetches `query` (unless fresh) and keeps it subscribed for `holdMs`; returns a function that lets go now. */
export function prefetchSubscribed(
  queryClient: QueryClient,
  query: PrefetchQuery,
  holdMs: number,
): () => void {
  const observer = new QueryObserver(queryClient, { ...query, queryKey: [...query.queryKey] })
  const unsubscribe = observer.subscribe(() => {})
  const timer = setTimeout(unsubscribe, holdMs)
  return () => {
    clearTimeout(timer)
    unsubscribe()
  }
}

/** What the console prefetches in the background, with how long each stays subscribed. */
export function backgroundQueries({ queries }: AppServices, locations: readonly Location[]) {
  const { short, long } = constants.prefetchSubscribedMs
  return [
    ...locations.flatMap((l) => [
      // The compute list's first page, not the whole vm/list: 10,000 VMs would hold the database (issue 17).
      { query: queries.vmPage(l.slug, VM_LIST_FIRST_PAGE), holdMs: short },
      { query: queries.diskList(l.slug), holdMs: short },
    ]),
    { query: queries.vmImages(), holdMs: long },
    { query: queries.billingAccounts(), holdMs: long },
  ]
}

/**
 * Starts the background prefetch once the session's locations are known (nothing without a session); returns a
 * function that stops it.
 */
export function startBackgroundPrefetch(services: AppServices): () => void {
  const locations = services.queryClient.getQueryData<Location[]>(warrenKeys.locations())
  if (!locations) return () => {}
  const stops = backgroundQueries(services, locations).map(({ query, holdMs }) =>
    prefetchSubscribed(services.queryClient, query as PrefetchQuery, holdMs),
  )
  return () => stops.forEach((stop) => stop())
}
