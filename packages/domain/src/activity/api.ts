/** The activity calls (issue 18): `GET /v1/events` and the stream's address. */
import type { CallOptions, WarrenHttp } from '../http/core.js'
import { compact } from '../http/encode.js'
import { ActivityEventSchema, type ActivityEvent, type ActivityListQuery } from './schema.js'

const list = (b: unknown) => ActivityEventSchema.array().parse(b)

/** The activity calls of one client. */
export function activityApi(http: WarrenHttp) {
  return {
    /** `GET /v1/events`: the caller's events (own and delegated resources), newest first. */
    list: (query: Partial<ActivityListQuery> = {}, opts: CallOptions = {}): Promise<ActivityEvent[]> =>
      http.request('GET', 'events', { ...opts, query: compact(query) }, list),
    /** `GET /v1/admin/events`: every user's events (administrators only). */
    listAll: (query: Partial<ActivityListQuery> = {}, opts: CallOptions = {}): Promise<ActivityEvent[]> =>
      http.request('GET', 'admin/events', { ...opts, query: compact(query) }, list),
  }
}
