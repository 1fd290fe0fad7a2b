/** The admin API's entities and calls (issue 13; CONTRACTS "Admin API"). */
export {
  AUDIT_NAME_MAX,
  AUDIT_PAGE_MAX,
  AuditTargetSchema,
  AuditEntrySchema,
  AuditListQuerySchema,
  AdminConfigUpdateSchema,
  PLATFORM_NAME_MAX,
  SETTINGS_URL_MAX,
  GeneralSettingsSchema,
  GeneralSettingsInputSchema,
  defaultGeneralSettings,
  AdminOverviewSchema,
  FEATURE_LABELS,
} from './schema.js'
export type {
  AuditTarget,
  AuditEntry,
  AuditListQuery,
  AdminConfigUpdate,
  GeneralSettings,
  AdminOverview,
} from './schema.js'
export type { AdminApi } from './api.js'
