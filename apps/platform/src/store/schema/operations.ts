/** Durable operations (ops/runner.ts). */
import { sql } from 'drizzle-orm'
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { ts, created } from './columns.js'

/**
 * Long operations (PLATFORM-NOTES.md "Long operations that survive a crash"): claimed with SKIP LOCKED, held by a
 * lease renewed by heartbeats, re-claimed after a crash. `status`: pending → running → done | failed.
 */
export const operations = pgTable(
  'operations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    resourceUuid: text('resource_uuid'),
    userId: integer('user_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    result: jsonb('result').$type<unknown>(),
    error: jsonb('error').$type<{ status: number; message: string; errors?: Record<string, string> }>(),
    attempts: integer('attempts').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: ts('lease_expires_at'),
    createdAt: created(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('operations_open_idx')
      .on(t.status)
      .where(sql`${t.status} in ('pending', 'running')`),
  ],
)
