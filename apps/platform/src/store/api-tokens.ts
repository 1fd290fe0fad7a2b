/** Queries of API tokens (CONTRACTS.md): `scope` is the caller's condition (http/scope.ts tokensInScope). */
import { and, asc, eq, type SQL } from 'drizzle-orm'
import { apiTokens, users } from './schema.js'
import type { DbOrTx } from './store.js'

/** An API token row. */
export type ApiTokenRow = typeof apiTokens.$inferSelect

/** The tokens within `scope`, oldest first. */
export function listApiTokens(db: DbOrTx, scope: SQL): Promise<ApiTokenRow[]> {
  return db.select().from(apiTokens).where(scope).orderBy(asc(apiTokens.id))
}

/** Deletes the token `id` if it is within `scope`; false when it is not. */
export async function deleteApiToken(db: DbOrTx, id: number, scope: SQL): Promise<boolean> {
  const rows = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), scope))
    .returning({ id: apiTokens.id })
  return rows.length > 0
}

/** Inserts a token. */
export async function insertApiToken(
  db: DbOrTx,
  values: typeof apiTokens.$inferInsert,
): Promise<ApiTokenRow> {
  const [row] = await db.insert(apiTokens).values(values).returning()
  return row!
}

/** The token with this hash and its user, if any. */
export async function tokenAndUserByHash(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ token: ApiTokenRow; user: typeof users.$inferSelect } | undefined> {
  const [row] = await db
    .select({ token: apiTokens, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, tokenHash))
  return row
}
