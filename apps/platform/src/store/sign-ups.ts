/** Queries of sign-ups waiting for their e-mail to be confirmed (services/sign-up.ts). */
import { and, eq, gt, lte } from 'drizzle-orm'
import { signUpRequests } from './schema.js'
import type { DbOrTx } from './store.js'

/** A sign-up waiting for its link to be followed. */
export type SignUpRequestRow = typeof signUpRequests.$inferSelect

/** Records a sign-up. */
export async function insertSignUpRequest(
  db: DbOrTx,
  values: typeof signUpRequests.$inferInsert,
): Promise<void> {
  await db.insert(signUpRequests).values(values)
}

/**
 * Takes the live sign-up of a token: deletes and returns it (a link works once), or undefined when unknown,
 * used or expired.
 */
export async function takeSignUpRequest(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<SignUpRequestRow | undefined> {
  const [row] = await db
    .delete(signUpRequests)
    .where(and(eq(signUpRequests.tokenHash, tokenHash), gt(signUpRequests.expiresAt, now)))
    .returning()
  return row
}

/** Deletes the expired sign-ups (the periodic tick). */
export async function deleteExpiredSignUpRequests(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .delete(signUpRequests)
    .where(lte(signUpRequests.expiresAt, now))
    .returning({ id: signUpRequests.id })
  return rows.length
}
