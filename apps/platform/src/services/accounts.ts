/**
 * Users, sessions, API tokens and billing accounts (CONTRACTS.md "Non-Warren endpoints", API-NOTES §1.2, §12).
 */
import { hashApiToken, hashPassword, hashSessionToken, newApiToken, randomSecret } from '../auth/secrets.js'
import type { Principal, UserRow } from '../http/env.js'
import { WarrenError } from '../http/errors.js'
import type { Platform } from '../platform.js'
import { insertApiToken, tokenAndUserByHash, type ApiTokenRow } from '../store/api-tokens.js'
import {
  deleteSessionByHash,
  deleteSessionsExpiredBy,
  deleteUserSessions,
  insertSession,
  userOfSession,
} from '../store/sessions.js'
import type { DbOrTx } from '../store/store.js'
import { insertUserWithBillingAccount, setPasswordHashByEmail, touchUser } from '../store/users.js'

/** New-user fields. */
export type NewUser = {
  email: string
  password: string
  isAdmin?: boolean
  firstName?: string
  lastName?: string
}

/** The sign-up password rule (CONTRACTS), the domain's: the sign-up form and `SignUpInputSchema` share it. */
export { weakPasswordReason } from '@cirrus/domain'

/** Creates a user and their default billing account. A taken email is a 409. */
export async function createUser(p: Platform, input: NewUser, db: DbOrTx = p.store.db): Promise<UserRow> {
  const email = input.email.trim().toLowerCase()
  const passwordHash = await hashPassword(input.password, p.settings.passwordCost)
  try {
    return await insertUserWithBillingAccount(
      db,
      {
        email,
        passwordHash,
        isAdmin: input.isAdmin ?? false,
        firstName: input.firstName ?? '',
        lastName: input.lastName ?? '',
        createdAt: p.clock(),
      },
      { title: 'Default billing account', email, isDefault: true, vatPercentage: 22, createdAt: p.clock() },
    )
  } catch (error) {
    if (isUniqueViolation(error))
      throw new WarrenError(409, 'This email is already registered', {
        email: 'This email is already registered',
      })
    throw error
  }
}

/** Sets a new password (operator CLI) and ends every session of the user. */
export async function setPassword(p: Platform, email: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password, p.settings.passwordCost)
  const ids = await setPasswordHashByEmail(p.store.db, email.trim().toLowerCase(), passwordHash)
  for (const id of ids) await deleteUserSessions(p.store.db, id, null)
  return ids.length > 0
}

/** True for PostgreSQL's unique violation (23505), on both drivers. */
export function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error
  for (let depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: string }).code === '23505') return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}

/** The CurrentUser body (CONTRACTS `GET /v1/user-resource/user`). */
export function toCurrentUser(user: UserRow) {
  return {
    id: user.id,
    name: user.email,
    is_admin: user.isAdmin,
    profile_data: { first_name: user.firstName, last_name: user.lastName, email: user.email },
    cookie_id: null,
    last_activity: user.lastActivity ? Math.floor(user.lastActivity.getTime() / 1000) : null,
    state: 'ACTIVE',
  }
}

function principal(user: UserRow, via: Principal['via'], token: Principal['token']): Principal {
  return {
    user,
    via,
    token,
    restrictedBillingAccountId: token?.restricted ? token.billingAccountId : null,
    delegatedBillingAccountIds: [],
    delegatedUserIds: [],
  }
}

/** The principal of an `apikey` header, or null for an unknown token. */
export async function principalFromApiKey(p: Platform, key: string): Promise<Principal | null> {
  const row = await tokenAndUserByHash(p.store.db, hashApiToken(key.trim()))
  return row ? principal(row.user, 'apikey', row.token) : null
}

/** Starts a console session; returns the cookie value. */
export async function createSession(p: Platform, userId: number): Promise<string> {
  const token = randomSecret()
  const now = p.clock()
  await insertSession(p.store.db, {
    tokenHash: hashSessionToken(token, p.settings.sessionSecret),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + p.settings.sessionTtlMs),
  })
  await touchUser(p.store.db, userId, now)
  return token
}

/** The principal of a session cookie, or null when unknown or expired. */
export async function principalFromSession(p: Platform, token: string): Promise<Principal | null> {
  const user = await userOfSession(p.store.db, hashSessionToken(token, p.settings.sessionSecret), p.clock())
  return user ? principal(user, 'session', null) : null
}

/** Ends a console session. */
export async function deleteSession(p: Platform, token: string): Promise<void> {
  await deleteSessionByHash(p.store.db, hashSessionToken(token, p.settings.sessionSecret))
}

/**
 * Deletes the sessions that have expired (principalFromSession already refuses them), so the table does not grow
 * forever. Run by the periodic tick (services/periodic.ts). Returns how many were deleted.
 */
export async function deleteExpiredSessions(p: Platform): Promise<number> {
  return deleteSessionsExpiredBy(p.store.db, p.clock())
}

/** Creates an API token; the secret is returned once. */
export async function createApiToken(
  p: Platform,
  userId: number,
  input: { description: string; billingAccountId?: number | null; restricted?: boolean },
  db: DbOrTx = p.store.db,
) {
  const { token, prefix, hash } = newApiToken()
  const row = await insertApiToken(db, {
    userId,
    description: input.description,
    tokenHash: hash,
    tokenPrefix: prefix,
    restricted: input.restricted ?? input.billingAccountId != null,
    billingAccountId: input.billingAccountId ?? null,
    createdAt: p.clock(),
  })
  return { row, token }
}

/** The token object (CONTRACTS): `{id, description, restricted, billing_account_id, created_at, token_prefix}`. */
export function toWarrenToken(row: ApiTokenRow) {
  return {
    id: row.id,
    description: row.description,
    restricted: row.restricted,
    billing_account_id: row.billingAccountId,
    created_at: row.createdAt.toISOString(),
    token_prefix: row.tokenPrefix,
    kong_id: row.kongId,
    consumer_id: row.consumerId,
  }
}
