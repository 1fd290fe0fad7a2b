/** Queries of user accounts. */
import { eq } from 'drizzle-orm'
import { billingAccounts, users } from './schema.js'
import type { DbOrTx } from './store.js'

/** A user row. */
export type UserRow = typeof users.$inferSelect

/** The user with exactly this email (stored trimmed and lower-case), if any. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email))
  return row
}

/** Inserts a user and their first billing account, in one transaction (a taken email rejects, nothing kept). */
export async function insertUserWithBillingAccount(
  db: DbOrTx,
  user: typeof users.$inferInsert,
  account: Omit<typeof billingAccounts.$inferInsert, 'userId'>,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values(user).returning()
    await tx.insert(billingAccounts).values({ ...account, userId: row!.id })
    return row!
  })
}

/** Sets the password hash of the user with exactly this email; returns the ids of the users changed. */
export async function setPasswordHashByEmail(
  db: DbOrTx,
  email: string,
  passwordHash: string,
): Promise<number[]> {
  const rows = await db
    .update(users)
    .set({ passwordHash })
    .where(eq(users.email, email))
    .returning({ id: users.id })
  return rows.map((r) => r.id)
}

/** Sets the password hash of a user. */
export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId))
}

/** Records the user's last activity. */
export async function touchUser(db: DbOrTx, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ lastActivity: at }).where(eq(users.id, userId))
}
