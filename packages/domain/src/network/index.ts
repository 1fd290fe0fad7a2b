// Public names of the network module (src/index.ts re-exports them).
export {
  WarrenNetworkSchema,
  NetworkSchema,
  parseNetwork,
  toWarrenNetwork,
  NetworkCreateInputSchema,
  NetworkUpdateInputSchema,
} from './schema.js'
export type { WarrenNetwork, Network, NetworkCreateInput, NetworkUpdateInput } from './schema.js'
export type { NetworkApi } from './api.js'
