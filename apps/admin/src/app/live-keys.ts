/**
 * Live updates in the admin app (issue 18): which admin reads an activity event makes stale. The admin app opens
 * the admin event stream (`/v1/admin/events/stream`, every user's events) with app-kit's `LiveUpdatesProvider`,
 * the console's provider, passing this instead of the domain's `staleKeys` (whose keys are the console's
 * `['warren', …]`): the admin reads live under `['admin', <read>, …]` (`adminKeys`, `use-server-list.ts`).
 */
import type { ActivityEvent, KeyPrefix } from '@cirrus/domain'

/**
 * `adminKeys` (./queries.ts) by value: the layout's chunk, which holds this, then does not depend on the queries
 * chunk (issue 17: the entry's preload list stays as small as the first-load budget requires).
 */
const adminKeys = {
  all: ['admin'],
  events: () => ['admin', 'events'],
  overview: () => ['admin', 'overview'],
  liveState: () => ['admin', 'live'],
} as const

/** The feed (the monitoring page's activity section) and the platform-wide figures every change moves. */
const ALWAYS: readonly KeyPrefix[] = [adminKeys.events(), adminKeys.overview()]

/** Where the layout keeps the stream's state (`adminKeys.liveState()` of ./queries.ts). */
export const ADMIN_LIVE_STATE_KEY = adminKeys.liveState()

/**
 * Per entity type of an event, the admin reads that show it: its table (and detail page), and the tables whose
 * rows carry it (a host's VM count, a user's resources, an IP's VM). `a/b` is the prefix `['admin', 'a', 'b']`.
 */
const READS: Record<string, readonly string[]> = {
  virtual_machine: ['virtual_machines', 'virtual_machine', 'infra/hosts', 'users', 'user', 'floating_ips'],
  disk: ['virtual_machine', 'virtual_machines'],
  ip_address: ['floating_ips', 'network', 'virtual_machines', 'virtual_machine'],
  vpc: ['network'],
  firewall: ['network'],
  load_balancer: ['load_balancers', 'floating_ips'],
  managed_service: ['services', 'virtual_machines'],
  bare_metal: ['metal'],
  bucket: ['buckets'],
}

/**
 * The `['admin', …]` key prefixes an event makes stale: the feed and the overview always; for a change that
 * succeeded, the reads of {@link READS} (a failed call changed nothing but the feed). An unknown type refreshes
 * the feed only.
 */
export function adminStaleKeys(event: Pick<ActivityEvent, 'resource_type' | 'result'>): KeyPrefix[] {
  const keys: KeyPrefix[] = [...ALWAYS]
  if (event.result !== 'ok') return keys
  for (const read of READS[event.resource_type] ?? []) keys.push([...adminKeys.all, ...read.split('/')])
  return keys
}
