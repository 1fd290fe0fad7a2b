/**
 * Prepared statements of the hottest reads (issue 17): the ones every authenticated request runs (the API token's
 * or session's user, the delegation grants). Drizzle builds such a statement's SQL once (`.prepare(name)`) and on
 * PostgreSQL the server parses and plans it once per connection; measured on PGlite, the token lookup went from
 * 1.0 to 0.6 ms of CPU. One set per database handle; inside a transaction the caller's query runs unprepared.
 */
import { PgTransaction } from 'drizzle-orm/pg-core'
import type { Db, DbOrTx } from './store.js'

const statements = new WeakMap<object, Map<string, unknown>>()

/**
 * The statement `name` prepared on `db` (built by `build` on first use), or undefined inside a transaction (a
 * prepared statement belongs to the database handle, not to a transaction).
 */
export function prepared<T>(db: DbOrTx, name: string, build: (db: Db) => T): T | undefined {
  if (db instanceof PgTransaction) return undefined
  let byName = statements.get(db)
  if (!byName) statements.set(db, (byName = new Map()))
  if (!byName.has(name)) byName.set(name, build(db as Db))
  return byName.get(name) as T
}
