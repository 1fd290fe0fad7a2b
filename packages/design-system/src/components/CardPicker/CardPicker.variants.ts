/** Card padding and text sizes. */
export const cardPickerSizes = ['1', '2', '3'] as const
export type CardPickerSize = (typeof cardPickerSizes)[number]
