/**
 * The activity feed (issue 18 "Activity feed and live updates"): every change made through the API is an event the
 * platform keeps (who, what, which resource, started, finished, result) and streams with Server-Sent Events.
 * Both the platform (validation, OpenAPI) and the apps (parsing) use these schemas.
 */
import { z } from 'zod'
import { MAX_BIGSERIAL_ID } from '../rules/input.js'

/** Results of an event: the call succeeded (2xx) or was refused / failed. */
export const ACTIVITY_RESULTS = ['ok', 'failed'] as const

/** The result of one event; see {@link ACTIVITY_RESULTS}. */
export type ActivityResult = (typeof ACTIVITY_RESULTS)[number]

/** Longest resource type and action name. */
export const ACTIVITY_NAME_MAX = 60

/** One event of the activity feed. */
export const ActivityEventSchema = z.object({
  id: z.number().int(),
  /** Who: the user's id (null when the user is gone) and e-mail. */
  actor_user_id: z.number().int().nullable(),
  actor_email: z.string(),
  /** What, e.g. `vm.stop`, `disk.create`. */
  action: z.string(),
  /** Which resource: its entity type (`virtual_machine`, `disk`… the query-key types), uuid (or key) and name. */
  resource_type: z.string(),
  resource_uuid: z.string().nullable(),
  resource_name: z.string().nullable(),
  /** The location slug, null for global resources. */
  location: z.string().nullable(),
  result: z.enum(ACTIVITY_RESULTS),
  /** The HTTP status of the call and Warren's message when it failed. */
  status: z.number().int(),
  message: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string(),
})

/** Parsed event; see {@link ActivityEventSchema}. */
export type ActivityEvent = z.infer<typeof ActivityEventSchema>

/** Most events one page returns. */
export const ACTIVITY_PAGE_MAX = 200

/**
 * Query of `GET /v1/events`: newest first, `limit` events older than `before` (paging), optionally of one
 * resource type, one resource, one result, and finished at or after `since` / before `until` (ISO times).
 * `before` is an event id: a bigserial, bounded by MAX_BIGSERIAL_ID (not MAX_INT32, which ids outgrow).
 */
export const ActivityListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_MAX).default(50),
  before: z.coerce.number().int().min(1).max(MAX_BIGSERIAL_ID).optional(),
  resource_type: z.string().min(1).max(ACTIVITY_NAME_MAX).optional(),
  resource_uuid: z.string().min(1).max(100).optional(),
  result: z.enum(ACTIVITY_RESULTS).optional(),
  since: z.string().max(64).datetime({ offset: true }).optional(),
  until: z.string().max(64).datetime({ offset: true }).optional(),
})

/** Parsed activity list query; see {@link ActivityListQuerySchema}. */
export type ActivityListQuery = z.infer<typeof ActivityListQuerySchema>

/**
 * Query of `GET /v1/events/stream`: resume after event `after` (the `Last-Event-ID` header wins when both are
 * given). Without either, the stream starts with events that happen from now on.
 */
export const ActivityStreamQuerySchema = z.object({
  after: z.coerce.number().int().min(0).max(MAX_BIGSERIAL_ID).optional(),
})

/** Parsed stream query; see {@link ActivityStreamQuerySchema}. */
export type ActivityStreamQuery = z.infer<typeof ActivityStreamQuerySchema>
