/** Queries of console sessions (only the token's keyed hash is stored). */
import { and, eq, gt, lte, ne, sql, type Placeholder } from 'drizzle-orm'
import { prepared } from './prepared.js'
import { sessions, users } from './schema.js'
import type { DbOrTx } from './store.js'

/** Inserts a session. */
export async function insertSession(db: DbOrTx, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values)
}

/** The user of the session with this token hash, unless it expired by `now`. */
export async function userOfSession(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<typeof users.$inferSelect | undefined> {
  const query = (q: DbOrTx, hash: string | Placeholder, at: Date | Placeholder) =>
    q
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hash), gt(sessions.expiresAt, at)))
  const statement = prepared(db, 'user_of_session', (root) =>
    query(root, sql.placeholder('hash'), sql.placeholder('now')).prepare('user_of_session'),
  )
  const [row] = statement
    ? await statement.execute({ hash: tokenHash, now: now.toISOString() })
    : await query(db, tokenHash, now)
  return row?.user
}

/** Deletes the session with this token hash. */
export async function deleteSessionByHash(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash))
}

/** Deletes the sessions expired by `now`; returns how many. */
export async function deleteSessionsExpiredBy(db: DbOrTx, now: Date): Promise<number> {
  const deleted = await db.delete(sessions).where(lte(sessions.expiresAt, now)).returning({ id: sessions.id })
  return deleted.length
}

/** Deletes every session of a user except the one with `keepHash` (none kept when null). */
export async function deleteUserSessions(db: DbOrTx, userId: number, keepHash: string | null): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepHash))
        : eq(sessions.userId, userId),
    )
}
