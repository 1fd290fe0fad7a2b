/**
 * SPEC §9's "base unit" (value not shown): the progress toast lives 5 of them and 3 minutes, so one is 36 s.
 */
const BASE_TIME_UNIT_MS = 36_000

/**
 * Business constants of SPEC.md §9 as one object, so the apps never repeat a number. Times are milliseconds,
 * sizes pixels.
 */
export const constants = {
  /** Locale of every text for people. */
  locale: 'en-GB',
  toasts: {
    /** At most 5 toasts at once. */
    max: 5,
    position: 'top-right',
    /** A progress toast lives 3 minutes: 5 base time units. */
    progressLifetimeMs: 5 * BASE_TIME_UNIT_MS,
  },
  /**
   * The spec's "base unit" (value not shown): the progress toast lives 5 of them and 3 minutes, so one is 36 s.
   * The background prefetch durations below are derived from it.
   */
  baseTimeUnitMs: BASE_TIME_UNIT_MS,
  /** Background data prefetch stays subscribed for 1.5 and 15 base units (54 s and 9 minutes). */
  prefetchSubscribedMs: { short: 1.5 * BASE_TIME_UNIT_MS, long: 15 * BASE_TIME_UNIT_MS },
  router: {
    /** Show the pending state after 1 s… */
    pendingMs: 1000,
    /** …and keep it at least 0.5 s. */
    pendingMinMs: 500,
    /** Preload on hover after 50 ms. */
    preloadDelayMs: 50,
    /** Cache life 5 minutes. */
    cacheLifeMs: 5 * 60_000,
    /** Preloaded data counts as fresh for 30 s. */
    preloadStaleMs: 30_000,
    /** Scroll position saving is throttled at 100 ms. */
    scrollSaveThrottleMs: 100,
  },
  sidebar: {
    minWidth: 250,
    maxWidth: 500,
    defaultWidth: 330,
    /** At most half the screen. */
    maxScreenFraction: 0.5,
  },
  /** Layout breakpoints (min widths); below xs is xxs. */
  breakpoints: { md: 1024, sm: 768, xs: 520 },
  /** Tables with a view-all button show 10 rows first. */
  viewAllRows: 10,
  /** Section screens are preloaded after 2 s. */
  sectionPreloadMs: 2000,
  /** The blob URL cache is swept every 60 s. */
  blobUrlSweepMs: 60_000,
  /** Default price rule set key. */
  defaultRuleSet: 'DEFAULT',
  /** A not-found error lists at most 30 available ids (SPEC.md §8). */
  notFoundIdLimit: 30,
  /** Hours in a monthly price estimate (CONTRACTS.md "Money"). */
  hoursPerMonth: 730,
} as const

/** A layout size class (SPEC.md §2 Layout behaviour). */
export type Breakpoint = 'md' | 'sm' | 'xs' | 'xxs'

/** The size class of a viewport width: 1024 and up md, 768 sm, 520 xs, below that xxs. */
export function breakpointFor(width: number): Breakpoint {
  const { md, sm, xs } = constants.breakpoints
  return width >= md ? 'md' : width >= sm ? 'sm' : width >= xs ? 'xs' : 'xxs'
}

/**
 * A sidebar width the layout may use: 250 to 500 px and at most half the screen. On a screen narrower than
 * 500 px the half-screen limit wins over the 250 px minimum (the sidebar must leave room for the content).
 * Anything not a finite number (e.g. a corrupt local storage value) gives the default, 330 px, within limits.
 */
export function clampSidebarWidth(width: number, screenWidth: number): number {
  const { minWidth, maxWidth, defaultWidth, maxScreenFraction } = constants.sidebar
  const upper = Math.min(maxWidth, Math.floor(screenWidth * maxScreenFraction))
  const lower = Math.min(minWidth, upper)
  const wanted = Number.isFinite(width) ? width : defaultWidth
  return Math.max(lower, Math.min(upper, Math.round(wanted)))
}
