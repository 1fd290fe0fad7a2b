import { matchPath } from 'react-router'
import type { AppServices } from './services'
import { timing } from './timing'

/**
 * Prefetches the data a link's page will load, so that following it after resting on it is instant (SPEC §9:
 * "preload delay 50 ms", "preload stale 30 s"). Returns false when the href has nothing to prefetch.
 */
export function prefetchForHref(href: string, { queries, queryClient }: AppServices): boolean {
  const path = href.split(/[?#]/, 1)[0] ?? href
  const vm = matchPath('/compute/vm/:location/:vmId/*', path)
  if (vm?.params.location && vm.params.vmId) {
    void queryClient.prefetchQuery({
      ...queries.vm(vm.params.location, vm.params.vmId),
      staleTime: timing.prefetchFreshMs,
    })
    return true
  }
  return false
}
