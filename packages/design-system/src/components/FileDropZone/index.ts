export { FileDropZone, type FileDropZoneProps } from './FileDropZone'
export { fileDropZoneSizes, type FileDropZoneSize } from './FileDropZone.variants'
export {
  formatBytes,
  uploadPercent,
  uploadStatusText,
  droppedFiles,
  fileUploadStatuses,
  type FileUpload,
  type FileUploadStatus,
} from './upload-progress'
