/**
 * The list rule of access.ts as SQL (access.ts re-exports it next to canAccess, the same rule for one row): own
 * resources plus delegated grantors and billing accounts; a restricted token narrows to its billing account.
 */
import { and, eq, inArray, or, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

/** What the list rule reads of a principal (http/env.ts Principal). */
export type Viewer = {
  user: { id: number }
  restrictedBillingAccountId: number | null
  delegatedUserIds: number[]
  delegatedBillingAccountIds: number[]
}

/**
 * The list rule as SQL: own resources plus delegated grantors and billing accounts (administrators list their
 * own too; they reach others' by uuid). A restricted token narrows to its billing account.
 */
export function visibleTo(
  principal: Viewer,
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
