/**
 * API tokens and delegation groups as lists show them (SPEC §3): a token is restricted to one billing account
 * or global; a group with a billing account is 'restricted' to it, else it shares every resource of its owner.
 */
import { isRestrictedGroup, type AccessGroup, type ApiToken, type BillingAccount } from '@cirrus/domain'
import { delegationPath, tokenPath } from './paths'

/** A billing account's name for people, or `Billing account {id}` when the list does not have it. */
export function accountTitle(accounts: readonly Pick<BillingAccount, 'id' | 'title'>[], id: number): string {
  return accounts.find((a) => a.id === id)?.title || `Billing account ${id}`
}

/** What a token reaches: `Restricted to {account}` or `Global` (API-NOTES §1.2). */
export function tokenScope(
  token: Pick<ApiToken, 'restricted' | 'billing_account_id'>,
  accounts: readonly Pick<BillingAccount, 'id' | 'title'>[],
): string {
  return token.restricted && token.billing_account_id !== null
    ? `Restricted to ${accountTitle(accounts, token.billing_account_id)}`
    : 'Global'
}

/** What a group shares: `Restricted to {account}` or `Every resource` (SPEC §3). */
export function groupScope(
  group: Pick<AccessGroup, 'billing_account_id'>,
  accounts: readonly Pick<BillingAccount, 'id' | 'title'>[],
): string {
  return isRestrictedGroup(group) && group.billing_account_id !== null
    ? `Restricted to ${accountTitle(accounts, group.billing_account_id)}`
    : 'Every resource'
}

/** One token as a list shows it. */
export type TokenRow = {
  /** The sidebar id: `token:{id}`. */
  id: string
  tokenId: number
  /** The description, or `Token {id}` when it has none. */
  name: string
  scope: string
  restricted: boolean
  /** The first characters of the secret, to recognise it (`ck_ab12…`), or ''. */
  prefix: string
  createdAt: string | null
  href: string
}

/** The token rows, oldest first (the platform's order). */
export function tokenRows(
  tokens: readonly ApiToken[],
  accounts: readonly Pick<BillingAccount, 'id' | 'title'>[],
): TokenRow[] {
  return tokens.map((t) => ({
    id: `token:${t.id}`,
    tokenId: t.id,
    name: t.description || `Token ${t.id}`,
    scope: tokenScope(t, accounts),
    restricted: t.restricted,
    prefix: t.token_prefix ? `${t.token_prefix}…` : '',
    createdAt: t.created_at,
    href: tokenPath(t.id),
  }))
}

/** One delegation group as a list shows it. */
export type GroupRow = {
  /** The sidebar id: `delegation:{id}`. */
  id: string
  groupId: string
  name: string
  restricted: boolean
  scope: string
  /** `2 users` */
  members: string
  href: string
}

/** `1 user`, `3 users`. */
export function usersText(count: number): string {
  return `${count} ${count === 1 ? 'user' : 'users'}`
}

/** The group rows, by name. */
export function groupRows(
  groups: readonly AccessGroup[],
  accounts: readonly Pick<BillingAccount, 'id' | 'title'>[],
): GroupRow[] {
  return groups
    .map((g) => ({
      id: `delegation:${g.id}`,
      groupId: g.id,
      name: g.name,
      restricted: isRestrictedGroup(g),
      scope: groupScope(g, accounts),
      members: usersText(g.impersonations.length),
      href: delegationPath(g.id),
    }))
    .sort((a, b) => a.name.localeCompare(b.name))
}
