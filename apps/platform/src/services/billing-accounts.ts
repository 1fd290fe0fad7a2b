/**
 * Which billing account a caller may use (API-NOTES §1.2): the accounts they reach, one by id, and the account a
 * create call bills (the given one, the restricted token's, or the user's default). Queries: store/billing-accounts.ts.
 */
import type { Principal } from '../http/env.js'
import { WarrenError } from '../http/errors.js'
import type { Platform } from '../platform.js'
import { canAccess } from '../access.js'
import {
  billingAccountById,
  billingAccountsInScope,
  type BillingAccountRow,
} from '../store/billing-accounts.js'

/** The billing accounts a principal may use: own, delegated, or only the restricted token's. */
export async function accessibleBillingAccounts(
  p: Platform,
  principal: Principal,
): Promise<BillingAccountRow[]> {
  return billingAccountsInScope(p.store.db, {
    userId: principal.user.id,
    alsoIds: principal.delegatedBillingAccountIds,
    onlyId: principal.restrictedBillingAccountId,
  })
}

/** A billing account the principal may use, or a 400 naming `billing_account_id`. */
export async function usableBillingAccount(
  p: Platform,
  principal: Principal,
  id: number,
): Promise<BillingAccountRow> {
  const row = await billingAccountById(p.store.db, id)
  if (!row || row.isDeleted || !canAccess(principal, { userId: row.userId, billingAccountId: row.id })) {
    throw new WarrenError(400, `No such billing account: ${id}`, {
      billing_account_id: `No such billing account: ${id}`,
    })
  }
  return row
}

/**
 * The billing account of a create call (API-NOTES §1.2): the one given, else the restricted token's. With a
 * global token and none given: the user's default account when `fallbackToDefault` (Terraform never sends one
 * for VMs and IPs, API-NOTES §16), else Warren's 400.
 */
export async function billingAccountForCreate(
  p: Platform,
  principal: Principal,
  given: number | undefined,
  fallbackToDefault: boolean,
): Promise<BillingAccountRow> {
  const id = given ?? principal.restrictedBillingAccountId ?? undefined
  if (id !== undefined) return usableBillingAccount(p, principal, id)
  if (fallbackToDefault || principal.via === 'session') {
    const accounts = await accessibleBillingAccounts(p, principal)
    const mine = accounts.filter((a) => a.userId === principal.user.id)
    const chosen = mine.find((a) => a.isDefault) ?? mine[0]
    if (chosen) return chosen
  }
  const message = "'billing_account_id' is required if using a global API token"
  throw new WarrenError(400, message, { billing_account_id: message })
}
