/**
 * The admin side of users, billing accounts and VMs (issue 13: /users, /admin_users, /accounts,
 * /admin/virtual_machines). Reads page in SQL (store/admin-read.ts); every mutation records its audit entry in
 * its own transaction (services/audit.ts), so the change and the entry are committed together or not at all.
 * Callers are administrators: the admin guard on /v1/admin (http/admin.ts) refuses anyone else first.
 */
import type { AdminBillingAccount, AdminUser, AdminVm, AdminVmAction } from '@cirrus/domain'
import type { Principal } from '../http/env.js'
import { WarrenError, noSuchVm } from '../http/errors.js'
import type { Platform } from '../platform.js'
import {
  adminVmByUuid,
  billingAccountsByIds,
  costsSince,
  hostPoolsByUuids,
  pageBillingAccounts,
  pageUsers,
  pageVms,
  sessionsOfUser,
  setBillingAccountActive,
  setUserAdmin,
  setUserSuspended,
  setVmPool,
  tokensOfUser,
  userById,
  type AdminBillingAccountRow,
  type AdminUserRow,
  type AdminVmRow,
  type BillingAccountFilter,
  type PageQuery,
  type UserFilter,
  type VmFilter,
} from '../store/admin-read.js'
import { resourcesOfUser } from '../store/admin-user-resources.js'
import { recordAudit } from './audit.js'
import { placeVm } from './hosts.js'
import { monthStart } from './metering.js'

const iso = (date: Date | null) => (date ? date.toISOString() : null)

export function toAdminUser(u: AdminUserRow): AdminUser {
  return {
    id: u.id,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    is_admin: u.isAdmin,
    suspended: u.suspendedAt !== null,
    suspended_at: iso(u.suspendedAt),
    created_at: u.createdAt.toISOString(),
    last_activity: iso(u.lastActivity),
  }
}

export function toAdminVm(v: AdminVmRow): AdminVm {
  return {
    uuid: v.uuid,
    name: v.name,
    status: v.status,
    location: v.location,
    vcpu: v.vcpu,
    memory: v.memory,
    private_ipv4: v.privateIpv4,
    public_ipv4: v.publicIpv4,
    owner_id: v.userId,
    owner_email: v.ownerEmail,
    billing_account_id: v.billingAccountId,
    designated_pool_uuid: v.designatedPoolUuid,
    // The pool of the host the VM is on (SPEC §3): it changes only when the VM is really placed elsewhere.
    current_pool_uuid: v.currentPoolUuid,
    created_at: v.createdAt.toISOString(),
  }
}

function toAdminBillingAccount(a: AdminBillingAccountRow, cost: string): AdminBillingAccount {
  return {
    id: a.id,
    title: a.title,
    email: a.email,
    owner_id: a.userId,
    owner_email: a.ownerEmail,
    currency: a.currency,
    credit: a.creditAmount,
    month_to_date_cost: cost,
    is_active: a.isActive,
    suspend_reason: a.suspendReason,
    created_at: a.createdAt.toISOString(),
  }
}

const notFound = (what: string, id: number | string) => new WarrenError(404, `No such ${what}: ${id}`)

/** The admin lists and mutations of one platform. */
export function adminPeople(p: Platform) {
  const db = p.store.db

  const accountsPage = async (filter: BillingAccountFilter, page: PageQuery) => {
    const found = await pageBillingAccounts(db, filter, page)
    const costs = await costsSince(
      db,
      found.items.map((a) => a.id),
      monthStart(p.clock()),
    )
    return {
      total: found.total,
      items: found.items.map((a) => toAdminBillingAccount(a, costs.get(a.id) ?? '0')),
    }
  }

  return {
    async users(filter: UserFilter, page: PageQuery) {
      const found = await pageUsers(db, filter, page)
      return { total: found.total, items: found.items.map(toAdminUser) }
    },

    /** A user's admin page: billing accounts, VMs (first 100), sessions and API tokens. */
    async user(id: number) {
      const user = await userById(db, id)
      if (!user) throw notFound('user', id)
      const vms = await pageVms(db, { userId: id }, { offset: 0, limit: 100 })
      return {
        user: toAdminUser(user),
        billing_accounts: (await accountsPage({ userId: id }, { offset: 0, limit: 100 })).items,
        virtual_machines: { total: vms.total, items: vms.items.map(toAdminVm) },
        resources: await resourcesOfUser(db, id),
        sessions: (await sessionsOfUser(db, id)).map((s) => ({
          id: s.id,
          created_at: s.createdAt.toISOString(),
          expires_at: s.expiresAt.toISOString(),
        })),
        api_tokens: (await tokensOfUser(db, id)).map((k) => ({
          id: k.id,
          description: k.description,
          token_prefix: k.tokenPrefix,
          restricted: k.restricted,
          billing_account_id: k.billingAccountId,
          created_at: k.createdAt.toISOString(),
        })),
      }
    },

    billingAccounts: accountsPage,

    /** One billing account with its owner and month-to-date cost (its admin page). */
    async billingAccount(id: number) {
      const [account] = await billingAccountsByIds(db, [id])
      if (!account) throw notFound('billing account', id)
      const costs = await costsSince(db, [id], monthStart(p.clock()))
      return toAdminBillingAccount(account, costs.get(id) ?? '0')
    },

    /** One VM of any user (its admin page). */
    async vm(uuid: string) {
      const vm = await adminVmByUuid(db, uuid)
      if (!vm) throw notFound('virtual machine', uuid)
      return toAdminVm(vm)
    },

    async vms(filter: VmFilter, page: PageQuery) {
      const found = await pageVms(db, filter, page)
      return { total: found.total, items: found.items.map(toAdminVm) }
    },

    /** Suspends or unsuspends a user (their API calls answer 403 while suspended, http/auth.ts). */
    async suspendUser(principal: Principal, id: number, suspended: boolean) {
      if (id === principal.user.id) {
        throw new WarrenError(400, 'You cannot suspend yourself', { id: 'You cannot suspend yourself' })
      }
      return db.transaction(async (tx) => {
        const change = await setUserSuspended(tx, id, suspended ? p.clock() : null)
        if (!change) throw notFound('user', id)
        const [before, after] = [toAdminUser(change.before), toAdminUser(change.after)]
        const action = suspended ? 'user.suspend' : 'user.unsuspend'
        await recordAudit(tx, principal, action, { type: 'user', id: String(id) }, before, after)
        return after
      })
    },

    /** Grants or revokes administrator. An administrator cannot revoke their own role (someone must keep it). */
    async setAdmin(principal: Principal, id: number, isAdmin: boolean) {
      if (id === principal.user.id && !isAdmin) {
        const message = 'You cannot revoke your own administrator role'
        throw new WarrenError(400, message, { id: message })
      }
      return db.transaction(async (tx) => {
        const change = await setUserAdmin(tx, id, isAdmin)
        if (!change) throw notFound('user', id)
        const [before, after] = [toAdminUser(change.before), toAdminUser(change.after)]
        const action = isAdmin ? 'user.grant_admin' : 'user.revoke_admin'
        await recordAudit(tx, principal, action, { type: 'user', id: String(id) }, before, after)
        return after
      })
    },

    /** Suspends a billing account (with a reason shown to its owner) or reactivates it. */
    async suspendBillingAccount(principal: Principal, id: number, suspended: boolean, reason?: string) {
      return db.transaction(async (tx) => {
        const change = await setBillingAccountActive(tx, id, !suspended, reason || null)
        if (!change) throw notFound('billing account', id)
        const costs = await costsSince(tx, [id], monthStart(p.clock()))
        const before = toAdminBillingAccount(change.before, costs.get(id) ?? '0')
        const after = toAdminBillingAccount(change.after, costs.get(id) ?? '0')
        const action = suspended ? 'billing_account.suspend' : 'billing_account.activate'
        await recordAudit(tx, principal, action, { type: 'billing_account', id: String(id) }, before, after)
        return after
      })
    },

    /** Starts, stops or force-stops any user's VM through the operation runner, as its owner's call would. */
    async vmAction(principal: Principal, uuid: string, action: AdminVmAction) {
      const vm = await adminVmByUuid(db, uuid)
      if (!vm) throw noSuchVm(uuid)
      const wanted = action === 'start' ? 'running' : 'stopped'
      if (vm.status !== wanted || vm.busyOperationId !== null) {
        const kind = action === 'start' ? 'vm.start' : 'vm.stop'
        const payload = action === 'start' ? {} : { force: action === 'force_stop' }
        const id = await p.ops.submitForVm(
          uuid,
          { kind, payload, userId: principal.user.id },
          async (tx, row) => {
            await recordAudit(
              tx,
              principal,
              `vm.${action}`,
              { type: 'vm', id: uuid },
              { status: row.status },
              {
                status: wanted,
              },
            )
          },
        )
        await p.ops.run(id)
      }
      return toAdminVm((await adminVmByUuid(db, uuid))!)
    },

    /**
     * Moves a VM to another host pool of its location that uses the same storage pool (ADMIN-NOTES "host_pools":
     * only admins move VMs, and only within one storage cluster): it is placed on the target pool's host with the
     * most room (services/hosts.ts `placeVm`, the target's hosts locked), so both its designated and current
     * pool become the target. A pool with no host that fits it refuses the move with a Warren-style 400 naming
     * `pool_uuid`, and the VM stays where it is. Its disks stay on the shared storage pool, so a running VM
     * moves live (the simulator migrates at once) and keeps running.
     */
    async moveVm(principal: Principal, uuid: string, poolUuid: string) {
      return db.transaction(async (tx) => {
        const vm = await adminVmByUuid(tx, uuid)
        if (!vm) throw noSuchVm(uuid)
        const [target] = await hostPoolsByUuids(tx, [poolUuid])
        const [current] = vm.designatedPoolUuid ? await hostPoolsByUuids(tx, [vm.designatedPoolUuid]) : []
        const refuse = (message: string) => new WarrenError(400, message, { pool_uuid: message })
        if (!target || target.location !== vm.location)
          throw refuse('Choose a host pool of the same location')
        if (current && current.storagePoolUuid !== target.storagePoolUuid) {
          throw refuse('The host pool must use the same storage pool')
        }
        if (vm.busyOperationId !== null) throw new WarrenError(409, 'The virtual machine is busy')
        if (vm.currentPoolUuid === poolUuid && vm.designatedPoolUuid === poolUuid) {
          throw refuse('The virtual machine is in this host pool already')
        }
        const hostUuid = await placeVm(tx, poolUuid, { vcpu: vm.vcpu, memory: vm.memory }).catch((e) => {
          throw e instanceof WarrenError && e.status === 400 ? refuse(e.message) : e
        })
        const change = (await setVmPool(tx, uuid, poolUuid, hostUuid))!
        const [before, after] = [toAdminVm(change.before), toAdminVm(change.after)]
        await recordAudit(tx, principal, 'vm.move_pool', { type: 'vm', id: uuid }, before, after)
        return after
      })
    },
  }
}
