/** The change log behind the list cache (issue 17; services/list-cache.ts, store/list-changes.ts). */
import { customType, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { ts } from './columns.js'

/** PostgreSQL's 64-bit transaction id (`pg_current_xact_id()`): never wraps around. Read as text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' })

/**
 * One row per (scope, writing transaction): the database triggers of migration `…_plat2.sql` (hand-written block)
 * write it in the transaction of every insert, update, delete and truncate of the tables a VM or disk list reads
 * (`vms`, `disks`, `replicas`, `floating_ips`; `host_pools` names). A scope is whose lists the change may alter:
 * `u:<user id>:<location>` and `b:<billing account id>:<location>` of every changed row, before and after, and of
 * the VM a changed disk, replica or IP belongs to; `*` every list (a host pool renamed, a table truncated).
 * Insert-only (the key holds the writer's own transaction id, so two writers never wait for each other); rows
 * older than an hour are deleted by the periodic tick.
 */
export const listChanges = pgTable(
  'list_changes',
  {
    scope: text('scope').notNull(),
    txid: xid8('txid').notNull(),
    at: ts('at')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [primaryKey({ columns: [t.scope, t.txid] })],
)
