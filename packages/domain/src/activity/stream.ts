/**
 * The activity stream's constants (issue 18), in a module of their own without zod or the client: the apps' layouts
 * (app-kit `LiveUpdatesProvider`) use them, and their chunks stay free of the schemas (issue 17).
 */

/** The SSE event name of an activity event (the `event:` field); `data:` is the event's JSON. */
export const ACTIVITY_SSE_EVENT = 'activity'

/** The path of the SSE stream under the API base (`/v1/events/stream`; admins: `/v1/admin/events/stream`). */
export const ACTIVITY_STREAM_PATH = '/v1/events/stream'

/** The administrators' stream of every user's events. */
export const ADMIN_ACTIVITY_STREAM_PATH = '/v1/admin/events/stream'
