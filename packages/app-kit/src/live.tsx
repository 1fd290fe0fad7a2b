/**
 * Live updates (issue 18): one Server-Sent Events stream per signed-in app (`/v1/events/stream`, or the admin's
 * `/v1/admin/events/stream`). Each activity event invalidates the TanStack Query keys it makes stale (domain
 * `staleKeys`), so every open list and detail page refetches what changed — made in another tab, by another user of
 * a delegation group or through the API — with no polling loop. The browser's EventSource reconnects by itself and
 * sends `Last-Event-ID`, so nothing is missed across a reconnect.
 *
 * While the stream is down, {@link useLiveFallbackInterval} gives screens that used to poll their interval back;
 * while it is up, it gives `false` (no polling).
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useQuery, type QueryClient } from '@tanstack/react-query'
import {
  ACTIVITY_SSE_EVENT,
  ACTIVITY_STREAM_PATH,
  activityKeys,
  staleKeys as domainStaleKeys,
  type ActivityEvent,
  type KeyPrefix,
} from '@cirrus/domain'
import { useServices } from './services'

/**
 * The stream's state: opening, up, lost and being reopened (the browser retries by itself, resuming with
 * Last-Event-ID), or down (closed for good, or no stream at all).
 */
export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'down'

type LiveContext = { state: LiveState }

const Live = createContext<LiveContext>({ state: 'down' })

/** Which cached reads an event makes stale: the domain's `staleKeys` (the console's keys), or an app's own. */
export type StaleKeysOf = (event: Pick<ActivityEvent, 'resource_type' | 'result'>) => KeyPrefix[]

/**
 * The part of an event's JSON the cache needs (its type and result), or null. A plain check, not the zod schema:
 * the provider sits in each app's layout chunk, which stays free of the schemas (issue 17, the client chunk has them).
 */
export function staleFactsOf(data: string): Pick<ActivityEvent, 'resource_type' | 'result'> | null {
  let event: unknown
  try {
    event = JSON.parse(data)
  } catch {
    return null
  }
  if (!event || typeof event !== 'object') return null
  const { resource_type, result } = event as Record<string, unknown>
  return typeof resource_type === 'string' && (result === 'ok' || result === 'failed')
    ? { resource_type, result }
    : null
}

/** Invalidates what one event makes stale; exported for tests. */
export function applyActivityEvent(
  queryClient: QueryClient,
  event: Pick<ActivityEvent, 'resource_type' | 'result'>,
  staleKeys: StaleKeysOf = domainStaleKeys,
) {
  for (const queryKey of staleKeys(event)) void queryClient.invalidateQueries({ queryKey: [...queryKey] })
}

/** Props of {@link LiveUpdatesProvider}. */
export type LiveUpdatesProviderProps = {
  /** The stream's path on the API origin. @default ACTIVITY_STREAM_PATH */
  path?: string
  /** The API origin. @default window.location.origin */
  baseUrl?: string
  /** The EventSource implementation (tests and stories pass a double; none = no stream). */
  eventSource?: typeof EventSource | null
  /**
   * The query-key prefixes an event makes stale (the admin app passes its own, its reads live under `['admin', …]`).
   * @default the domain's `staleKeys`
   */
  staleKeys?: StaleKeysOf
  children: ReactNode
}

/** Opens the stream while mounted (inside the signed-in layout) and applies every event to the cache. */
export function LiveUpdatesProvider({
  path = ACTIVITY_STREAM_PATH,
  baseUrl,
  eventSource = typeof EventSource === 'undefined' ? null : EventSource,
  staleKeys = domainStaleKeys,
  children,
}: LiveUpdatesProviderProps) {
  const { queryClient } = useServices()
  const [state, setState] = useState<LiveState>(eventSource ? 'connecting' : 'down')
  useEffect(() => {
    if (!eventSource) return
    const source = new eventSource(new URL(path, baseUrl ?? window.location.origin).href, {
      withCredentials: true,
    })
    source.addEventListener('open', () => setState('live'))
    source.addEventListener('error', () =>
      setState(source.readyState === source.CLOSED ? 'down' : 'reconnecting'),
    )
    source.addEventListener(ACTIVITY_SSE_EVENT, (message) => {
      const facts = staleFactsOf((message as MessageEvent<string>).data)
      if (facts) applyActivityEvent(queryClient, facts, staleKeys)
    })
    return () => source.close()
  }, [eventSource, path, baseUrl, queryClient, staleKeys])
  const value = useMemo(() => ({ state }), [state])
  return <Live.Provider value={value}>{children}</Live.Provider>
}

/** The stream's state. */
export function useLiveState(): LiveState {
  return useContext(Live).state
}

/**
 * The polling interval a screen should use: `false` while the stream is up (events refresh it), `ms` otherwise
 * (the fallback when the stream is down or not yet open).
 */
export function useLiveFallbackInterval(ms: number): number | false {
  return useLiveState() === 'live' ? false : ms
}

const LAST_SEEN_KEY = 'cirrus.activity.last-seen'

/** The id of the newest event the user has seen (the feed page sets it); null before the first visit. */
export function readLastSeen(): number | null {
  try {
    const raw = localStorage.getItem(LAST_SEEN_KEY)
    const n = raw === null ? NaN : Number(raw)
    return Number.isSafeInteger(n) && n >= 0 ? n : null
  } catch {
    return null
  }
}

/** Marks events up to `id` as seen. */
export function markSeen(id: number): void {
  try {
    if ((readLastSeen() ?? -1) < id) localStorage.setItem(LAST_SEEN_KEY, String(id))
  } catch {
    // storage disabled: the count simply stays
  }
}

/** Unread = events newer than the last seen one, among the newest page (so at most a page: the bell shows 99+). */
export function useUnreadCount(): number {
  const { client } = useServices()
  const { data } = useQuery({
    queryKey: [...activityKeys.all, 'unread'],
    queryFn: () => client.activity.list({ limit: 100 }),
  })
  if (!data) return 0
  const seen = readLastSeen()
  if (seen === null) {
    // First visit: what happened before is not news.
    markSeen(data[0]?.id ?? 0)
    return 0
  }
  return data.filter((event) => event.id > seen).length
}
