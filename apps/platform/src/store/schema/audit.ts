/** Administration: the audit log of admin mutations. */
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { created } from './columns.js'

/**
 * The audit log of admin mutations (issue 13): who (the administrator, kept by id and e-mail so an entry outlives
 * the user), when, what (`action`), which resource (`target_type` + `target_id`) and its state before and after.
 * Written by `recordAudit` (services/audit.ts) inside the mutation's own transaction: no change without its entry.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: created(),
    actorUserId: integer('actor_user_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.id),
    index('audit_log_created_idx').on(t.createdAt),
  ],
)
