/**
 * Users, sessions, API tokens and billing accounts (CONTRACTS.md "Non-Warren endpoints", API-NOTES §1.2, §12).
 */
import { and, eq, gt, lte } from 'drizzle-orm'
import { hashApiToken, hashPassword, hashSessionToken, newApiToken, randomSecret } from '../auth/secrets.js'
import type { Principal, UserRow } from '../http/env.js'
import { WarrenError } from '../http/errors.js'
import type { Platform } from '../platform.js'
import { apiTokens, billingAccounts, sessions, users } from '../store/schema.js'
import type { DbOrTx } from '../store/store.js'

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
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          isAdmin: input.isAdmin ?? false,
          firstName: input.firstName ?? '',
          lastName: input.lastName ?? '',
          createdAt: p.clock(),
        })
        .returning()
      await tx.insert(billingAccounts).values({
        userId: user!.id,
        title: 'Default billing account',
        email,
        isDefault: true,
        vatPercentage: 22,
        createdAt: p.clock(),
      })
      return user!
    })
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
  const rows = await p.store.db
    .update(users)
    .set({ passwordHash })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id })
  for (const row of rows) await p.store.db.delete(sessions).where(eq(sessions.userId, row.id))
  return rows.length > 0
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
  const [row] = await p.store.db
    .select({ token: apiTokens, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, hashApiToken(key.trim())))
  return row ? principal(row.user, 'apikey', row.token) : null
}

/** Starts a console session; returns the cookie value. */
export async function createSession(p: Platform, userId: number): Promise<string> {
  const token = randomSecret()
  const now = p.clock()
  await p.store.db.insert(sessions).values({
    tokenHash: hashSessionToken(token, p.settings.sessionSecret),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + p.settings.sessionTtlMs),
  })
  await p.store.db.update(users).set({ lastActivity: now }).where(eq(users.id, userId))
  return token
}

/** The principal of a session cookie, or null when unknown or expired. */
export async function principalFromSession(p: Platform, token: string): Promise<Principal | null> {
  const [row] = await p.store.db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashSessionToken(token, p.settings.sessionSecret)),
        gt(sessions.expiresAt, p.clock()),
      ),
    )
  return row ? principal(row.user, 'session', null) : null
}

/** Ends a console session. */
export async function deleteSession(p: Platform, token: string): Promise<void> {
  await p.store.db
    .delete(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(token, p.settings.sessionSecret)))
}

/**
 * Deletes the sessions that have expired (principalFromSession already refuses them), so the table does not grow
 * forever. Run by the periodic tick (services/periodic.ts). Returns how many were deleted.
 */
export async function deleteExpiredSessions(p: Platform): Promise<number> {
  const deleted = await p.store.db
    .delete(sessions)
    .where(lte(sessions.expiresAt, p.clock()))
    .returning({ id: sessions.id })
  return deleted.length
}

/** Creates an API token; the secret is returned once. */
export async function createApiToken(
  p: Platform,
  userId: number,
  input: { description: string; billingAccountId?: number | null; restricted?: boolean },
  db: DbOrTx = p.store.db,
) {
  const { token, prefix, hash } = newApiToken()
  const [row] = await db
    .insert(apiTokens)
    .values({
      userId,
      description: input.description,
      tokenHash: hash,
      tokenPrefix: prefix,
      restricted: input.restricted ?? input.billingAccountId != null,
      billingAccountId: input.billingAccountId ?? null,
      createdAt: p.clock(),
    })
    .returning()
  return { row: row!, token }
}

/** The token object (CONTRACTS): `{id, description, restricted, billing_account_id, created_at, token_prefix}`. */
export function toWarrenToken(row: typeof apiTokens.$inferSelect) {
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
