/** The activity feed (issue 18 "Activity feed and live updates"). */
import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { ts } from './columns.js'

/**
 * One event per change made through the API (http/activity.ts records it after the call): who (`actor_*`), what
 * (`action`, e.g. `vm.stop`), which resource (`resource_type` + `resource_uuid`, its name when known), started,
 * finished and the result (`ok` | `failed`, the HTTP status and Warren's message). `owner_user_id` and
 * `billing_account_id` are the resource's ownership facts (the same rule as `canAccess`, access.ts), so a user
 * reads and receives only events of resources they may reach. The SSE stream (routes/events.ts) resumes after an
 * id: ids only grow, and every platform process reads the same table, so two processes on one database agree.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: integer('actor_user_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceUuid: text('resource_uuid'),
    resourceName: text('resource_name'),
    location: text('location'),
    ownerUserId: integer('owner_user_id'),
    billingAccountId: integer('billing_account_id'),
    result: text('result').$type<'ok' | 'failed'>().notNull(),
    status: integer('status').notNull(),
    message: text('message'),
    startedAt: ts('started_at').notNull(),
    finishedAt: ts('finished_at').notNull(),
  },
  (t) => [
    index('events_owner_idx').on(t.ownerUserId, t.id),
    index('events_billing_account_idx').on(t.billingAccountId, t.id),
    index('events_finished_idx').on(t.finishedAt),
  ],
)
