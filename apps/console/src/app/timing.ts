import { constants } from '@cirrus/domain'

/**
 * The router and cache timings of SPEC §9 (from the domain's constants), named for the places that use them.
 */
export const timing = {
  /** Cached server data is kept 5 minutes after its last use ("cache life 5 minutes"). */
  cacheLifeMs: constants.router.cacheLifeMs,
  /** Resting on a link this long prefetches its data ("preload delay 50 ms"). */
  hoverPrefetchDelayMs: constants.router.preloadDelayMs,
  /** Prefetched data stays fresh this long ("preload stale 30 s"). */
  prefetchFreshMs: constants.router.preloadStaleMs,
  /** The pending indicator appears after 1 s ("pending after 1 s")… */
  pendingDelayMs: constants.router.pendingMs,
  /** …and then stays at least 0.5 s ("minimum pending 0.5 s"). */
  pendingMinMs: constants.router.pendingMinMs,
  /** The content's scroll position is saved at most every 100 ms ("scroll save throttled at 100 ms"). */
  scrollSaveThrottleMs: constants.router.scrollSaveThrottleMs,
  /** Section screens are preloaded 2 s after start ("Section preload after 2000 ms"). */
  sectionPreloadDelayMs: constants.sectionPreloadMs,
} as const
