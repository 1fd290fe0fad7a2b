/**
 * The admin API's users, billing accounts and VMs (issue 13: /users, /admin_users, /accounts,
 * /admin/virtual_machines; docs/CONTRACTS.md "Admin API"): list queries with search, filters and server-side
 * paging (newest first by default), the rows, and the mutation inputs. The platform validates with these and the
 * admin app parses with them.
 */
import { z } from 'zod'
import { MAX_INT32 } from '../rules/index.js'

/** Most rows one admin list page returns; the admin tables page on the server past this. */
export const ADMIN_PAGE_MAX = 100
/** Longest quick-search text. */
export const ADMIN_SEARCH_MAX = 200
/** Longest suspension reason (ADMIN-NOTES "accounts": the reason shows in the table and to the user). */
export const SUSPEND_REASON_MAX = 500

/** A true/false query parameter (`?suspended=true`). */
export const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean())
/** A user id query parameter (`?user_id=7`). */
const userId = z.coerce.number().int().min(1).max(MAX_INT32).optional()

/** Paging and quick search of every admin list: `offset`, `limit` (1…100, default 50), `search`, `order`. */
export const AdminPageQuerySchema = z.object({
  search: z.string().max(ADMIN_SEARCH_MAX).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).default(50),
  /** The direction of `sort` (each list's own columns, creation time by default); newest first unless `asc`. */
  order: z.enum(['desc', 'asc']).default('desc'),
})

/** A per-column filter of an admin list: the text a column's cell must contain (case-insensitive). */
export const columnFilter = z.string().trim().max(ADMIN_SEARCH_MAX).optional()

/** A page of any admin list. */
export const adminPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.number().int(), items: z.array(item) })

/**
 * The schemas of one server-paged admin list: `page`, a page of `row`s; `query`, the page query plus the list's
 * own parameters (`more`), a text filter per column in `filters` ({@link columnFilter}) and `sort` over `sortKeys`
 * (the first, creation time, by default).
 */
export function adminListSchemas<
  Row extends z.ZodType,
  K extends string,
  F extends string,
  M extends z.ZodRawShape = Record<never, never>,
>(row: Row, sortKeys: readonly [K, ...K[]], filters: readonly F[], more: M = {} as M) {
  const filterShape = Object.fromEntries(filters.map((f) => [f, columnFilter])) as Record<
    F,
    typeof columnFilter
  >
  return {
    page: adminPageSchema(row),
    query: AdminPageQuerySchema.extend({
      ...more,
      ...filterShape,
      sort: z.enum(sortKeys).default(sortKeys[0]),
    }),
  }
}

/** The columns `GET /v1/admin/users` sorts by (`sort`). */
export const adminUserSortKeys = ['created', 'email', 'name', 'last_activity'] as const
/** The columns `GET /v1/admin/billing_accounts` sorts by (`sort`). */
export const adminBillingAccountSortKeys = ['created', 'title', 'owner', 'credit'] as const
/** The columns `GET /v1/admin/virtual_machines` sorts by (`sort`). */
export const adminVmSortKeys = ['created', 'name', 'status', 'location', 'owner'] as const

/** A user as administrators see it. */
export const AdminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_admin: z.boolean(),
  suspended: z.boolean(),
  suspended_at: z.string().nullable(),
  created_at: z.string(),
  last_activity: z.string().nullable(),
})
export type AdminUser = z.infer<typeof AdminUserSchema>

const users = adminListSchemas(AdminUserSchema, adminUserSortKeys, ['email', 'name'], {
  is_admin: flag.optional(),
  suspended: flag.optional(),
})
export const AdminUserPageSchema = users.page
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>

/**
 * `GET /v1/admin/users`: the page query plus `is_admin` (the /admin_users list), `suspended`, the column filters
 * `email` and `name` and the `sort` column.
 */
export const AdminUserListQuerySchema = users.query
export type AdminUserListQuery = Partial<z.output<typeof AdminUserListQuerySchema>>

/** A billing account as administrators see it: owner, month-to-date cost (exact decimal), credit, state. */
export const AdminBillingAccountSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  email: z.string(),
  owner_id: z.number().int(),
  owner_email: z.string(),
  currency: z.string(),
  credit: z.number(),
  month_to_date_cost: z.string(),
  is_active: z.boolean(),
  suspend_reason: z.string().nullable(),
  created_at: z.string(),
})
export type AdminBillingAccount = z.infer<typeof AdminBillingAccountSchema>
const accounts = adminListSchemas(
  AdminBillingAccountSchema,
  adminBillingAccountSortKeys,
  ['title', 'owner', 'currency'],
  { active: flag.optional(), user_id: userId },
)
export const AdminBillingAccountPageSchema = accounts.page
export type AdminBillingAccountPage = z.infer<typeof AdminBillingAccountPageSchema>

/** `GET /v1/admin/billing_accounts`: the page query plus `active`, `user_id`, the column filters and `sort`. */
export const AdminBillingAccountListQuerySchema = accounts.query
export type AdminBillingAccountListQuery = Partial<z.output<typeof AdminBillingAccountListQuerySchema>>

/**
 * A VM of any user. `designated_pool_uuid` is the host pool it was created in and stays in; `current_pool_uuid`
 * the pool it runs in now (SPEC §3) — the same until an administrator moves it.
 */
export const AdminVmSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  status: z.string(),
  location: z.string(),
  vcpu: z.number().int(),
  memory: z.number().int(),
  private_ipv4: z.string(),
  public_ipv4: z.string().nullable(),
  owner_id: z.number().int(),
  owner_email: z.string(),
  billing_account_id: z.number().int(),
  designated_pool_uuid: z.string().nullable(),
  current_pool_uuid: z.string().nullable(),
  created_at: z.string(),
})
export type AdminVm = z.infer<typeof AdminVmSchema>
const vms = adminListSchemas(AdminVmSchema, adminVmSortKeys, ['status', 'location', 'owner', 'name'], {
  user_id: userId,
})
export const AdminVmPageSchema = vms.page
export type AdminVmPage = z.infer<typeof AdminVmPageSchema>

/**
 * `GET /v1/admin/virtual_machines`: search by name, UUID, IP or owner; column filters (contained text) on status,
 * location, owner e-mail and name; `user_id`; the `sort` column.
 */
export const AdminVmListQuerySchema = vms.query
export type AdminVmListQuery = Partial<z.output<typeof AdminVmListQuerySchema>>

/** The power actions an administrator may take on any VM. */
export const adminVmActions = ['start', 'stop', 'force_stop'] as const
export type AdminVmAction = (typeof adminVmActions)[number]

/** `POST /v1/admin/virtual_machines/action`. */
export const AdminVmActionInputSchema = z.object({ uuid: z.uuid(), action: z.enum(adminVmActions) })
export type AdminVmActionInput = z.input<typeof AdminVmActionInputSchema>

/** `POST /v1/admin/virtual_machines/move`: to another host pool of its location on the same storage pool. */
export const AdminVmMoveInputSchema = z.object({ uuid: z.uuid(), pool_uuid: z.uuid() })
export type AdminVmMoveInput = z.input<typeof AdminVmMoveInputSchema>

/** `POST /v1/admin/users/suspension`: suspend (`suspended: true`) or unsuspend a user. */
export const AdminUserSuspendInputSchema = z.object({
  id: z.coerce.number().int().min(1).max(MAX_INT32),
  suspended: z.boolean(),
})
export type AdminUserSuspendInput = z.input<typeof AdminUserSuspendInputSchema>

/** `POST /v1/admin/users/admin_role`: grant (`is_admin: true`) or revoke administrator. */
export const AdminUserRoleInputSchema = z.object({
  id: z.coerce.number().int().min(1).max(MAX_INT32),
  is_admin: z.boolean(),
})
export type AdminUserRoleInput = z.input<typeof AdminUserRoleInputSchema>

/** `POST /v1/admin/billing_accounts/suspension`: suspend with an optional reason, or reactivate. */
export const AdminBillingAccountSuspendInputSchema = z.object({
  id: z.coerce.number().int().min(1).max(MAX_INT32),
  suspended: z.boolean(),
  reason: z.string().trim().max(SUSPEND_REASON_MAX).optional(),
})
export type AdminBillingAccountSuspendInput = z.input<typeof AdminBillingAccountSuspendInputSchema>

/** The kinds of resource a user's admin page lists besides VMs (SPEC §3 entities). */
export const adminUserResourceKinds = [
  'disk',
  'ip',
  'network',
  'bucket',
  'load_balancer',
  'service',
  'metal',
] as const
export type AdminUserResourceKind = (typeof adminUserResourceKinds)[number]

/**
 * One of a user's resources on their admin page: `id` is its UUID (a bucket's name), `detail` one line of what it
 * is (size, address, subnet…), `parent_uuid` the VM a disk or IP is attached to (a lease's machine).
 */
export const AdminUserResourceSchema = z.object({
  kind: z.enum(adminUserResourceKinds),
  id: z.string(),
  name: z.string(),
  location: z.string().nullable(),
  status: z.string().nullable(),
  detail: z.string(),
  parent_uuid: z.string().nullable(),
  created_at: z.string(),
})
export type AdminUserResource = z.infer<typeof AdminUserResourceSchema>

/** A user's admin page: the user, their billing accounts, VMs, other resources, sessions and API tokens. */
export const AdminUserDetailSchema = z.object({
  user: AdminUserSchema,
  billing_accounts: z.array(AdminBillingAccountSchema),
  virtual_machines: AdminVmPageSchema,
  resources: z.array(AdminUserResourceSchema),
  sessions: z.array(z.object({ id: z.number().int(), created_at: z.string(), expires_at: z.string() })),
  api_tokens: z.array(
    z.object({
      id: z.number().int(),
      description: z.string(),
      token_prefix: z.string(),
      restricted: z.boolean(),
      billing_account_id: z.number().int().nullable(),
      created_at: z.string(),
    }),
  ),
})
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>
