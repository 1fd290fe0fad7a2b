/**
 * The admin dashboard's figures (issue 13 "/admin dashboard"): `GET /v1/admin/overview` — users, VMs by state,
 * floating IPs used per location and the shared public pool's free addresses, hosts and their load per
 * location, this month's (UTC) metered revenue so far
 * and the newest sign-ups. Administrators only (the admin guard, http/admin.ts).
 */
import { apiRoutes, returns } from '../http/route.js'
import { AdminMetrics, AdminOverview } from '../http/entities.js'
import type { Platform } from '../platform.js'
import { monthOf } from '../services/format.js'
import { PUBLIC_ADDRESS_COUNT } from '../services/ip4.js'
import { addressesOutsideRanges } from '../store/public-ip-ranges.js'
import { monthStart } from '../services/metering.js'
import { sumCapacity } from '../services/hosts.js'
import { listHostUsage } from '../store/hosts.js'
import {
  countUsers,
  countVmsByStatus,
  floatingIpsPerLocation,
  newestUsers,
  revenueSince,
} from '../store/admin-overview.js'

/** How many recent sign-ups the dashboard lists. */
export const RECENT_SIGN_UPS = 5

/** The overview route, and the metrics of the monitoring page. */
export const adminOverviewRoutes = (p: Platform) =>
  apiRoutes()
    // The /metrics text for an administrator's session (the admin monitoring page, issue 13 /help): /metrics
    // itself stays loopback or METRICS_TOKEN only (http/security.ts); this answers only through the admin guard.
    .get('/admin/metrics', returns(AdminMetrics), async (c) =>
      c.json({ text: await p.metrics.registry.metrics() }),
    )
    .get('/admin/overview', returns(AdminOverview), async (c) => {
      const db = p.store.db
      const now = p.clock()
      const [people, vmsByStatus, ips, revenue, signUps, hosts, outsideRanges] = await Promise.all([
        countUsers(db),
        countVmsByStatus(db),
        floatingIpsPerLocation(db),
        revenueSince(db, monthStart(now)),
        newestUsers(db, RECENT_SIGN_UPS),
        listHostUsage(db),
        addressesOutsideRanges(db),
      ])
      // The shared pool (services/ip4.ts) hands out the addresses of locations without public ranges (issue 14):
      // one free figure; the ranges' own counts are on /vm_conf and /floating_ips.
      const used = [...outsideRanges.values()].reduce((n, count) => n + count, 0)
      return c.json({
        users: people.users,
        administrators: people.administrators,
        vms_by_status: vmsByStatus,
        ips: ips.map((l) => ({ location: l.location, display_name: l.displayName, used: l.used })),
        public_pool: { total: PUBLIC_ADDRESS_COUNT, used, free: Math.max(0, PUBLIC_ADDRESS_COUNT - used) },
        hosts: { total: hosts.length, in_maintenance: hosts.filter((h) => h.maintenance).length },
        load: ips.map((l) => {
          const own = hosts.filter((h) => h.location === l.location)
          return {
            location: l.location,
            display_name: l.displayName,
            hosts: own.length,
            in_maintenance: own.filter((h) => h.maintenance).length,
            capacity: sumCapacity(own),
          }
        }),
        revenue: { month: monthOf(now), by_currency: revenue },
        recent_sign_ups: signUps.map((u) => ({
          id: u.id,
          email: u.email,
          created_at: u.createdAt.toISOString(),
          is_admin: u.isAdmin,
        })),
      })
    })
