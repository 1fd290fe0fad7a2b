/** Queries of access delegation (API-NOTES §14.1): a user's groups and the users added to them. */
import { and, asc, eq, inArray, sql, type Placeholder } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { prepared } from './prepared.js'
import { accessGroups, impersonations, users } from './schema.js'
import type { DbOrTx } from './store.js'

/** An access group row. */
export type AccessGroupRow = typeof accessGroups.$inferSelect
/** An impersonation row (a user added to a group). */
export type ImpersonationRow = typeof impersonations.$inferSelect

/** The groups of a user, oldest first. */
export function listAccessGroups(db: DbOrTx, userId: number): Promise<AccessGroupRow[]> {
  return db.select().from(accessGroups).where(eq(accessGroups.userId, userId)).orderBy(asc(accessGroups.id))
}

/** The group `id` if the user owns it. */
export async function findOwnAccessGroup(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<AccessGroupRow | undefined> {
  const [group] = await db
    .select()
    .from(accessGroups)
    .where(and(eq(accessGroups.id, id), eq(accessGroups.userId, userId)))
  return group
}

/** The members of these groups with their usernames, oldest first. */
export async function membersOf(
  db: DbOrTx,
  groupIds: number[],
): Promise<{ impersonation: ImpersonationRow; username: string }[]> {
  if (groupIds.length === 0) return []
  return db
    .select({ impersonation: impersonations, username: users.email })
    .from(impersonations)
    .innerJoin(users, eq(users.id, impersonations.granteeUserId))
    .where(inArray(impersonations.groupId, groupIds))
    .orderBy(asc(impersonations.id))
}

/** The grants a user received: each impersonation with its group's owner (id and username), oldest first. */
export function grantsTo(
  db: DbOrTx,
  granteeUserId: number,
): Promise<{ impersonation: ImpersonationRow; ownerId: number; owner: string; grantee: string }[]> {
  const owners = alias(users, 'owners')
  return db
    .select({ impersonation: impersonations, ownerId: owners.id, owner: owners.email, grantee: users.email })
    .from(impersonations)
    .innerJoin(accessGroups, eq(accessGroups.id, impersonations.groupId))
    .innerJoin(owners, eq(owners.id, accessGroups.userId))
    .innerJoin(users, eq(users.id, impersonations.granteeUserId))
    .where(eq(impersonations.granteeUserId, granteeUserId))
    .orderBy(asc(impersonations.id))
}

/** Inserts a group. */
export async function insertAccessGroup(
  db: DbOrTx,
  values: typeof accessGroups.$inferInsert,
): Promise<AccessGroupRow> {
  const [row] = await db.insert(accessGroups).values(values).returning()
  return row!
}

/** Deletes a group. */
export async function deleteAccessGroup(db: DbOrTx, id: number): Promise<void> {
  await db.delete(accessGroups).where(eq(accessGroups.id, id))
}

/** Adds a user to a group (a user already in it rejects with the unique violation). */
export async function insertImpersonation(
  db: DbOrTx,
  values: typeof impersonations.$inferInsert,
): Promise<ImpersonationRow> {
  const [row] = await db.insert(impersonations).values(values).returning()
  return row!
}

/** Removes the impersonation `id` of group `groupId`; false when the group has no such one. */
export async function deleteImpersonation(db: DbOrTx, groupId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(impersonations)
    .where(and(eq(impersonations.id, id), eq(impersonations.groupId, groupId)))
    .returning({ id: impersonations.id })
  return rows.length > 0
}

/** What the groups a user belongs to grant them: each grantor, and the billing account when the group is restricted. */
export function grantsOf(
  db: DbOrTx,
  granteeUserId: number,
): Promise<{ grantor: number; billingAccountId: number | null }[]> {
  const query = (q: DbOrTx, grantee: number | Placeholder) =>
    q
      .select({ grantor: accessGroups.userId, billingAccountId: accessGroups.billingAccountId })
      .from(impersonations)
      .innerJoin(accessGroups, eq(accessGroups.id, impersonations.groupId))
      .where(eq(impersonations.granteeUserId, grantee))
  // Every authenticated request reads it (services/delegation.ts): prepared (store/prepared.ts).
  const statement = prepared(db, 'grants_of', (root) =>
    query(root, sql.placeholder('grantee')).prepare('grants_of'),
  )
  return statement ? statement.execute({ grantee: granteeUserId }) : query(db, granteeUserId)
}
