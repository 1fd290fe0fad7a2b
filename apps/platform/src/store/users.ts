/** Queries of user accounts. */
import { eq } from 'drizzle-orm'
import { users } from './schema.js'
import type { DbOrTx } from './store.js'

/** A user row. */
export type UserRow = typeof users.$inferSelect

/** The user with exactly this email (stored trimmed and lower-case), if any. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email))
  return row
}
