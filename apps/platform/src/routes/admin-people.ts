/**
 * The admin API of users, billing accounts and VMs (issue 13; docs/CONTRACTS.md "Admin API"):
 * lists with quick search, filters and server-side paging (newest first), a user's page, and the mutations —
 * suspend/unsuspend a user, grant/revoke administrator, suspend a billing account, start/stop/force-stop a VM and
 * move it to another host pool. Administrators only (the guard on /v1/admin, http/admin.ts); every mutation is
 * audit-logged (services/admin-people.ts).
 */
import {
  AdminBillingAccountListQuerySchema,
  AdminBillingAccountSuspendInputSchema,
  AdminUserListQuerySchema,
  AdminUserRoleInputSchema,
  AdminUserSuspendInputSchema,
  AdminVmActionInputSchema,
  AdminVmListQuerySchema,
  AdminVmMoveInputSchema,
} from '@cirrus/domain'
import {
  AdminBillingAccount,
  AdminBillingAccountPage,
  AdminUser,
  AdminUserDetail,
  AdminUserPage,
  AdminVm,
  AdminVmPage,
} from '../http/entities.js'
import { WarrenError } from '../http/errors.js'
import { UUID_PARAM as UUID, apiRoutes, returns, takes } from '../http/route.js'
import type { Platform } from '../platform.js'
import { adminPeople } from '../services/admin-people.js'

const page = (q: { offset: number; limit: number; order: 'asc' | 'desc'; sort: string }) => ({
  offset: q.offset,
  limit: q.limit,
  sortDesc: q.order === 'desc',
  sortBy: q.sort,
})

/** The admin people routes. */
export const adminPeopleRoutes = (p: Platform) => {
  const people = adminPeople(p)
  return apiRoutes()
    .get('/admin/users', takes(AdminUserListQuerySchema, AdminUserPage), async (c) => {
      const q = c.req.valid('json')
      return c.json(
        await people.users(
          { search: q.search, isAdmin: q.is_admin, suspended: q.suspended, email: q.email, name: q.name },
          page(q),
        ),
      )
    })
    .get('/admin/users/:id{[0-9]+}', returns(AdminUserDetail), async (c) => {
      const id = Number(c.req.param('id'))
      if (!Number.isSafeInteger(id)) throw new WarrenError(404, `No such user: ${c.req.param('id')}`)
      return c.json(await people.user(id))
    })
    .post('/admin/users/suspension', takes(AdminUserSuspendInputSchema, AdminUser), async (c) => {
      const { id, suspended } = c.req.valid('json')
      return c.json(await people.suspendUser(c.var.principal, id, suspended))
    })
    .post('/admin/users/admin_role', takes(AdminUserRoleInputSchema, AdminUser), async (c) => {
      const { id, is_admin } = c.req.valid('json')
      return c.json(await people.setAdmin(c.var.principal, id, is_admin))
    })
    .get(
      '/admin/billing_accounts',
      takes(AdminBillingAccountListQuerySchema, AdminBillingAccountPage),
      async (c) => {
        const q = c.req.valid('json')
        return c.json(
          await people.billingAccounts(
            {
              search: q.search,
              active: q.active,
              userId: q.user_id,
              title: q.title,
              owner: q.owner,
              currency: q.currency,
            },
            page(q),
          ),
        )
      },
    )
    .get('/admin/billing_accounts/:id{[0-9]+}', returns(AdminBillingAccount), async (c) => {
      const id = Number(c.req.param('id'))
      if (!Number.isSafeInteger(id))
        throw new WarrenError(404, `No such billing account: ${c.req.param('id')}`)
      return c.json(await people.billingAccount(id))
    })
    .post(
      '/admin/billing_accounts/suspension',
      takes(AdminBillingAccountSuspendInputSchema, AdminBillingAccount),
      async (c) => {
        const { id, suspended, reason } = c.req.valid('json')
        return c.json(await people.suspendBillingAccount(c.var.principal, id, suspended, reason))
      },
    )
    .get('/admin/virtual_machines', takes(AdminVmListQuerySchema, AdminVmPage), async (c) => {
      const q = c.req.valid('json')
      return c.json(
        await people.vms(
          {
            search: q.search,
            status: q.status,
            location: q.location,
            owner: q.owner,
            name: q.name,
            userId: q.user_id,
          },
          page(q),
        ),
      )
    })
    .get(`/admin/virtual_machines/:uuid{${UUID}}`, returns(AdminVm), async (c) =>
      c.json(await people.vm(c.req.param('uuid'))),
    )
    .post('/admin/virtual_machines/action', takes(AdminVmActionInputSchema, AdminVm), async (c) => {
      const { uuid, action } = c.req.valid('json')
      return c.json(await people.vmAction(c.var.principal, uuid, action))
    })
    .post('/admin/virtual_machines/move', takes(AdminVmMoveInputSchema, AdminVm), async (c) => {
      const { uuid, pool_uuid } = c.req.valid('json')
      return c.json(await people.moveVm(c.var.principal, uuid, pool_uuid))
    })
}
