export * from './schema.js'
export * from './forecast.js'
export * from './api.js'
