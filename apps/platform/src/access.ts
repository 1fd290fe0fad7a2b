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
import { and, eq, inArray, or, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Principal } from './http/env.js'
import type { DbOrTx } from './store/store.js'

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

/**
 * The list rule as SQL: own resources plus delegated grantors and billing accounts (administrators list their
 * own too; they reach others' by uuid). A restricted token narrows to its billing account.
 */
export function visibleTo(
  principal: Principal,
  columns: { userId: PgColumn; billingAccountId: PgColumn },
): SQL | undefined {
  const shared: SQL[] = []
  if (principal.delegatedUserIds.length) shared.push(inArray(columns.userId, principal.delegatedUserIds))
  if (principal.delegatedBillingAccountIds.length) {
    shared.push(inArray(columns.billingAccountId, principal.delegatedBillingAccountIds))
  }
  const own = eq(columns.userId, principal.user.id)
  const mine = shared.length ? or(own, ...shared) : own
  return principal.restrictedBillingAccountId !== null
    ? and(mine, eq(columns.billingAccountId, principal.restrictedBillingAccountId))
    : mine
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
