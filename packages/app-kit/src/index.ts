// Public surface of @cirrus/app-kit: what the console (/) and the admin app (/admin) both need, in one place
// (issue 13: "no code copied from the console"). Pure rules belong in @cirrus/domain, components in
// @cirrus/design-system; this package holds the app wiring that needs React state, the router or the query cache.
export * from './services'
export * from './session'
export * from './storage'
export * from './toasts'
export * from './Toasts'
export * from './route-module'
export * from './stories'
export * from './providers'
export * from './lazy-client'
// VM and host metrics (issue 18): the range switch and the four charts, shared by the console and the admin app.
export * from './metrics'
export * from './theme'
export * from './table-url'
export * from './recent'
export * from './live'
export * from './BulkProgress'
export * from './palette'
export * from './activity/ActivityView'
export * from './activity/activity-filters'
export * from './activity/story-events'
