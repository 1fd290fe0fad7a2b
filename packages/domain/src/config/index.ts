export { FEATURE_KEYS, ConsoleFeaturesSchema, ConsoleConfigSchema, defaultConsoleConfig } from './schema.js'
export type { FeatureKey, ConsoleConfig } from './schema.js'
