export * from './schema.js'
export * from './forecast.js'
export type { BillingApi } from './api.js'
export {
  BILLING_MOVE_KINDS,
  BillingMoveInputSchema,
  billingMovePlan,
  billingMoveRequest,
  moveToBillingAccount,
} from './move.js'
export type {
  BillingMoveClient,
  BillingMoveInput,
  BillingMoveItem,
  BillingMoveKind,
  BillingMovePlan,
  BillingMoveTarget,
} from './move.js'
