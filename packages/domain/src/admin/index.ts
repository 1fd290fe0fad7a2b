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

// Users, billing accounts and VMs of every customer (issue 13; CONTRACTS "Admin API").
export {
  ADMIN_PAGE_MAX,
  ADMIN_SEARCH_MAX,
  SUSPEND_REASON_MAX,
  AdminPageQuerySchema,
  AdminUserListQuerySchema,
  AdminUserSchema,
  AdminUserPageSchema,
  AdminUserDetailSchema,
  AdminBillingAccountSchema,
  AdminBillingAccountPageSchema,
  AdminBillingAccountListQuerySchema,
  AdminVmSchema,
  AdminVmPageSchema,
  AdminVmListQuerySchema,
  adminVmActions,
  AdminVmActionInputSchema,
  AdminVmMoveInputSchema,
  AdminUserSuspendInputSchema,
  AdminUserRoleInputSchema,
  AdminBillingAccountSuspendInputSchema,
  adminPageSchema,
} from './people.js'
export { adminPeopleApi, type AdminPeopleApi } from './people-api.js'
export type {
  AdminUserListQuery,
  AdminUser,
  AdminUserPage,
  AdminUserDetail,
  AdminBillingAccount,
  AdminBillingAccountPage,
  AdminBillingAccountListQuery,
  AdminVm,
  AdminVmPage,
  AdminVmListQuery,
  AdminVmAction,
  AdminVmActionInput,
  AdminVmMoveInput,
  AdminUserSuspendInput,
  AdminUserRoleInput,
  AdminBillingAccountSuspendInput,
} from './people.js'
