// Activity feed, live updates and bulk actions (issue 18).
export { ACTIVITY_SSE_EVENT, ACTIVITY_STREAM_PATH, ADMIN_ACTIVITY_STREAM_PATH } from './stream.js'
export {
  ACTIVITY_RESULTS,
  ACTIVITY_NAME_MAX,
  ACTIVITY_PAGE_MAX,
  ActivityEventSchema,
  ActivityListQuerySchema,
  ActivityStreamQuerySchema,
} from './schema.js'
export type { ActivityEvent, ActivityListQuery, ActivityResult, ActivityStreamQuery } from './schema.js'
export { activityKeys, staleKeys } from './invalidation.js'
export type { KeyPrefix } from './invalidation.js'
export { bulkCounts, failedItems, runBulk } from './bulk.js'
export type { BulkItem, BulkItemStatus, BulkOptions, BulkSummary } from './bulk.js'
export { activityApi } from './api.js'
