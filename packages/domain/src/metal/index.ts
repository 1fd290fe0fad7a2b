// Public names of the metal module (src/index.ts re-exports them).
// Bare metal (SPEC §2 /metal/…, CONTRACTS.md "Non-Warren endpoints"). Owner: metal.
export {
  LEASE_STATES,
  METAL_LOGIN_MESSAGE,
  METAL_RULE_SET_PREFIX,
  MetalDiskSchema,
  MetalSpecSchema,
  WarrenMetalTypeSchema,
  WarrenMetalLeaseSchema,
  MetalLeaseSchema,
  MetalTypeNameSchema,
  MetalLeaseCreateInputSchema,
  MetalMachineSchema,
  metalRuleSet,
  parseMetalType,
  parseMetalLease,
} from './schema.js'
export type {
  LeaseState,
  MetalDisk,
  MetalSpec,
  WarrenMetalType,
  MetalType,
  WarrenMetalLease,
  MetalLease,
  MetalLeaseCreateInput,
  MetalMachine,
} from './schema.js'
export { metalTypeHourlyPrice, metalLeaseHourlyPrice } from './pricing.js'
export { DEMO_METAL_SPECS } from './demo.js'
export { isBareMetalEnabled } from './config.js'
export { leaseReleaseAvailability } from './actions.js'
export type { MetalApi } from './api.js'
