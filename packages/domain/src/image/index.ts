// Public names of the image module (src/index.ts re-exports them).
export {
  ImageVersionSchema,
  WarrenVmImageSchema,
  BootImageSchema,
  parseVmImage,
  parseMetalOs,
  visibleVersions,
} from './schema.js'
export type { ImageVersion, WarrenVmImage, VmImage, MetalOs, BootImage } from './schema.js'
export type { ImageApi } from './api.js'
