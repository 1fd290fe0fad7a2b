/** The database check of /healthz. */
import { sql } from 'drizzle-orm'
import type { DbOrTx } from './store.js'

/** Runs `select 1`; throws when the database does not answer. */
export async function ping(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`)
}
