// Public names of the interface module (src/index.ts re-exports them).
export {
  VlanTagSchema,
  SubinterfaceSchema,
  WarrenVmInterfaceSchema,
  VmInterfaceSchema,
  parseVmInterface,
  SubinterfaceCreateInputSchema,
} from './schema.js'
export type { Subinterface, WarrenVmInterface, VmInterface, SubinterfaceCreateInput } from './schema.js'
export type { InterfaceApi } from './api.js'
