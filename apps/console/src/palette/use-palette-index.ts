/**
 * The console palette's data (issue 18): every resource list of the user in every location, read through the query
 * cache while the palette is open, turned into entries (`palette-entries.ts`) and indexed once for the domain's
 * fuzzy ranking. The palette re-renders on every keystroke and live update; the lists, the entries and the index are
 * memoised on the query results' data references, so only a changed list rebuilds the index.
 */
import { useMemo } from 'react'
import { useQueries, useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query'
import { indexEntries } from '@cirrus/domain'
import { useServices } from '../app/services'
import { shownSections } from '../layout/sections'
import { paletteEntries } from './palette-entries'

/**
 * Each location's list as read so far (undefined until read) and whether any location is still loading. The lists
 * are the query results' own data references; TanStack keeps the returned array while none of them changed
 * (structural sharing of a combine's result compares the references, never the items).
 */
function locationLists<T>(results: UseQueryResult<readonly T[]>[]) {
  return {
    lists: results.map((r) => r.data),
    pending: results.some((r) => r.isPending && r.fetchStatus !== 'idle'),
  }
}

/** One list query in every location, as one list: rebuilt only when a location's data reference changes. */
export function useEveryLocation<T>(
  { slugs, enabled }: { slugs: readonly string[]; enabled: boolean },
  make: (slug: string) => UseQueryOptions<readonly T[], Error, readonly T[], readonly unknown[]>,
) {
  const { lists, pending } = useQueries({
    queries: slugs.map((slug) => ({ ...make(slug), enabled })),
    combine: locationLists<T>,
  })
  const data = useMemo(() => lists.flatMap((list) => list ?? []), [lists])
  return { data, pending }
}

/** The palette's entries and their index while it is `open`, and whether lists are still loading. */
export function usePaletteIndex(open: boolean) {
  const { queries } = useServices()
  const config = useQuery(queries.consoleConfig())
  const locations = useQuery(queries.locations())
  const slugs = (locations.data ?? []).map((l) => l.slug)
  const sections = useMemo(() => (config.data ? shownSections(config.data) : []), [config.data])
  const shown = (name: string) => sections.some((s) => s.name === name)
  const perLocation = { slugs, enabled: open }
  const vms = useEveryLocation(perLocation, queries.vmList)
  const disks = useEveryLocation(perLocation, queries.diskList)
  const ips = useEveryLocation(perLocation, queries.ipList)
  const networks = useEveryLocation(perLocation, queries.networkList)
  const lbs = useEveryLocation(perLocation, queries.loadBalancerList)
  const firewalls = useEveryLocation(perLocation, queries.firewallList)
  const buckets = useQuery({ ...queries.bucketList(), enabled: open })
  const services = useQuery({ ...queries.serviceList(), enabled: open && shown('services') })
  const leases = useEveryLocation({ slugs, enabled: open && shown('metal') }, queries.metalLeases)

  const entries = useMemo(
    () =>
      paletteEntries({
        sections,
        locationNames: new Map((locations.data ?? []).map((l) => [l.slug, l.display_name])),
        vms: vms.data,
        disks: disks.data,
        ips: ips.data,
        networks: networks.data,
        loadBalancers: lbs.data,
        firewalls: firewalls.data,
        buckets: buckets.data,
        services: services.data,
        leases: leases.data,
      }),
    [
      sections,
      locations.data,
      vms.data,
      disks.data,
      ips.data,
      networks.data,
      lbs.data,
      firewalls.data,
      buckets.data,
      services.data,
      leases.data,
    ],
  )
  const index = useMemo(() => indexEntries(entries), [entries])
  const loading =
    locations.isPending || [vms, disks, ips, networks, lbs, firewalls, leases].some((r) => r.pending)
  return { entries, index, loading }
}
