export * from './schema.js'
export * from './forecast.js'
export type { BillingApi } from './api.js'
