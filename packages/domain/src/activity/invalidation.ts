/**
 * Which cached reads an activity event makes stale (issue 18 "live updates"): the console's SSE hook invalidates
 * these TanStack Query key prefixes (query/keys.ts layout `['warren', <type>, <location>, …]`) instead of polling.
 */
import type { ActivityEvent } from './schema.js'

/** A query-key prefix to invalidate. */
export type KeyPrefix = readonly string[]

/** Types whose change also changes others' reads (a VM carries its disks, IPs and interfaces). */
const ALSO: Record<string, readonly string[]> = {
  virtual_machine: ['disk', 'ip_address', 'vm_interface', 'billing_account'],
  disk: ['virtual_machine'],
  ip_address: ['virtual_machine'],
  firewall: ['virtual_machine'],
  load_balancer: ['ip_address'],
  managed_service: ['virtual_machine'],
}

/** Key prefixes of the app-wide activity reads (feed pages, unread count). */
export const activityKeys = {
  all: ['activity'] as const,
  list: (query: object = {}) => ['activity', 'list', query] as const,
}

/**
 * The key prefixes an event makes stale: its resource type (every location: a list may mix them), the types its
 * change reaches ({@link ALSO}) and the activity reads. A failed call changed nothing but the feed.
 */
export function staleKeys(event: Pick<ActivityEvent, 'resource_type' | 'result'>): KeyPrefix[] {
  const keys: KeyPrefix[] = [activityKeys.all]
  if (event.result !== 'ok') return keys
  for (const type of [event.resource_type, ...(ALSO[event.resource_type] ?? [])]) keys.push(['warren', type])
  return keys
}
