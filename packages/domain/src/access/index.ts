// Public names of the access module (src/index.ts re-exports them).
export {
  ImpersonationSchema,
  WarrenAccessGroupSchema,
  parseAccessGroup,
  parseImpersonation,
  isRestrictedGroup,
  AccessGroupCreateInputSchema,
  ImpersonationCreateInputSchema,
} from './schema.js'
export type {
  WarrenImpersonation,
  Impersonation,
  WarrenAccessGroup,
  AccessGroup,
  AccessGroupCreateInput,
  ImpersonationCreateInput,
} from './schema.js'
export type { AccessApi } from './api.js'
export { createDelegationSteps } from './flows.js'
export type { CreateDelegationRequest, DelegationUserResult, CreateDelegationResult } from './flows.js'
