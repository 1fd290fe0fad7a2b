/**
 * Who may see and change what (issue 4 "Users and access"). ONE ownership check, `canAccess`, used by every
 * resource; lists use `visibleTo`, the same rule as a SQL condition.
 *
 * Rule: a restricted token reaches only its billing account; otherwise administrators reach everything by role,
 * users reach what they own and what is shared with them through access delegation groups (the groups module,
 * services/delegation.ts, listed in modules.ts, fills `principal.delegatedUserIds` for unrestricted groups and
 * `principal.delegatedBillingAccountIds` for restricted ones and the grantors' accounts through a principal
 * extension).
 */
import type { Principal } from './http/env.js'
import type { DbOrTx } from './store/store.js'

/** The list rule, the same rule as a SQL condition (built in store/visible.ts, where the queries are). */
export { visibleTo } from './store/visible.js'

/** The ownership facts of a resource row. */
export type Owned = { userId: number; billingAccountId: number | null }

/** True when the principal may read and change the resource. */
export function canAccess(principal: Principal, resource: Owned): boolean {
  if (
    principal.restrictedBillingAccountId !== null &&
    resource.billingAccountId !== principal.restrictedBillingAccountId
  ) {
    return false
  }
  if (principal.user.isAdmin) return true
  if (resource.userId === principal.user.id) return true
  // Access delegation (API-NOTES §14.1, SPEC §6): an unrestricted group shares everything its grantor owns; a
  // restricted one only the resources of its billing account.
  if (principal.delegatedUserIds.includes(resource.userId)) return true
  return (
    resource.billingAccountId !== null &&
    principal.delegatedBillingAccountIds.includes(resource.billingAccountId)
  )
}

/** Adds facts to a principal when a request authenticates (e.g. delegated billing accounts). */
export type PrincipalExtension = (db: DbOrTx, principal: Principal) => Promise<void>

/** Runs the platform's principal extensions (modules.ts) on an authenticated principal (auth middleware). */
export async function extendPrincipal(
  db: DbOrTx,
  principal: Principal,
  extensions: PrincipalExtension[],
): Promise<void> {
  for (const extension of extensions) await extension(db, principal)
}
