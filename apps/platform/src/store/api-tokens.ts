/** Queries of API tokens (CONTRACTS.md): `scope` is whose tokens the caller reaches (http/scope.ts tokensInScope). */
import { and, asc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm'
import { prepared } from './prepared.js'
import { apiTokens, users } from './schema.js'
import type { DbOrTx } from './store.js'

/** An API token row. */
export type ApiTokenRow = typeof apiTokens.$inferSelect

/**
 * Whose tokens a caller reaches: the user's own; with `restrictedBillingAccountId` (a restricted token), only the
 * restricted tokens of that billing account, never a global one.
 */
export type TokenScope = { userId: number; restrictedBillingAccountId: number | null }

/** The tokens of `scope` as SQL. */
function inScope(scope: TokenScope): SQL {
  const own = eq(apiTokens.userId, scope.userId)
  if (scope.restrictedBillingAccountId === null) return own
  return and(
    own,
    eq(apiTokens.restricted, true),
    eq(apiTokens.billingAccountId, scope.restrictedBillingAccountId),
  )!
}

/** The tokens within `scope`, oldest first. */
export function listApiTokens(db: DbOrTx, scope: TokenScope): Promise<ApiTokenRow[]> {
  return db.select().from(apiTokens).where(inScope(scope)).orderBy(asc(apiTokens.id))
}

/** Deletes the token `id` if it is within `scope`; false when it is not. */
export async function deleteApiToken(db: DbOrTx, id: number, scope: TokenScope): Promise<boolean> {
  const rows = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), inScope(scope)))
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
  const query = (q: DbOrTx, hash: string | Placeholder) =>
    q
      .select({ token: apiTokens, user: users })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId))
      .where(eq(apiTokens.tokenHash, hash))
  const statement = prepared(db, 'token_and_user_by_hash', (root) =>
    query(root, sql.placeholder('hash')).prepare('token_and_user_by_hash'),
  )
  const [row] = statement ? await statement.execute({ hash: tokenHash }) : await query(db, tokenHash)
  return row
}
