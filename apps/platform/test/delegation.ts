/**
 * Helpers for access-delegation and multi-account tests: share one user's resources with another through the
 * access group API, and give a user a second billing account.
 */
import { expect } from 'vitest'
import { billingAccounts } from '../src/store/schema.js'
import { call, type TestContext, type TestUser } from './helpers.js'

/**
 * `grantor` shares with `grantee` through a new delegation group: everything, or only `billingAccountId`'s
 * resources (a restricted group). Returns the group id.
 */
export async function shareWith(
  t: TestContext,
  grantor: TestUser,
  grantee: TestUser,
  billingAccountId?: number,
): Promise<number> {
  const group = await call(t.app, 'POST', '/v1/user-resource/access_group', {
    token: grantor.token,
    json: { name: 'team', ...(billingAccountId ? { billing_account_id: billingAccountId } : {}) },
  })
  expect(group.status).toBe(200)
  const added = await call(t.app, 'POST', `/v1/user-resource/access_group/${group.body.id}/impersonation`, {
    token: grantor.token,
    json: { grantee_username: grantee.email },
  })
  expect(added.status).toBe(200)
  return group.body.id
}

/** Adds a second (non-default) billing account to a user and returns its id. */
export async function secondBillingAccount(t: TestContext, user: TestUser): Promise<number> {
  const [row] = await t.store.db
    .insert(billingAccounts)
    .values({ userId: user.id, title: 'Second account', email: user.email })
    .returning({ id: billingAccounts.id })
  return row!.id
}
