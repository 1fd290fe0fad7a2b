/**
 * The admin app's server reads as TanStack Query options (keys under `['admin', …]`), over the domain client's
 * admin calls (`client.admin`, `/v1/admin/…`).
 */
import { queryOptions } from '@tanstack/react-query'
import type { AuditListQuery, AuditTarget, WarrenClient } from '@cirrus/domain'

/** The cache keys of the admin reads; an admin mutation invalidates `adminKeys.all`. */
export const adminKeys = {
  all: ['admin'] as const,
  audit: (query: Partial<AuditListQuery>) => ['admin', 'audit', query] as const,
  auditOf: (target: AuditTarget) => ['admin', 'audit', target.type, target.id] as const,
  overview: () => ['admin', 'overview'] as const,
  /** Every user's activity events (the monitoring feed); the admin event stream refreshes it (`live-keys.ts`). */
  events: () => ['admin', 'events'] as const,
  /** The admin event stream's state (app-kit `LiveState`), put here by the layout; never fetched. */
  liveState: () => ['admin', 'live'] as const,
  config: () => ['admin', 'config'] as const,
  general: () => ['admin', 'general'] as const,
}

/** The admin reads of one client. */
export function adminQueries(client: WarrenClient) {
  return {
    /** The newest audit entries (optionally of one resource). */
    audit: (query: Partial<AuditListQuery> = {}) =>
      queryOptions({
        queryKey: adminKeys.audit(query),
        queryFn: ({ signal }) => client.admin.audit(query, { signal }),
      }),
    /** One resource's audit entries (its admin page's audit panel). */
    auditOf: (target: AuditTarget) =>
      queryOptions({
        queryKey: adminKeys.auditOf(target),
        queryFn: ({ signal }) => client.admin.auditOf(target, {}, { signal }),
      }),
    /** The dashboard's platform-wide figures. */
    overview: () =>
      queryOptions({
        queryKey: adminKeys.overview(),
        queryFn: ({ signal }) => client.admin.overview({ signal }),
      }),
    /** The platform configuration in force. */
    config: () =>
      queryOptions({
        queryKey: adminKeys.config(),
        queryFn: ({ signal }) => client.admin.config({ signal }),
      }),
    /** The general settings. */
    general: () =>
      queryOptions({
        queryKey: adminKeys.general(),
        queryFn: ({ signal }) => client.admin.general({ signal }),
      }),
  }
}
