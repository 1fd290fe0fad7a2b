// Public names of the vm module (src/index.ts re-exports them).
export {
  REPLICA_TYPES,
  VM_STATUSES,
  ReplicaSchema,
  VmStorageSchema,
  PriceMultiplierSchema,
  WarrenVmSchema,
  VmSchema,
  parseVm,
  primaryStorage,
  SuccessSchema,
  VmListQuerySchema,
  BillingResourcesQuerySchema,
  VmCreateInputSchema,
  VmUuidInputSchema,
  VmStopInputSchema,
  VmUpdateInputSchema,
  VmCloneInputSchema,
  VmReinstallInputSchema,
  VmBootIsoInputSchema,
  VmRebuildInputSchema,
  VmUserInputSchema,
  VmStorageCreateInputSchema,
  VmStorageResizeInputSchema,
  VmStorageDeleteInputSchema,
  VmReplicaCreateInputSchema,
  VmReplicaDeleteInputSchema,
  ResourceBillingInputSchema,
} from './schema.js'
export type {
  ReplicaType,
  VmStatus,
  Replica,
  VmStorage,
  PriceMultiplier,
  WarrenVm,
  Vm,
  Success,
  VmListQuery,
  BillingResourcesQuery,
  VmCreateInput,
  VmUuidInput,
  VmStopInput,
  VmUpdateInput,
  VmCloneInput,
  VmReinstallInput,
  VmBootIsoInput,
  VmRebuildInput,
  VmUserInput,
  VmStorageCreateInput,
  VmStorageResizeInput,
  VmStorageDeleteInput,
  VmReplicaCreateInput,
  VmReplicaDeleteInput,
  ResourceBillingInput,
} from './schema.js'
export type { WithDefaults, VmApi } from './api.js'
export { IP_ASSIGN_FAILED, planVmUpdate } from './flows.js'
export type {
  CreateVmRequest,
  CreateVmResult,
  UpdateVmRequest,
  VmUpdatePlan,
  UpdateVmResult,
} from './flows.js'
export {
  vmConsolePath,
  ConsoleClientFrameSchema,
  ConsoleServerFrameSchema,
  CONSOLE_END_REASONS,
  CONSOLE_CLOSE_CODES,
  CONSOLE_REPLAY_BYTES,
} from './console.js'
export type { ConsoleClientFrame, ConsoleServerFrame, ConsoleEndReason } from './console.js'
export {
  VM_PAGE_MAX,
  VM_PAGE_DEFAULT,
  VM_PAGE_TEXT_MAX,
  VM_PAGE_ACCOUNTS_MAX,
  vmPageSortKeys,
} from './page-constants.js'
export type { VmPageSortKey } from './page-constants.js'
export { VmPageQuerySchema, WarrenVmPageSchema, parseVmPage } from './page.js'
export type { VmPageQuery, WarrenVmPage, VmPage } from './page.js'
