/**
 * Page analytics (SPEC §2 Layout behaviour, §6): a page-view event on every route load, except for admin paths.
 * The sink is pluggable: the console only decides *what* to send; where it goes (a tag manager, a beacon, a
 * test double) is the embedding operator's choice, set once with {@link setAnalyticsSink}.
 */
import { tracksPageView } from '@cirrus/domain'

/** A page view: the path and query of the route that loaded. */
export type PageViewEvent = {
  type: 'page_view'
  /** The pathname, e.g. `/compute/vm/tll01/…/`. */
  path: string
  /** The query string including `?`, or `''`. */
  search: string
}

/** Every event the console sends. */
export type AnalyticsEvent = PageViewEvent

/** Receives analytics events; must not throw (a failing tracker never breaks the console). */
export type AnalyticsSink = (event: AnalyticsEvent) => void

const noopSink: AnalyticsSink = () => {}
let currentSink: AnalyticsSink = noopSink

/** Replaces the sink that receives every event; `null` restores the default, which drops them. */
export function setAnalyticsSink(sink: AnalyticsSink | null): void {
  currentSink = sink ?? noopSink
}

/** Sends one event to the current sink, swallowing any error the sink throws. */
export function track(event: AnalyticsEvent): void {
  try {
    currentSink(event)
  } catch {
    // A broken tracker must never break navigation.
  }
}

/**
 * Sends a page view for `pathname` unless it is an admin path (SPEC §6: paths starting with /admin/ are
 * excluded; the rule is the domain's `tracksPageView`); returns whether it sent one.
 */
export function trackPageView(pathname: string, search = ''): boolean {
  if (!tracksPageView(pathname)) return false
  track({ type: 'page_view', path: pathname, search })
  return true
}
