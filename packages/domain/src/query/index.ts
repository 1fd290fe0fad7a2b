// Public names of the query module (src/index.ts re-exports them).
export { GLOBAL_SCOPE, warrenKeys } from './keys.js'
export { REFERENCE_STALE_TIME_MS, warrenQueries } from './options.js'
export type { QueryFnContext, WarrenQuery, WarrenQueries } from './options.js'
