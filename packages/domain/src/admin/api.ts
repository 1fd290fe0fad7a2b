/**
 * The admin API calls (docs/CONTRACTS.md "Admin API"): everything under `/v1/admin`, administrators only (403 for
 * anyone else).
 */
import type { CallOptions, WarrenHttp } from '../http/core.js'
import { compact } from '../http/encode.js'
import { adminMetalApi } from './metal-api.js'
import { adminPeopleApi } from './people-api.js'
import { adminNetworkApi } from './network-api.js'
import { adminBillingApi } from './billing-api.js'
import { adminGrowthApi } from './growth2-api.js'
import { AdminMetricsSchema, type AdminMetrics } from './metrics.js'
import { ConsoleConfigSchema, type ConsoleConfig } from '../config/schema.js'
import {
  AdminOverviewSchema,
  AuditEntrySchema,
  GeneralSettingsSchema,
  type AdminConfigUpdate,
  type AdminOverview,
  type AuditEntry,
  type AuditListQuery,
  type AuditTarget,
  type GeneralSettings,
} from './schema.js'

const entries = (b: unknown) => AuditEntrySchema.array().parse(b)

/** The admin calls of one client. */
export function adminApi(http: WarrenHttp) {
  return {
    // Users, billing accounts and VMs (people-api.ts).
    ...adminPeopleApi(http),
    // Bare metal: machine types, machines and their history, OS images (metal-api.ts).
    ...adminMetalApi(http),
    // Network, storage and services (network-api.ts, issue 14).
    ...adminNetworkApi(http),
    // Invoices, revenue, custom products and campaigns (billing-api.ts, issue 14).
    ...adminBillingApi(http),
    ...adminGrowthApi(http),
    /** `GET /v1/admin/audit`: the newest audit entries, optionally of one resource (`target_type`, `target_id`). */
    audit: (query: Partial<AuditListQuery> = {}, opts: CallOptions = {}): Promise<AuditEntry[]> =>
      http.request('GET', 'admin/audit', { ...opts, query: compact(query) }, entries),
    /** `GET /v1/admin/audit/{type}/{id}`: one resource's audit entries, newest first (its admin page). */
    auditOf: (
      target: AuditTarget,
      query: Partial<Pick<AuditListQuery, 'limit' | 'before'>> = {},
      opts: CallOptions = {},
    ): Promise<AuditEntry[]> =>
      http.request(
        'GET',
        `admin/audit/${encodeURIComponent(target.type)}/${encodeURIComponent(target.id)}`,
        { ...opts, query: compact(query) },
        entries,
      ),

    /** `GET /v1/admin/metrics`: the platform's /metrics text (Prometheus format) for the monitoring page. */
    metrics: (opts: CallOptions = {}): Promise<AdminMetrics> =>
      http.request('GET', 'admin/metrics', { ...opts }, (b) => AdminMetricsSchema.parse(b)),

    /** `GET /v1/admin/overview`: the dashboard's platform-wide figures. */
    overview: (opts: CallOptions = {}): Promise<AdminOverview> =>
      http.request('GET', 'admin/overview', { ...opts }, (b) => AdminOverviewSchema.parse(b)),

    /** `GET /v1/admin/config`: the platform configuration in force (SPEC §6). */
    config: (opts: CallOptions = {}): Promise<ConsoleConfig> =>
      http.request('GET', 'admin/config', { ...opts }, (b) => ConsoleConfigSchema.parse(b)),

    /** `PATCH /v1/admin/config` (JSON): switches features and flags; answers the configuration in force. */
    updateConfig: (change: AdminConfigUpdate): Promise<ConsoleConfig> =>
      http.request('PATCH', 'admin/config', { json: change }, (b) => ConsoleConfigSchema.parse(b)),

    /** `GET /v1/admin/general`: platform name, support URL, terms link. */
    general: (opts: CallOptions = {}): Promise<GeneralSettings> =>
      http.request('GET', 'admin/general', { ...opts }, (b) => GeneralSettingsSchema.parse(b)),

    /** `PUT /v1/admin/general` (JSON): replaces the general settings. */
    updateGeneral: (settings: GeneralSettings): Promise<GeneralSettings> =>
      http.request('PUT', 'admin/general', { json: settings }, (b) => GeneralSettingsSchema.parse(b)),
  }
}

/** The admin calls; see {@link adminApi}. */
export type AdminApi = ReturnType<typeof adminApi>
