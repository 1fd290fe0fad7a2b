/**
 * Session housekeeping of the auth routes: a password change ends every other session of the user.
 */
import type { Platform } from '../platform.js'
import { deleteUserSessions } from '../store/sessions.js'
import { setPasswordHash } from '../store/users.js'
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
    await setPasswordHash(tx, userId, passwordHash)
    const keep = keepToken ? hashSessionToken(keepToken, p.settings.sessionSecret) : null
    await deleteUserSessions(tx, userId, keep)
  })
}
