/**
 * Session housekeeping of the auth routes: a password change ends every other session of the user.
 */
import { and, eq, ne } from 'drizzle-orm'
import type { Platform } from '../platform.js'
import { sessions, users } from '../store/schema.js'
import { hashPassword, hashSessionToken } from './secrets.js'

/**
 * Sets a user's new password and deletes their sessions except `keepToken` (the caller's own session), in one
 * transaction: a stolen session dies with the old password.
 */
export async function changePassword(
  p: Platform,
  userId: number,
  newPassword: string,
  keepToken: string | null,
): Promise<void> {
  const passwordHash = await hashPassword(newPassword, p.settings.passwordCost)
  await p.store.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId))
    const keep = keepToken ? hashSessionToken(keepToken, p.settings.sessionSecret) : null
    await tx
      .delete(sessions)
      .where(
        keep ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keep)) : eq(sessions.userId, userId),
      )
  })
}
