/** The admin read side of users: paged, filtered and sorted lists, a user's sessions and tokens. */
import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import { apiTokens, sessions, users } from '../schema.js'
import type { DbOrTx } from '../store.js'
import { type Page, type PageQuery, has, contains, blank, orderOf } from './paging.js'

// ---------------------------------------------------------------------------------------------------------
// Users

export type AdminUserRow = typeof users.$inferSelect

export type UserFilter = {
  search?: string
  isAdmin?: boolean
  suspended?: boolean
  /** Column filters: the e-mail, the first and last name contain the text. */
  email?: string
  name?: string
}

function userWhere({ search, isAdmin, suspended, email, name }: UserFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    has(users.email, email),
    has(sql`${users.firstName} || ' ' || ${users.lastName}`, name),
  ]
  if (!blank(search)) {
    const like = contains(search.trim())
    parts.push(
      or(
        ilike(users.email, like),
        ilike(users.firstName, like),
        ilike(users.lastName, like),
        sql`${users.id}::text = ${search.trim()}`,
      ),
    )
  }
  if (isAdmin !== undefined) parts.push(eq(users.isAdmin, isAdmin))
  if (suspended !== undefined)
    parts.push(suspended ? sql`${users.suspendedAt} is not null` : isNull(users.suspendedAt))
  return and(...parts)
}

/** Users matching the filter, newest first by default. */
export async function pageUsers(
  db: DbOrTx,
  filter: UserFilter,
  page: PageQuery,
): Promise<Page<AdminUserRow>> {
  const where = userWhere(filter)
  const [total] = await db.select({ n: count() }).from(users).where(where)
  const items = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(
      ...orderOf(
        page,
        {
          created: users.createdAt,
          email: users.email,
          name: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
          last_activity: sql`coalesce(${users.lastActivity}, to_timestamp(0))`,
        },
        users.id,
      ),
    )
    .offset(page.offset)
    .limit(page.limit)
  return { total: total?.n ?? 0, items }
}

/** Users by id (for relations), in no particular order. */
export function usersByIds(db: DbOrTx, ids: readonly number[]): Promise<AdminUserRow[]> {
  return ids.length
    ? db
        .select()
        .from(users)
        .where(inArray(users.id, [...ids]))
    : Promise.resolve([])
}

/** One user by id. */
export async function userById(db: DbOrTx, id: number): Promise<AdminUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row
}

/** A user's console sessions (never the token hash). */
export function sessionsOfUser(db: DbOrTx, userId: number) {
  return db
    .select({ id: sessions.id, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
}

/** A user's API tokens (never the secret's hash). */
export function tokensOfUser(db: DbOrTx, userId: number) {
  return db
    .select({
      id: apiTokens.id,
      description: apiTokens.description,
      tokenPrefix: apiTokens.tokenPrefix,
      restricted: apiTokens.restricted,
      billingAccountId: apiTokens.billingAccountId,
      createdAt: apiTokens.createdAt,
    })
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt))
}
