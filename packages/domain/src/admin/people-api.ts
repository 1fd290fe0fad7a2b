/**
 * The admin API calls of users, billing accounts and VMs (docs/CONTRACTS.md "Admin API", issue 13). Spread into
 * the client's `admin` calls; administrators only (403 for anyone else).
 */
import type { CallOptions, WarrenHttp } from '../http/core.js'
import { compact } from '../http/encode.js'
import {
  AdminBillingAccountPageSchema,
  AdminBillingAccountSchema,
  AdminUserDetailSchema,
  AdminUserPageSchema,
  AdminUserSchema,
  AdminVmPageSchema,
  AdminVmSchema,
  type AdminBillingAccount,
  type AdminBillingAccountListQuery,
  type AdminBillingAccountPage,
  type AdminBillingAccountSuspendInput,
  type AdminUser,
  type AdminUserDetail,
  type AdminUserListQuery,
  type AdminUserPage,
  type AdminUserRoleInput,
  type AdminUserSuspendInput,
  type AdminVm,
  type AdminVmActionInput,
  type AdminVmListQuery,
  type AdminVmMoveInput,
  type AdminVmPage,
} from './people.js'

/** The admin people calls of one client. */
export function adminPeopleApi(http: WarrenHttp) {
  return {
    /** `GET /v1/admin/users`: a page of users (search, `is_admin`, `suspended`), newest first. */
    users: (query: AdminUserListQuery = {}, opts: CallOptions = {}): Promise<AdminUserPage> =>
      http.request('GET', 'admin/users', { ...opts, query: compact(query) }, (b) =>
        AdminUserPageSchema.parse(b),
      ),
    /** `GET /v1/admin/users/{id}`: a user's page (billing accounts, VMs, sessions, API tokens). */
    user: (id: number, opts: CallOptions = {}): Promise<AdminUserDetail> =>
      http.request('GET', `admin/users/${id}`, { ...opts }, (b) => AdminUserDetailSchema.parse(b)),
    /** `POST /v1/admin/users/suspension` (JSON). */
    suspendUser: (input: AdminUserSuspendInput): Promise<AdminUser> =>
      http.request('POST', 'admin/users/suspension', { json: input }, (b) => AdminUserSchema.parse(b)),
    /** `POST /v1/admin/users/admin_role` (JSON). */
    setUserAdmin: (input: AdminUserRoleInput): Promise<AdminUser> =>
      http.request('POST', 'admin/users/admin_role', { json: input }, (b) => AdminUserSchema.parse(b)),
    /** `GET /v1/admin/billing_accounts`: a page of billing accounts with owner and month-to-date cost. */
    billingAccounts: (
      query: AdminBillingAccountListQuery = {},
      opts: CallOptions = {},
    ): Promise<AdminBillingAccountPage> =>
      http.request('GET', 'admin/billing_accounts', { ...opts, query: compact(query) }, (b) =>
        AdminBillingAccountPageSchema.parse(b),
      ),
    /** `GET /v1/admin/billing_accounts/{id}`: one billing account (its admin page). */
    billingAccount: (id: number, opts: CallOptions = {}): Promise<AdminBillingAccount> =>
      http.request('GET', `admin/billing_accounts/${id}`, { ...opts }, (b) =>
        AdminBillingAccountSchema.parse(b),
      ),
    /** `POST /v1/admin/billing_accounts/suspension` (JSON). */
    suspendBillingAccount: (input: AdminBillingAccountSuspendInput): Promise<AdminBillingAccount> =>
      http.request('POST', 'admin/billing_accounts/suspension', { json: input }, (b) =>
        AdminBillingAccountSchema.parse(b),
      ),
    /** `GET /v1/admin/virtual_machines`: a page of every user's VMs (search by name, UUID, IP, owner). */
    virtualMachines: (query: AdminVmListQuery = {}, opts: CallOptions = {}): Promise<AdminVmPage> =>
      http.request('GET', 'admin/virtual_machines', { ...opts, query: compact(query) }, (b) =>
        AdminVmPageSchema.parse(b),
      ),
    /** `GET /v1/admin/virtual_machines/{uuid}`: one VM of any user (its admin page). */
    virtualMachine: (uuid: string, opts: CallOptions = {}): Promise<AdminVm> =>
      http.request('GET', `admin/virtual_machines/${uuid}`, { ...opts }, (b) => AdminVmSchema.parse(b)),
    /** `POST /v1/admin/virtual_machines/action` (JSON): start, stop or force stop. */
    vmAction: (input: AdminVmActionInput): Promise<AdminVm> =>
      http.request('POST', 'admin/virtual_machines/action', { json: input }, (b) => AdminVmSchema.parse(b)),
    /** `POST /v1/admin/virtual_machines/move` (JSON): to another host pool on the same storage pool. */
    moveVm: (input: AdminVmMoveInput): Promise<AdminVm> =>
      http.request('POST', 'admin/virtual_machines/move', { json: input }, (b) => AdminVmSchema.parse(b)),
  }
}

/** The admin people calls; see {@link adminPeopleApi}. */
export type AdminPeopleApi = ReturnType<typeof adminPeopleApi>
