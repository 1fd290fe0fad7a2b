/**
 * Queries of the list cache (issue 17; services/list-cache.ts): whether any change of a set of scopes committed
 * since a snapshot, and the removal of old change rows. The rows are written by database triggers
 * (schema/list-changes.ts).
 */
import { sql } from 'drizzle-orm'
import { prepared } from './prepared.js'
import { listChanges } from './schema.js'
import type { Db } from './store.js'

/** What {@link listFreshness} answers. */
export type Freshness = {
  /** The statement's snapshot (`pg_current_snapshot()` as text): a body computed after it is at least this new. */
  snapshot: string
  /** True when a change of one of the scopes is visible now but was not in the snapshot asked about. */
  changed: boolean
}

const freshnessQuery = (db: Db) =>
  db
    .select({
      snapshot: sql<string>`pg_current_snapshot()::text`,
      changed: sql<boolean>`exists (select 1 from ${listChanges} c
        where c.scope = any(string_to_array(${sql.placeholder('scopes')}::text, ','))
          and c.txid >= pg_snapshot_xmin(${sql.placeholder('since')}::text::pg_snapshot)
          and not pg_visible_in_snapshot(c.txid, ${sql.placeholder('since')}::text::pg_snapshot))`,
    })
    .from(sql`(select 1) as one`)

/**
 * In ONE statement (one snapshot): the current snapshot, and whether a change of `scopes` committed after
 * `since` (a snapshot this function returned before) is visible in it. Changes older than `since`'s xmin were
 * visible to it; a change by a transaction still running at `since` or started after it is not (PostgreSQL's
 * own visibility rule, `pg_visible_in_snapshot`), so the answer holds with any number of platform processes.
 * `since` null: only the snapshot (`changed` false). A prepared statement: it runs on every cached list call.
 */
export async function listFreshness(db: Db, scopes: string[], since: string | null): Promise<Freshness> {
  const statement = prepared(db, 'list_freshness', (root) => freshnessQuery(root).prepare('list_freshness'))
  const [row] = await statement!.execute({ scopes: scopes.join(','), since })
  return { snapshot: row!.snapshot, changed: Boolean(row!.changed) }
}

/** Deletes change rows older than `olderThanMs` (the periodic tick); the number deleted. */
export async function deleteOldListChanges(db: Db, olderThanMs: number): Promise<number> {
  const rows = await db
    .delete(listChanges)
    .where(
      sql`${listChanges.at} < clock_timestamp() - ${`${Math.round(olderThanMs)} milliseconds`}::interval`,
    )
    .returning({ scope: listChanges.scope })
  return rows.length
}
