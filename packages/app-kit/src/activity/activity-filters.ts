/**
 * The activity feed's filters (issue 18): resource type, result and time window, read from and written to the URL
 * (so a filtered feed survives reload and can be shared), and turned into the `GET /v1/events` query.
 */
import type { ActivityListQuery, ActivityResult } from '@cirrus/domain'

/** The time windows the feed offers. */
export const SINCE_WINDOWS = { hour: 3600_000, day: 24 * 3600_000, week: 7 * 24 * 3600_000 } as const

/** A time window; see {@link SINCE_WINDOWS}. */
export type SinceWindow = keyof typeof SINCE_WINDOWS

/** The feed's filters; absent = all. */
export type ActivityFilters = { type?: string; result?: ActivityResult; since?: SinceWindow }

/** The resource types the filter offers, with their names for people. */
export const RESOURCE_TYPE_LABELS: Record<string, string> = {
  virtual_machine: 'Virtual machines',
  disk: 'Disks',
  ip_address: 'IP addresses',
  vpc: 'Networks',
  firewall: 'Firewalls',
  load_balancer: 'Load balancers',
  managed_service: 'Services',
  bare_metal: 'Bare metal',
  bucket: 'Buckets',
}

/** The filters in a URL's search parameters; unknown values are ignored. */
export function readFilters(params: URLSearchParams): ActivityFilters {
  const type = params.get('type')
  const result = params.get('result')
  const since = params.get('since')
  return {
    ...(type && type in RESOURCE_TYPE_LABELS ? { type } : {}),
    ...(result === 'ok' || result === 'failed' ? { result } : {}),
    ...(since && since in SINCE_WINDOWS ? { since: since as SinceWindow } : {}),
  }
}

/** The search parameters of the filters (what {@link readFilters} reads back). */
export function writeFilters(filters: ActivityFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.type) params.set('type', filters.type)
  if (filters.result) params.set('result', filters.result)
  if (filters.since) params.set('since', filters.since)
  return params
}

/** The list query of the filters at `now` (the caller's clock). */
export function filtersToQuery(filters: ActivityFilters, now: Date): Partial<ActivityListQuery> {
  return {
    ...(filters.type ? { resource_type: filters.type } : {}),
    ...(filters.result ? { result: filters.result } : {}),
    ...(filters.since ? { since: new Date(now.getTime() - SINCE_WINDOWS[filters.since]).toISOString() } : {}),
  }
}
