/**
 * The admin API's entities and inputs (issue 13 "Admin API in the platform", docs/CONTRACTS.md "Admin API"): the
 * audit log of every admin mutation (who, when, what, before/after). Both the platform (validation, OpenAPI) and
 * the admin app (parsing) use these schemas.
 */
import { z } from 'zod'
import { ConsoleFeaturesSchema, type FeatureKey } from '../config/schema.js'
import { CapacitySchema } from '../infra/schema.js'
import { MAX_INT32 } from '../rules/index.js'

/** Longest action name and resource type/id of an audit entry. */
export const AUDIT_NAME_MAX = 100

/** A resource an admin mutation changed: its type (`console_config`, `user`, `vm`…) and id. */
export const AuditTargetSchema = z.object({
  type: z.string().min(1).max(AUDIT_NAME_MAX),
  id: z.string().min(1).max(AUDIT_NAME_MAX),
})

/** What an admin mutation changed; see {@link AuditTargetSchema}. */
export type AuditTarget = z.infer<typeof AuditTargetSchema>

/** One audit log entry: who did what to which resource, when, with the state before and after. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** The administrator's user id and e-mail. */
  actor_user_id: z.number().int(),
  actor_email: z.string(),
  /** What was done, e.g. `config.update`. */
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
})

/** Parsed audit log entry; see {@link AuditEntrySchema}. */
export type AuditEntry = z.infer<typeof AuditEntrySchema>

/** Most entries one audit page returns. */
export const AUDIT_PAGE_MAX = 200

/** Query of `GET /v1/admin/audit`: newest first, `limit` entries older than entry `before` (paging), optionally one resource. */
export const AuditListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(50),
  before: z.coerce.number().int().min(1).max(MAX_INT32).optional(),
  target_type: z.string().min(1).max(AUDIT_NAME_MAX).optional(),
  target_id: z.string().min(1).max(AUDIT_NAME_MAX).optional(),
})

/** Parsed audit list query; see {@link AuditListQuerySchema}. */
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>

// ---------------------------------------------------------------------------------------------------------
// Platform configuration (SPEC §6) and general settings (issue 13 "/configuration", "/general")

/**
 * `PATCH /v1/admin/config`: the switches of SPEC §6 to change (any subset; `features` merged switch by switch).
 * The support URL is a general setting ({@link GeneralSettingsSchema}).
 */
export const AdminConfigUpdateSchema = z
  .object({
    features: ConsoleFeaturesSchema.partial().strict().optional(),
    disksEnabled: z.boolean().optional(),
    firewallEnabled: z.boolean().optional(),
    adminBareMetalEnabled: z.boolean().optional(),
  })
  .strict()

/** Parsed config change; see {@link AdminConfigUpdateSchema}. */
export type AdminConfigUpdate = z.infer<typeof AdminConfigUpdateSchema>

/** Longest platform name. */
export const PLATFORM_NAME_MAX = 60
/** Longest support or terms URL. */
export const SETTINGS_URL_MAX = 500

const httpUrl = z
  .string()
  .trim()
  .max(SETTINGS_URL_MAX)
  .refine((v) => /^https?:\/\/[^\s/]+/i.test(v), 'Enter an address starting with http:// or https://')

/**
 * The platform's general settings (issue 13 "/general"): its name, the support URL (the customer top bar shows a
 * support button when it is set, SPEC §2) and the terms link. `null` clears a URL.
 */
export const GeneralSettingsSchema = z.object({
  platform_name: z.string().trim().min(1).max(PLATFORM_NAME_MAX),
  support_url: httpUrl.nullable(),
  terms_url: httpUrl.nullable(),
  /** Feature docs and guides, and release notes: the admin Help page links them when set (SPEC §2). */
  docs_url: httpUrl.nullable(),
  release_notes_url: httpUrl.nullable(),
})

/** Parsed general settings; see {@link GeneralSettingsSchema}. */
export type GeneralSettings = z.infer<typeof GeneralSettingsSchema>

/** The general settings of a fresh platform: named Cirrus, no support or terms link. */
export const defaultGeneralSettings: GeneralSettings = {
  platform_name: 'Cirrus',
  support_url: null,
  terms_url: null,
  docs_url: null,
  release_notes_url: null,
}

/** An optional URL field of the general settings: empty or left out clears it. */
const clearable = z.preprocess((v) => (v === '' || v === undefined ? null : v), httpUrl.nullable())

/** `PUT /v1/admin/general`: every setting; an empty (or, for the links, missing) URL field clears it. */
export const GeneralSettingsInputSchema = z.object({
  platform_name: GeneralSettingsSchema.shape.platform_name,
  support_url: z.preprocess((v) => (v === '' ? null : v), GeneralSettingsSchema.shape.support_url),
  terms_url: z.preprocess((v) => (v === '' ? null : v), GeneralSettingsSchema.shape.terms_url),
  docs_url: clearable,
  release_notes_url: clearable,
})

// ---------------------------------------------------------------------------------------------------------
// Dashboard (issue 13 "/admin dashboard")

/** `GET /v1/admin/overview`: platform-wide counts, this month's revenue so far, recent sign-ups. */
export const AdminOverviewSchema = z.object({
  users: z.number().int(),
  administrators: z.number().int(),
  /** Live VMs by state (`running`, `stopped`…). */
  vms_by_status: z.record(z.string(), z.number().int()),
  /** Per location: floating IPs in use (assigned or reserved). */
  ips: z.array(z.object({ location: z.string(), display_name: z.string(), used: z.number().int() })),
  /**
   * The public IPv4 pool: the platform hands out addresses from one pool shared by every location (its
   * README "Public IP addresses"), so what is free is one figure, not a per-location one.
   */
  public_pool: z.object({ total: z.number().int(), used: z.number().int(), free: z.number().int() }),
  /** Hosts of the platform and how many are in maintenance (they take no new VMs). */
  hosts: z.object({ total: z.number().int(), in_maintenance: z.number().int() }),
  /** Per location: its hosts and what they offer and hold (vCPU and RAM, after each pool's coefficient). */
  load: z.array(
    z.object({
      location: z.string(),
      display_name: z.string(),
      hosts: z.number().int(),
      in_maintenance: z.number().int(),
      capacity: CapacitySchema,
    }),
  ),
  /** Metered revenue of the current month (UTC) so far, per currency: exact decimal strings. */
  revenue: z.object({
    month: z.string(),
    by_currency: z.array(z.object({ currency: z.string(), amount: z.string() })),
  }),
  recent_sign_ups: z.array(
    z.object({ id: z.number().int(), email: z.string(), created_at: z.string(), is_admin: z.boolean() }),
  ),
})

/** Parsed overview; see {@link AdminOverviewSchema}. */
export type AdminOverview = z.infer<typeof AdminOverviewSchema>

/** How the admin app names each switch of SPEC §6 (feature keys as CONTRACTS.md spells them). */
export const FEATURE_LABELS = {
  virtual_machines: 'Virtual machines',
  disks: 'Disks',
  bare_metal: 'Bare metal',
  buckets: 'Buckets',
  vpcs: 'VPC networks',
  ip_addresses: 'IP addresses',
  load_balancers: 'Load balancers',
  managed_services: 'Managed services',
  access_delegation: 'Access delegation',
  api_tokens: 'API tokens',
  billing_accounts: 'Billing accounts',
} as const satisfies Record<FeatureKey, string>
