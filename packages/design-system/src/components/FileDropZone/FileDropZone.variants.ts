/** Sizes of the drop zone: compact inside a panel, roomy when the list it feeds is empty. */
export const fileDropZoneSizes = ['1', '2'] as const
/** A size of the drop zone. */
export type FileDropZoneSize = (typeof fileDropZoneSizes)[number]

/** The bar's colour per upload state. */
export const fileUploadColors = { uploading: undefined, done: 'green', failed: 'red' } as const
