/**
 * Access delegation (SPEC §3, §6; API-NOTES §14.1): a grantor's group lists grantees ("impersonations"). A
 * grantee reaches the grantor's resources: all of them through a group without a billing account, only that
 * billing account's through a restricted group. This principal extension (listed by the access-groups module in
 * modules.ts) puts those facts on every request's principal; canAccess/visibleTo (access.ts) read them.
 */
import type { PrincipalExtension } from '../access.js'
import { grantsOf } from '../store/access-groups.js'
import { billingAccountIdsOfUsers } from '../store/billing-accounts.js'

/** Fills `delegatedUserIds` and `delegatedBillingAccountIds` from the groups the user belongs to. */
export const delegationExtension: PrincipalExtension = async (db, principal) => {
  const grants = await grantsOf(db, principal.user.id)
  if (grants.length === 0) return
  const userIds = new Set<number>()
  const accountIds = new Set<number>(principal.delegatedBillingAccountIds)
  for (const grant of grants) {
    if (grant.billingAccountId === null) userIds.add(grant.grantor)
    else accountIds.add(grant.billingAccountId)
  }
  if (userIds.size > 0) {
    // The grantors' billing accounts too, so that the grantee can list them and create resources on them.
    for (const id of await billingAccountIdsOfUsers(db, [...userIds])) accountIds.add(id)
  }
  principal.delegatedUserIds = [...new Set([...principal.delegatedUserIds, ...userIds])]
  principal.delegatedBillingAccountIds = [...accountIds]
}
