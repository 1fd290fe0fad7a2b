// Public names of the ip module (src/index.ts re-exports them).
export {
  IP_ASSIGNABLE_TYPES,
  IpAddressStringSchema,
  WarrenIpSchema,
  IpSchema,
  parseIp,
  toWarrenIp,
  isIpAssigned,
  IpListQuerySchema,
  IpCreateInputSchema,
  IpUpdateInputSchema,
  IpAssignInputSchema,
  ipAssignTarget,
  IpUnassignInputSchema,
} from './schema.js'
export type {
  IpAssignableType,
  WarrenIp,
  Ip,
  IpListQuery,
  IpCreateInput,
  IpUpdateInput,
  IpAssignInput,
  IpUnassignInput,
} from './schema.js'
export type { IpApi } from './api.js'
