// Public names of the disk module (src/index.ts re-exports them).
export {
  DISK_SOURCE_IMAGE_TYPES,
  DiskSnapshotSchema,
  WarrenDiskSchema,
  DiskSchema,
  parseDisk,
  DiskAttachmentSchema,
  DiskListQuerySchema,
  DiskCreateInputSchema,
  DiskUpdateInputSchema,
  DiskSnapshotCreateInputSchema,
  DiskAttachInputSchema,
} from './schema.js'
export type {
  DiskSourceImageType,
  DiskSnapshot,
  WarrenDisk,
  Disk,
  DiskAttachment,
  DiskListQuery,
  DiskCreateInput,
  DiskUpdateInput,
  DiskSnapshotCreateInput,
  DiskAttachInput,
} from './schema.js'
export type { DiskApi } from './api.js'
