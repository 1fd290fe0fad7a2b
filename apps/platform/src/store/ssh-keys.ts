/** Queries of SSH keys (API-NOTES §12): each belongs to one user. */
import { and, asc, eq } from 'drizzle-orm'
import { sshKeys } from './schema.js'
import type { DbOrTx } from './store.js'

/** An SSH key row. */
export type SshKeyRow = typeof sshKeys.$inferSelect

const own = (userId: number, uuid: string) => and(eq(sshKeys.uuid, uuid), eq(sshKeys.userId, userId))

/** The keys of a user, oldest first. */
export function listSshKeys(db: DbOrTx, userId: number): Promise<SshKeyRow[]> {
  return db
    .select()
    .from(sshKeys)
    .where(eq(sshKeys.userId, userId))
    .orderBy(asc(sshKeys.createdAt), asc(sshKeys.name))
}

/** Inserts a key (a duplicate name rejects with the unique violation). */
export async function insertSshKey(db: DbOrTx, values: typeof sshKeys.$inferInsert): Promise<SshKeyRow> {
  const [row] = await db.insert(sshKeys).values(values).returning()
  return row!
}

/** Updates a user's own key (reads it when there is nothing to change); undefined when it is not theirs. */
export async function updateOwnSshKey(
  db: DbOrTx,
  userId: number,
  uuid: string,
  changes: Partial<Pick<SshKeyRow, 'name' | 'publicKey'>>,
): Promise<SshKeyRow | undefined> {
  const [row] =
    Object.keys(changes).length > 0
      ? await db.update(sshKeys).set(changes).where(own(userId, uuid)).returning()
      : await db.select().from(sshKeys).where(own(userId, uuid))
  return row
}

/** Deletes a user's own key; false when it is not theirs. */
export async function deleteOwnSshKey(db: DbOrTx, userId: number, uuid: string): Promise<boolean> {
  const rows = await db.delete(sshKeys).where(own(userId, uuid)).returning({ uuid: sshKeys.uuid })
  return rows.length > 0
}
