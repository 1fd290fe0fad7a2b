/**
 * Access delegation (SPEC §7 "Access delegation" paths and ids; API-NOTES §14.1 semantics): a user's delegation
 * groups and the users added to them. Errors: unknown username 404 'User not found', yourself 400, a user
 * already in the group 409. Groups are the caller's own; the sharing itself is services/delegation.ts.
 */
import { AccessGroupCreateInputSchema, ImpersonationCreateInputSchema } from '@cirrus/domain'
import { apiRoutes, returns, takes } from '../http/route.js'
import { AccessGroup, Impersonation, Success } from '../http/entities.js'
import type { Principal } from '../http/env.js'
import { WarrenError } from '../http/errors.js'
import type { Platform } from '../platform.js'
import { isUniqueViolation } from '../services/accounts.js'
import { warrenTime } from '../services/format.js'
import {
  deleteAccessGroup,
  deleteImpersonation,
  findOwnAccessGroup,
  grantsTo,
  insertAccessGroup,
  insertImpersonation,
  listAccessGroups,
  membersOf,
  type AccessGroupRow as GroupRow,
  type ImpersonationRow,
} from '../store/access-groups.js'
import { billingAccountById } from '../store/billing-accounts.js'
import type { DbOrTx } from '../store/store.js'
import { findUserByEmail } from '../store/users.js'

const GROUP_NOT_FOUND = 'Access group not found'

/** The group objects (domain WarrenAccessGroupSchema) with their members. */
async function toWarrenGroups(db: DbOrTx, rows: GroupRow[], owner: { email: string; id: number }) {
  const members = await membersOf(
    db,
    rows.map((g) => g.id),
  )
  return rows.map((group) => ({
    id: group.id,
    name: group.name,
    billing_account_id: group.billingAccountId,
    // Every group grants full use (SPEC §6 names no finer roles); kept for §14.1's shape.
    role: 'admin',
    impersonations: members
      .filter((m) => m.impersonation.groupId === group.id)
      .map((m) => toWarrenImpersonation(m.impersonation, m.username, owner)),
    created_at: warrenTime(group.createdAt),
  }))
}

function toWarrenImpersonation(
  row: ImpersonationRow,
  granteeUsername: string,
  owner: { email: string; id: number },
) {
  return {
    id: row.id,
    grantee_username: granteeUsername,
    access_owner: owner.email,
    access_owner_id: owner.id,
    access_group_id: row.groupId,
    created_at: warrenTime(row.createdAt),
    expires_at: null,
  }
}

/** The caller's own group, or 404. */
async function ownGroup(db: DbOrTx, principal: Principal, idText: string): Promise<GroupRow> {
  const id = /^\d{1,9}$/.test(idText) ? Number(idText) : NaN
  const group = Number.isNaN(id) ? undefined : await findOwnAccessGroup(db, principal.user.id, id)
  if (!group) throw new WarrenError(404, GROUP_NOT_FOUND)
  return group
}

/** Delegation is the account holder's own act, not something a token limited to one billing account may do. */
function refuseRestricted(principal: Principal) {
  if (principal.restrictedBillingAccountId !== null) {
    throw new WarrenError(403, 'A restricted token cannot manage access delegation')
  }
}

/** Access delegation routes. */
export const accessGroupRoutes = (p: Platform) => {
  const db = p.store.db
  return (
    apiRoutes()
      .get('/user-resource/access_group', returns([AccessGroup]), async (c) => {
        const principal = c.var.principal
        const rows = await listAccessGroups(db, principal.user.id)
        return c.json(await toWarrenGroups(db, rows, principal.user))
      })
      // The grants the caller received (API-NOTES §14.1): whose resources they see and the owner's name, so the
      // console marks shared resources with their owner (SPEC §6). A restricted token reaches only its own
      // billing account, never a grantor's: it has none.
      .get('/user-resource/access_group/impersonation', returns([Impersonation]), async (c) => {
        const principal = c.var.principal
        if (principal.restrictedBillingAccountId !== null) return c.json([])
        const rows = await grantsTo(db, principal.user.id)
        return c.json(
          rows.map((r) =>
            toWarrenImpersonation(r.impersonation, r.grantee, { email: r.owner, id: r.ownerId }),
          ),
        )
      })
      .post('/user-resource/access_group', takes(AccessGroupCreateInputSchema, AccessGroup), async (c) => {
        const input = c.req.valid('json')
        const principal = c.var.principal
        refuseRestricted(principal)
        if (input.billing_account_id !== undefined) {
          // Only one's own billing account can be shared (not one delegated to the caller).
          const account = await billingAccountById(db, input.billing_account_id)
          if (!account || account.isDeleted || account.userId !== principal.user.id) {
            const message = `No such billing account: ${input.billing_account_id}`
            throw new WarrenError(400, message, { billing_account_id: message })
          }
        }
        const row = await insertAccessGroup(db, {
          userId: principal.user.id,
          name: input.name,
          billingAccountId: input.billing_account_id ?? null,
          createdAt: p.clock(),
        })
        const [group] = await toWarrenGroups(db, [row], principal.user)
        return c.json(group)
      })
      .delete('/user-resource/access_group/:id', returns(Success), async (c) => {
        const principal = c.var.principal
        refuseRestricted(principal)
        const group = await ownGroup(db, principal, c.req.param('id'))
        await deleteAccessGroup(db, group.id)
        return c.json({ success: true })
      })
      .post(
        '/user-resource/access_group/:id/impersonation',
        takes(ImpersonationCreateInputSchema, Impersonation),
        async (c) => {
          const principal = c.var.principal
          refuseRestricted(principal)
          const group = await ownGroup(db, principal, c.req.param('id'))
          const username = c.req.valid('json').grantee_username.toLowerCase()
          const grantee = await findUserByEmail(db, username)
          if (!grantee) throw new WarrenError(404, 'User not found', { grantee_username: 'User not found' })
          if (grantee.id === principal.user.id) {
            const message = 'You cannot grant access to yourself'
            throw new WarrenError(400, message, { grantee_username: message })
          }
          try {
            const row = await insertImpersonation(db, {
              groupId: group.id,
              granteeUserId: grantee.id,
              createdAt: p.clock(),
            })
            return c.json(toWarrenImpersonation(row, grantee.email, principal.user))
          } catch (error) {
            if (!isUniqueViolation(error)) throw error
            const message = 'The user is already in this access group'
            throw new WarrenError(409, message, { grantee_username: message })
          }
        },
      )
      .delete(
        '/user-resource/access_group/:id/impersonation/:impersonationId',
        returns(Success),
        async (c) => {
          const principal = c.var.principal
          refuseRestricted(principal)
          const group = await ownGroup(db, principal, c.req.param('id'))
          const idText = c.req.param('impersonationId')
          const id = /^\d{1,9}$/.test(idText) ? Number(idText) : NaN
          const removed = !Number.isNaN(id) && (await deleteImpersonation(db, group.id, id))
          if (!removed) throw new WarrenError(404, 'Impersonation not found')
          return c.json({ success: true })
        },
      )
  )
}
